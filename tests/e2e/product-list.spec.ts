/**
 * The product lists at whatever size the served build has (127 products in `npm test`, 1,000 in
 * `npm run test:e2e:large`): static pages of 48 with real links, filters and sorting drawn from
 * the catalogue index, facet counts, the URL as the state, Back, and the list without scripts.
 * Expectations come from the catalogue index the build wrote, read here with the decoder.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ListItem } from '../../src/lib/list-filters';
import { decodeCatalogueIndex } from '../../src/lib/catalogue-index';
import { PAGE_SIZE, pageCount } from '../../src/lib/pagination';

const tileIds = (page: Page) =>
  page
    .locator('[data-product-grid] > li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')!));
const tilePrices = (page: Page) =>
  page
    .locator('[data-product-grid] > li [data-price-kes]:not(s [data-price-kes])')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price-kes'))));
/**
 * Waits for the filtered view to be drawn: the script ticks the URL's filters and marks the list
 * busy in one task, and clears the mark once it has drawn the matching products.
 */
const filteredGridDrawn = (page: Page) =>
  expect(page.locator('[data-catalogue]')).not.toHaveAttribute('aria-busy', 'true');
const idsInHtml = (html: string) => [...html.matchAll(/<li data-product-id="([^"]+)"/g)].map((m) => m[1]!);

let catalogue: Map<string, ListItem> | undefined;
/** Every product of the build, by id, from its catalogue index. */
async function catalogueOf(request: APIRequestContext): Promise<Map<string, ListItem>> {
  if (!catalogue) {
    const html = await (await request.get('/products')).text();
    const url = /data-index-url="([^"]+)"/.exec(html)![1]!;
    const items = decodeCatalogueIndex(await (await request.get(url)).json());
    catalogue = new Map(items.map((i) => [i.id, i]));
  }
  return catalogue;
}

