/** /search/words.json: the words the header search corrects misspellings towards (src/lib/search). */
import type { APIRoute } from 'astro';
import { getBrands, getProducts } from '../../lib/content';
import { CATEGORY_LABELS, TYPE_LABELS } from '../../lib/labels';
import { SEARCH_PAGES } from '../../lib/search/page-index';
import { buildVocabulary } from '../../lib/search/vocabulary';

export const GET: APIRoute = async () => {
  const [products, brands] = await Promise.all([getProducts(), getBrands()]);
  const texts = [
    ...products.flatMap((p) => [p.name, p.brand, p.material ?? '', ...p.colors.map((c) => c.name)]),
    ...Object.values(CATEGORY_LABELS),
    ...Object.values(TYPE_LABELS),
    ...SEARCH_PAGES.flatMap((page) => [page.name, ...page.keywords]),
    ...brands.flatMap((brand) => [brand.name, brand.category]),
  ];
  return new Response(JSON.stringify(buildVocabulary(texts)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
