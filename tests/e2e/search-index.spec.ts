// The site search's index, as the browser reads it (Pagefind's own API under the site's CSP): what
// it finds for the spec's words, what each result carries for its row, and what stays out.
import type { Page } from '@playwright/test';
import { SEARCH_PAGES } from '../../src/lib/search/page-index';
import { bundleOf, SEARCH_BUNDLES, type SearchKind } from '../../src/lib/search/records';
import { mentionsEveryWord } from '../../src/lib/search/results';
import { expect, test } from './fixtures';

interface Found {
  url: string;
  kind: string;
  content: string;
  meta: Record<string, string>;
}

/**
 * Searches the built index from the page as the dialog does (src/lib/search/pagefind.ts): one
 * kind of result, or (no kind) every bundle; only results holding every word of the query.
 */
async function search(page: Page, query: string, kind?: SearchKind): Promise<Found[]> {
  const bundles = kind ? [SEARCH_BUNDLES[bundleOf(kind)]] : Object.values(SEARCH_BUNDLES);
  const found = await page.evaluate(
    async ({ query, kind, bundles }) => {
      const found = await Promise.all(
        bundles.map(async (bundle) => {
          const pagefind = await import(/* @vite-ignore */ `${location.origin}/${bundle}/pagefind.js`);
          await pagefind.options({ excerptLength: 0, noWorker: true });
          const filters = kind && kind !== 'product' ? { kind } : {};
          const { results } = await pagefind.search(query, { filters });
          return Promise.all(
            results.map(
              async (result: {
                data(): Promise<{
                  url: string;
                  content: string;
                  meta: Record<string, string>;
                  filters: { kind?: string[] };
                }>;
              }) => {
                const { url, content, meta, filters } = await result.data();
                return { url, content, kind: filters.kind?.[0] ?? 'product', meta };
              },
            ),
          );
        }),
      );
      return found.flat();
    },
    { query, kind, bundles },
  );
  return found.filter((entry) => mentionsEveryWord(entry.content, query));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

test('a product result carries its row: name, image, category, brand and price in KES', async ({ page }) => {
  const [gown] = await search(page, 'silk evening gown', 'product');
  expect(gown?.meta).toMatchObject({
    title: 'Silk Evening Gown',
    productId: 'gown-001',
    image: '/images/products/gown-001.svg',
    category: 'Women',
    brand: 'Mtindo',
  });
  expect(Number(gown?.meta.price)).toBeGreaterThan(0);
});

test('"rolex" finds the Rolex brand, leading to the luxury watches, and Rolex watches', async ({ page }) => {
  const brands = await search(page, 'rolex', 'luxury-watch-brand');
  expect(brands[0]?.meta).toMatchObject({ title: 'Rolex', path: '/luxury-watches' });
  // No invented mark stands in for the brand's logo: the row names it in type.
  expect(brands[0]?.meta.logo).toBeUndefined();
  expect(brands[0]?.meta.description?.length).toBeGreaterThan(20);
  const products = await search(page, 'rolex', 'product');
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) expect(product.meta.brand).toBe('Rolex');
  expect(await search(page, 'apple watch', 'smart-watch-brand')).toEqual([
    expect.objectContaining({
      meta: expect.objectContaining({ title: 'Apple Watch', path: '/smart-watches' }),
    }),
  ]);
});

test("the spec's pages are found by name and keyword, each at its path", async ({ page }) => {
  const byKeyword = await search(page, 'mpesa', 'page');
  expect(byKeyword.map((found) => found.meta.path)).toEqual(['/checkout']);
  const byName = await search(page, 'size guide', 'page');
  expect(byName[0]?.meta).toMatchObject({ title: 'Size Guide', path: '/size-guide' });
});

test('a journal article is a page result, found by its title and summary, at its path', async ({ page }) => {
  // "Ruracio" is in the summary of the article on African print (and only in the body of another).
  const [article, ...others] = await search(page, 'ruracio', 'page');
  expect(others).toEqual([]);
  expect(article?.meta).toMatchObject({
    title: 'Kitenge, Kanga and Kikoi: A Guide to Wearing African Print',
    path: '/blog/african-print',
  });
  // Its body and chrome (the byline, breadcrumbs, the products it mentions) are not what finds it.
  expect(await search(page, 'indonesian', 'page')).toEqual([]);
  expect(await search(page, 'Wanjiru Kamau', 'page')).toEqual([]);
});

test('singular finds plural, and a word begun finds the word', async ({ page }) => {
  const watch = await search(page, 'watch', 'product');
  const watches = await search(page, 'watches', 'product');
  expect(watch.length).toBeGreaterThan(0);
  expect(watch.map((found) => found.url).sort()).toEqual(watches.map((found) => found.url).sort());
  expect((await search(page, 'handba', 'product')).length).toBeGreaterThan(0);
});

test('a sold-out product is not offered, as the backend search would not offer it', async ({ page }) => {
  // content/products/waxed-canvas-backpack.json is out of stock; its neighbours are not.
  const backpacks = await search(page, 'backpack', 'product');
  expect(backpacks.length).toBeGreaterThan(0);
  expect(backpacks.map((found) => found.meta.productId)).not.toContain('waxed-canvas-backpack');
  expect(await search(page, 'waxed canvas laptop', 'product')).toEqual([]);
});

test('headers, footers, menus and buying controls stay out of the index', async ({ page }) => {
  // Words every page's chrome carries, and the product page's own buttons and notes.
  for (const words of ['Opening hours', 'Search for fashion items', 'Free delivery in Kenya']) {
    expect(await search(page, words), words).toEqual([]);
  }
  // (An article may say "add to" and "Cartier"; no product page offers its button's words.)
  expect(await search(page, 'Add to Cart', 'product')).toEqual([]);
});

test('every page the index offers is a page the site serves', async ({ page }) => {
  for (const { path } of SEARCH_PAGES) expect((await page.request.get(path)).status(), path).toBe(200);
});
