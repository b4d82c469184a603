// The site search's index, as the browser reads it (Pagefind's own API under the site's CSP): what
// it finds for the spec's words, what each result carries for its row, and what stays out.
import type { Page } from '@playwright/test';
import { SEARCH_PAGES } from '../../src/lib/search/page-index';
import { expect, test } from './fixtures';

interface Found {
  url: string;
  kind: string;
  meta: Record<string, string>;
}

/** Searches the built index from the page, optionally within one kind of result. */
async function search(page: Page, query: string, kind?: string): Promise<Found[]> {
  return page.evaluate(
    async ({ query, kind }) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      await pagefind.options({ excerptLength: 0 });
      const found = await pagefind.search(query, kind ? { filters: { kind } } : {});
      return Promise.all(
        found.results.map(
          async (result: {
            data(): Promise<{ url: string; meta: Record<string, string>; filters: { kind: string[] } }>;
          }) => {
            const data = await result.data();
            return { url: data.url, kind: data.filters.kind[0], meta: data.meta };
          },
        ),
      );
    },
    { query, kind },
  );
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
  expect(brands[0]?.meta).toMatchObject({
    title: 'Rolex',
    path: '/luxury-watches',
    logo: '/images/brands/rolex.svg',
  });
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

test('singular finds plural, and a word begun finds the word', async ({ page }) => {
  const watch = await search(page, 'watch', 'product');
  const watches = await search(page, 'watches', 'product');
  expect(watch.length).toBeGreaterThan(0);
  expect(watch.map((found) => found.url).sort()).toEqual(watches.map((found) => found.url).sort());
  expect((await search(page, 'handba', 'product')).length).toBeGreaterThan(0);
});

test('headers, footers, menus and buying controls stay out of the index', async ({ page }) => {
  // Words every page's chrome carries, and the product page's own buttons and notes. (A word
  // that is not in the index can still match a shorter one it begins with: Pagefind's fallback.)
  for (const words of [
    'Opening hours',
    'Search for fashion items',
    'Add to Cart',
    'Free delivery in Kenya',
  ]) {
    expect(await search(page, words), words).toEqual([]);
  }
});

test('every page the index offers is a page the site serves', async ({ page }) => {
  for (const { path } of SEARCH_PAGES) expect((await page.request.get(path)).status(), path).toBe(200);
});
