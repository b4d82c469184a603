// Merging the search sources into one list: section 9's caps and the best match first.
import { describe, expect, it } from 'vitest';
import type { BrandHit, PageHit, ProductHit } from '../../../../src/lib/search/results';
import {
  hitHref,
  mentionsEveryWord,
  mergeResults,
  nameScore,
  SEARCH_CAPS,
} from '../../../../src/lib/search/results';

const product = (name: string, i = 0): ProductHit => ({
  kind: 'product',
  id: `p-${name}-${i}`,
  productId: `p${i}`,
  name,
  price: 1000,
  image: '/x.svg',
  category: 'Women',
  brand: 'Mtindo',
});
const page = (name: string, path = `/${name.toLowerCase()}`): PageHit => ({
  kind: 'page',
  id: path,
  name,
  path,
});
const brand = (name: string, kind: BrandHit['kind'] = 'luxury-watch-brand'): BrandHit => ({
  kind,
  id: `/brands/${name}`,
  name,
  category: 'Luxury Watches',
  description: '',
  logo: '',
  path: kind === 'luxury-watch-brand' ? '/luxury-watches' : '/smart-watches',
});
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe('mergeResults', () => {
  it('keeps at most 8 products, 3 pages, 2 luxury and 2 smart brands, 15 in all', () => {
    const merged = mergeResults('watch', {
      products: many(10, (i) => product(`Watch ${i}`, i)),
      pages: many(5, (i) => page(`Watch page ${i}`, `/w${i}`)),
      luxuryBrands: many(5, (i) => brand(`Lux ${i}`)),
      smartBrands: many(5, (i) => brand(`Smart ${i}`, 'smart-watch-brand')),
    });
    const count = (kind: string) => merged.filter((hit) => hit.kind === kind).length;
    expect(count('product')).toBe(SEARCH_CAPS.products);
    expect(count('page')).toBe(3);
    expect(count('luxury-watch-brand')).toBe(2);
    expect(count('smart-watch-brand')).toBe(2);
    expect(merged).toHaveLength(15);
  });

  it('puts the very name first: "rolex" → the Rolex brand, then Rolex watches', () => {
    const merged = mergeResults('rolex', {
      products: [product('Oyster bracelet strap', 1), product('Rolex Submariner Date', 2)],
      pages: [page('Luxury Watches', '/luxury-watches')],
      luxuryBrands: [brand('Rolex')],
      smartBrands: [],
    });
    expect(merged.map((hit) => hit.name)).toEqual([
      'Rolex',
      'Rolex Submariner Date',
      'Oyster bracelet strap',
      'Luxury Watches',
    ]);
  });

  it("keeps the best-named rows of a kind when it trims, and each source's order otherwise", () => {
    const products = [...many(9, (i) => product(`Leather thing ${i}`, i)), product('Handbag', 99)];
    const merged = mergeResults('handbag', { products, pages: [], luxuryBrands: [], smartBrands: [] });
    expect(merged[0]?.name).toBe('Handbag');
    expect(merged.slice(1).map((hit) => hit.name)).toEqual(many(7, (i) => `Leather thing ${i}`));
  });

  it('takes only the first 5 brand matches of a kind before trimming to 2', () => {
    const luxury = [...many(5, (i) => brand(`Maison ${i}`)), brand('Cartier')];
    const merged = mergeResults('cartier', {
      products: [],
      pages: [],
      luxuryBrands: luxury,
      smartBrands: [],
    });
    expect(merged.map((hit) => hit.name)).toEqual(['Maison 0', 'Maison 1']);
  });

  it('shows a row found twice once', () => {
    const twice = product('Silk Gown', 1);
    const merged = mergeResults('silk', {
      products: [twice, twice],
      pages: [],
      luxuryBrands: [],
      smartBrands: [],
    });
    expect(merged).toHaveLength(1);
  });
});

describe('nameScore', () => {
  it('ranks the very name over its beginning over its words over elsewhere', () => {
    expect(nameScore('Rolex', 'ROLEX')).toBe(3);
    expect(nameScore('Rolex Datejust', 'rolex')).toBe(2);
    expect(nameScore('Black Leather Tote Bag', 'black bag')).toBe(1);
    expect(nameScore('Kitenge Shirt', 'cotton')).toBe(0);
    expect(nameScore('Café Noir', 'cafe')).toBe(2);
    expect(nameScore('Anything', '  ')).toBe(0);
  });
});

describe('hitHref', () => {
  it('sends products to their page and the rest to their path', () => {
    expect(hitHref(product('Gown', 7))).toBe('/product/p7');
    expect(hitHref(page('FAQ', '/faq'))).toBe('/faq');
    expect(hitHref(brand('Garmin', 'smart-watch-brand'))).toBe('/smart-watches');
  });
});

describe('mentionsEveryWord', () => {
  const cartier = 'Cartier. Luxury Watches. Louis-François Cartier took over a Paris jewellery workshop.';

  it('drops a result that lacks one of the words (Pagefind answers the words it holds)', () => {
    expect(mentionsEveryWord(cartier, 'add to cart')).toBe(false);
    expect(mentionsEveryWord(cartier, 'xxxx')).toBe(false);
  });

  it('keeps a result holding every word, begun, plural or singular, in any case and accent', () => {
    expect(mentionsEveryWord(cartier, 'cart')).toBe(true);
    expect(mentionsEveryWord(cartier, 'PARIS watch')).toBe(true);
    expect(mentionsEveryWord('Black Leather Handbag', 'black leather bags')).toBe(false);
    expect(mentionsEveryWord('Black Leather Handbag. A bag for work.', 'black leather bags')).toBe(true);
    expect(mentionsEveryWord('Beaded necklace', 'beads necklaces')).toBe(true);
    expect(mentionsEveryWord('Silk dresses', 'dress')).toBe(true);
    expect(mentionsEveryWord('Montre Française', 'francaise')).toBe(true);
  });

  it('keeps everything for a query without words', () => {
    expect(mentionsEveryWord(cartier, ' , ')).toBe(true);
  });
});