test.describe('a product list, a page at a time', () => {
  test('every product is on exactly one static page, each linked from the one before', async ({
    request,
  }) => {
    const all = await catalogueOf(request);
    const pages = pageCount(all.size);
    const seen: string[] = [];
    let path: string | undefined = '/products';
    for (let n = 1; path; n++) {
      const html: string = await (await request.get(path)).text();
      const ids = idsInHtml(html);
      expect(ids.length, path).toBe(n < pages ? PAGE_SIZE : all.size - PAGE_SIZE * (pages - 1));
      seen.push(...ids);
      const next: string | undefined = /<a href="([^"]+)"[^>]*aria-label="Next page"/.exec(html)?.[1];
      if (next) expect(html).toContain(`<link rel="next" href="${next}">`);
      path = next;
      expect(n).toBeLessThanOrEqual(pages);
    }
    expect(new Set(seen).size).toBe(all.size);
  });

  test('a filter narrows the whole list, with counts that add up', async ({ page, request }) => {
    const all = await catalogueOf(request);
    await page.goto('/products');
    const shoesOption = page.locator('[data-facet="category"] label').filter({ hasText: 'Shoes' });
    const expected = Number(await shoesOption.locator('[data-facet-count]').textContent());
    expect(expected).toBe([...all.values()].filter((i) => i.category === 'shoes').length);

    await page.getByRole('checkbox', { name: 'Shoes' }).check();
    await expect(page).toHaveURL(/\/products\?category=shoes$/);
    await expect(page.locator('[data-result-count]')).toContainText(`${expected} of ${all.size} products`);
    const ids = await tileIds(page);
    expect(ids.length).toBe(Math.min(PAGE_SIZE, expected));
    for (const id of ids) expect(all.get(id)?.category, id).toBe('shoes');

    // With a department chosen, each brand's count is the shoes of that brand: they add up.
    const brandCounts = await page.locator('[data-facet="brand"] [data-facet-count]').allTextContents();
    expect(brandCounts.reduce((sum, n) => sum + Number(n), 0)).toBe(expected);
  });

  test('sorting orders the whole list, and its pages follow on', async ({ page, request }) => {
    const all = await catalogueOf(request);
    await page.goto('/products');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect
      .poll(() => tilePrices(page).then((p) => p[0]))
      .toBe(Math.min(...[...all.values()].map((i) => i.price)));
    const first = await tilePrices(page);
    expect(first).toEqual([...first].sort((a, b) => a - b));

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-asc&page=2$/);
    await expect(page.locator('[data-result-count]')).toContainText('page 2 of');
    const second = await tilePrices(page);
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    expect(second).toEqual([...second].sort((a, b) => a - b));

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect.poll(() => tilePrices(page)).toEqual(first);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  });

  test('Back and Forward restore filters, page and form', async ({ page }) => {
    await page.goto('/products');
    const start = await tileIds(page);
    await page.getByRole('checkbox', { name: 'On sale' }).check();
    await expect(page).toHaveURL(/sale=1/);
    await filteredGridDrawn(page);
    const sale = await tileIds(page);
    expect(sale).not.toEqual(start);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
    await expect.poll(() => tileIds(page)).toEqual(start);
    await page.goForward();
    await expect(page.getByRole('checkbox', { name: 'On sale' })).toBeChecked();
    await expect.poll(() => tileIds(page)).toEqual(sale);
  });

  test('a shared filtered address opens filtered, sorted and on its page', async ({ page, request }) => {
    const all = await catalogueOf(request);
    const women = [...all.values()].filter((i) => i.category === 'women' || i.type === 'women');
    await page.goto('/products?category=women&sort=price-desc&page=2');
    await expect(page.getByRole('checkbox', { name: 'Women' })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    const pages = pageCount(women.length);
    if (pages >= 2) {
      await expect(page.locator('[data-result-count]')).toContainText(`page 2 of ${pages}`);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }
    // The controls follow the address before the grid is drawn again: the grid is read until it
    // holds women's products only, then its prices must fall.
    const womenIds = new Set(women.map((item) => item.id));
    const womenOnly = async () => {
      const ids = await tileIds(page);
      return ids.length > 0 && ids.every((id) => womenIds.has(id));
    };
    await expect.poll(womenOnly).toBe(true);
    const prices = await tilePrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('without scripts the list pages and their links still work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products');
    const first = await tileIds(page);
    expect(first.length).toBeGreaterThan(0);
    // Controls that need a script are not offered without one.
    await expect(page.getByLabel('Sort by')).toBeHidden();
    if (await page.getByRole('link', { name: 'Next page' }).count()) {
      // Without a script the link is a plain navigation: await its load, however long the
      // server takes to send the page.
      await Promise.all([
        page.waitForURL(/\/products\/page\/2$/, { timeout: 15_000 }),
        page.getByRole('link', { name: 'Next page' }).click(),
      ]);
      const second = await tileIds(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.some((id) => first.includes(id))).toBe(false);
    }
    await context.close();
  });

  test('price range, size and colour filters combine', async ({ page, request }) => {
    const all = await catalogueOf(request);
    await page.goto('/products?min=5000&max=10000&colour=black');
    await expect(page.getByRole('checkbox', { name: 'black' })).toBeChecked();
    await filteredGridDrawn(page);
    const ids = await tileIds(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const item = all.get(id)!;
      expect(item.price).toBeGreaterThanOrEqual(5000);
      expect(item.price).toBeLessThanOrEqual(10000);
      expect(item.colours).toContain('black');
    }
    await page.goto('/men?size=XL');
    await expect(page.locator('input[name=size][value=XL]')).toBeChecked();
    await filteredGridDrawn(page);
    const men = await tileIds(page);
    expect(men.length).toBeGreaterThan(0);
    for (const id of men) expect(all.get(id)!.sizes).toContain('XL');
  });

  test('bad filter values in the URL are ignored, not fatal', async ({ page }) => {
    await page.goto('/products?min=abc&sort=nonsense&colour=<b>&page=-3');
    await expect(page.getByLabel('Sort by')).toHaveValue('featured');
    expect((await tileIds(page)).length).toBeGreaterThan(0);
  });

  test('no match shows a message and a way back', async ({ page }) => {
    await page.goto('/products?q=zzzzzz');
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await expect(page.locator('[data-pagination] a')).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect((await tileIds(page)).length).toBeGreaterThan(0);
  });
});

test.describe('the catalogue index is fetched once the filters can be reached', () => {
  const indexRequest = /\/catalogue\/index\.json$/;

  test('on a wide screen, with the sidebar in view, when the page is idle', async ({ page }) => {
    const fetched = page.waitForRequest(indexRequest);
    await page.goto('/products');
    await fetched;
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('only when the shopper opens the filters', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (indexRequest.test(request.url())) requested.push(request.url());
      });
      await page.goto('/products');
      await page.waitForLoadState('networkidle');
      // Past the page's own idle tasks: the browser runs idle callbacks in the order asked (or at
      // their timeout, the page's being the shorter), then a request of the test's own marks the
      // point by which any fetch those tasks made has been seen.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      );
      const marker = page.waitForRequest('**/after-idle-tasks');
      await page.evaluate(() => void fetch('/after-idle-tasks').catch(() => {}));
      await marker;
      expect(requested).toEqual([]);
      const fetched = page.waitForRequest(indexRequest);
      await page.getByRole('button', { name: 'Filters' }).click();
      await fetched;
    });
  });
});
