// The header search dialog (spec section 2) in a real browser: how it opens, what it finds and
// where each row leads, the keyboard, the backend down, and the page without scripts.
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expect, test } from './fixtures';
import { holdScripts } from './held-scripts';
import { atBothWidths, severeViolations } from './axe';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search Fashion' });
const rows = (page: Page) => dialogOf(page).getByRole('option');

async function openByClick(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('#header-search').click();
  await expect(dialogOf(page)).toBeVisible();
}

test('no page fetches the search code or its index before search is opened', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  for (const path of ['/', '/products', '/product/dress-001', '/about']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(fetched.filter((path) => path.startsWith('/pagefind/') || path.startsWith('/search/'))).toEqual([]);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.some((name) => /SearchDialog|search\/mount/.test(name))).toBe(false);
});

test('opens by click, by focus and by Ctrl+K, titled and ready to type', async ({ page }) => {
  await page.clock.install();
  await openByClick(page);
  const box = dialogOf(page).getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search for fashion items...');
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
  // Focus returns to the header's box, and does not open the dialog again.
  await expect(page.locator('#header-search')).toBeFocused();
  // Past the focus handler's 500 ms window, on the page's own clock: nothing opened it.
  await page.clock.runFor(600);
  await expect(dialogOf(page)).toBeHidden();

  await page.locator('h1').first().click();
  await page.keyboard.press('Control+k');
  await expect(dialogOf(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/about');
  await page.locator('#header-search').focus();
  await expect(dialogOf(page)).toBeVisible();
});

test('"rolex" shows the Rolex brand first, then Rolex watches; choosing closes, clears and goes', async ({
  page,
}) => {
  await openByClick(page);
  await page.keyboard.type('rolex');
  await expect(rows(page).first()).toContainText('Rolex');
  await expect(rows(page).first()).toContainText('Luxury Watches');
  await expect(rows(page).nth(1)).toContainText(/Rolex .*KSH [\d,]+/s);
  await expect(dialogOf(page).getByText(/^\d+ results?$/)).toBeVisible();
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/luxury-watches$/);
  await page.locator('#header-search').click();
  await expect(dialogOf(page).getByRole('combobox')).toHaveValue('');
});

test("every key typed while the dialog's code arrives reaches its box, in order", async ({ page }) => {
  await page.goto('/');
  // A slow phone: the dialog mounts and takes the focus while the shopper is still typing.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const scripts = await holdScripts(page);
  await page.locator('#header-search').click();
  await page.keyboard.type('size');
  scripts.release();
  await page.keyboard.type(' guide', { delay: 10 });
  await expect(dialogOf(page).getByRole('combobox')).toHaveValue('size guide');
});

test('a search box tapped and typed in before the page’s script runs opens the dialog with the words', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('#header-search').click();
  await page.keyboard.type('size');
  scripts.release();
  await expect(dialogOf(page).getByRole('combobox')).toHaveValue('size');
});

test('a product row leads to its page; a page row to its path', async ({ page }) => {
  await openByClick(page);
  await page.keyboard.type('silk evening gown');
  const gown = rows(page).filter({ hasText: 'Silk Evening Gown' });
  await expect(gown).toContainText('Women · Mtindo');
  await gown.click();
  await expect(page).toHaveURL(/\/product\/gown-001$/);

  await page.locator('#header-search').click();
  await page.keyboard.type('size guide');
  await rows(page).filter({ hasText: '/size-guide' }).click();
  await expect(page).toHaveURL(/\/size-guide$/);
});

test('typos and several words still find things', async ({ page }) => {
  await openByClick(page);
  const box = dialogOf(page).getByRole('combobox');
  for (const [typed, expected] of [
    ['rolx', 'Rolex'],
    ['snekers', /sneaker/i],
    ['black leather bag', /bag/i],
  ] as const) {
    await box.fill(typed);
    await expect(rows(page).first()).toContainText(expected);
  }
});

test("nothing found says so in the spec's words; clear empties the box", async ({ page }) => {
  await openByClick(page);
  await page.keyboard.type('qqqzzz');
  // "No results" waits for both the index's and the live search's answers; on a busy machine the
  // index's second part alone can take longer than the default 5 s.
  await expect(dialogOf(page).getByText('No results found for "qqqzzz"')).toBeVisible({ timeout: 15_000 });
  await expect(dialogOf(page).getByText('Try different keywords or browse our categories')).toBeVisible();
  await dialogOf(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(dialogOf(page).getByRole('combobox')).toHaveValue('');
  await expect(dialogOf(page).getByRole('combobox')).toBeFocused();
});

test('the keyboard moves through the rows and Enter opens one; recent searches come back', async ({
  page,
}) => {
  await openByClick(page);
  await page.keyboard.type('rolex');
  await expect(rows(page).nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  const name = (await rows(page).nth(1).locator('span').first().innerText()).split('\n')[0]!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('h1')).toHaveText(name);

  await page.locator('#header-search').click();
  await dialogOf(page).getByRole('button', { name: 'rolex' }).click();
  await expect(dialogOf(page).getByRole('combobox')).toHaveValue('rolex');
});

test('a product the shop added since the build is found live, from the backend, by its words in any order', async ({
  page,
}) => {
  const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
  const slug = 'e2e-zanzibar-sunset-kikoi';
  const added = await page.request.post('/rest/v1/products', {
    headers: service,
    data: {
      slug,
      name: 'Zanzibar Sunset Kikoi Wrap',
      price: 4200,
      category: 'women',
      type: 'dress',
      description: 'A striped kikoi wrap woven on the coast.',
      in_stock: true,
      stock: 3,
    },
  });
  expect(added.status()).toBe(201);
  try {
    await openByClick(page);
    await page.keyboard.type('zanzibar sunset');
    await expect(rows(page).first()).toContainText('Zanzibar Sunset Kikoi Wrap');
    await expect(rows(page).first()).toContainText('KSH 4,200');
    // Its name's words in another order are not side by side: the backend's name-words query finds it.
    await dialogOf(page).getByRole('combobox').fill('kikoi zanzibar');
    await expect(rows(page).first()).toContainText('Zanzibar Sunset Kikoi Wrap');
  } finally {
    await page.request.delete(`/rest/v1/products?slug=eq.${slug}`, { headers: service });
  }
});

test('with the backend down, products still come from the bundled catalogue', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/rest/v1/**', (route) => route.abort());
  await openByClick(page);
  await page.keyboard.type('rolex');
  // The fallback loads the products' own index only once the backend has failed: on a busy
  // machine that second download takes longer than the default wait.
  await expect(rows(page).filter({ hasText: /KSH/ }).first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('on a phone the search button opens it full screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Search' }).click();
  const box = await dialogOf(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
});

test('the open dialog with results has no serious accessibility violations at 390 and 1280 px', async ({
  page,
}) => {
  await atBothWidths(page, async () => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('watch');
    await expect(rows(page).first()).toBeVisible();
    expect(await severeViolations(page, '#search')).toEqual([]);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the header box is a plain form to the product list', async ({ page }) => {
    await page.goto('/about');
    await page.locator('#header-search').fill('rolex');
    await page.locator('#header-search').press('Enter');
    await expect(page).toHaveURL(/\/products\?q=rolex$/);
    await expect(page.locator('[data-product-grid] h3').first()).toBeVisible();
  });
});
