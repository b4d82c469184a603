/**
 * Links a shopper is about to follow are fetched ahead by the page's speculation rules: on a touch
 * screen, the first few product cards the screen stops on are marked for them (the first two to be
 * prerendered, the next two prefetched), never more than four and never a person's own pages; the
 * side menu, once open, takes the prerenders from the cards it covers, and gives them back when it
 * closes; a connection that asks to
 * spare data (Save-Data) gets none of it, not even the code that chooses.
 */
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a touch screen fetches ahead the first product cards it stops on, a handful at most', async ({
  page,
}) => {
  await page.goto('/products');
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
  expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
  // The choosing starts at the first scroll, touch or key.
  await page.mouse.wheel(0, 10);
  const marked = page.locator('a[data-fetch-ahead]');
  await expect(marked).toHaveCount(2);
  const hrefs = await marked.evaluateAll((links) =>
    links.map((link) => [link.getAttribute('href'), (link as HTMLElement).dataset.fetchAhead]),
  );
  // The two cards of the first row, seen for half a second, are prerendered.
  expect(hrefs).toEqual([
    [expect.stringMatching(/^\/product\//), 'prerender'],
    [expect.stringMatching(/^\/product\//), 'prerender'],
  ]);
  // Scrolling on shows more cards: the next two are prefetched.
  await page.evaluate(() => scrollBy(0, 700));
  await expect(page.locator('a[data-fetch-ahead="prefetch"]')).toHaveCount(2);
});

test('the side menu’s links are prerendered when it opens, in place of the cards it covers, never the account or admin pages', async ({
  page,
}) => {
  await page.goto('/products');
  await page.mouse.wheel(0, 10);
  await expect(page.locator('main a[data-fetch-ahead="prerender"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('[data-mobile-menu] a[data-fetch-ahead="prerender"]')).toHaveCount(2);
  await expect(page.locator('main a[data-fetch-ahead]')).toHaveCount(0);
  const marked = await page
    .locator('a[data-fetch-ahead]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(marked.length).toBeLessThanOrEqual(4);
  for (const path of marked) expect(path).not.toMatch(/^\/(account|admin|auth|checkout|order)/);
  const rules = await page.locator('script[type="speculationrules"]').textContent();
  for (const path of ['/account', '/admin', '/checkout', '/order', '/auth'])
    expect(rules).toContain(`"${path}/*"`);
});

test('a side menu opened by the first touch has the prerenders from the start', async ({ page }) => {
  await page.goto('/products');
  // The choosing code arrives with this touch, the menu already open over the cards.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('[data-mobile-menu] a[data-fetch-ahead="prerender"]')).toHaveCount(2);
  await expect(page.locator('main a[data-fetch-ahead]')).toHaveCount(0);
});

test('closing the side menu gives the prerenders back to the cards on screen', async ({ page }) => {
  await page.goto('/products');
  await page.mouse.wheel(0, 10);
  const cards = page.locator('main a[data-fetch-ahead="prerender"]');
  await expect(cards).toHaveCount(2);
  const before = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('[data-mobile-menu] a[data-fetch-ahead="prerender"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Close menu' }).tap();
  // The menu's links (the main nav goes back to the header as the menu closes) are dropped.
  await expect(page.locator('[data-main-nav] a[data-fetch-ahead]')).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(before);
});

test('a connection that spares data fetches nothing ahead, and not the code that would choose', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/prefetch\.[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/products', { waitUntil: 'load' });
  await page.mouse.wheel(0, 10);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await expect(page.locator('a[data-fetch-ahead]')).toHaveCount(0);
});
