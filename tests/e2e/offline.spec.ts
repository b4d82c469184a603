// The store with no network, through its service worker (src/service-worker/sw.ts): pages a
// shopper has opened reload and render offline, the cart still fills, and what needs the network
// (checkout, the assistant) says so; nothing a person's own page showed is kept.
import type { Page } from '@playwright/test';
import { OFFLINE_TEXT } from '../../src/lib/chat/page-words';
import { expect, test } from './fixtures';
import { openControlled, storedAddresses } from './service-worker';

test.use({ serviceWorkers: 'allow' });

const banner = (page: Page) => page.locator('[data-offline-banner]');
const cartBadge = (page: Page) => page.locator('[data-cart-button] [data-cart-count]');

test('pages opened before reload offline; the cart fills; checkout and the assistant say they need a connection', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  await page.goto('/women');
  await page.goto('/product/dress-001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(
    "You're offline — the pages you have opened still work. Your cart is saved.",
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitenge Wrap Midi Dress');
  await page.locator('input[name=size][value="M"]').check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/women');
  await expect(page.locator('[data-product-grid] > li').first()).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  // A page never opened: the offline page, which says what still works.
  await page.goto('/men');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");

  await page.goto('/checkout');
  await expect(banner(page)).toHaveText("You're offline — checkout needs a connection. Your cart is saved.");
  await expect(page.locator('[data-offline-message]')).toHaveText(
    'Checkout needs a connection. Your cart is saved.',
  );

  await page.goto('/');
  await page.locator('[data-chat-open]').first().click();
  const box = page.getByRole('textbox', { name: 'Message the AI Sales Agent' });
  await box.fill('show me dresses');
  await box.press('Enter');
  await expect(page.getByRole('dialog', { name: 'AI Sales Agent' })).toContainText(OFFLINE_TEXT);

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
});

test("nothing of a person's own pages is stored, and they are not served offline", async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  for (const path of ['/checkout', '/auth', '/account', '/admin']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Those may send a signed-out visitor on to /auth: the stores are read from a page that stays.
  await page.goto('/about');
  // The worker stores a page after it has answered: wait until /about is kept, then read.
  await expect.poll(() => storedAddresses(page)).toContain('/about');
  const stored = await storedAddresses(page);
  expect(stored.filter((path) => /^\/(checkout|account|auth|admin|order|staff-invite)/.test(path))).toEqual(
    [],
  );

  await context.setOffline(true);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await expect(page.getByText("You're offline — your account needs a connection.").first()).toBeVisible();
  await expect(page.locator('[data-offline-message]')).toHaveText('Your account needs a connection.');
});

test('offline, the header search offers the pages opened before, and says why', async ({ page, context }) => {
  await openControlled(page, '/');
  await page.goto('/product/dress-001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The search's own code arrives once, online, as it does for a shopper who has searched before.
  const dialog = page.getByRole('dialog', { name: 'Search Fashion' });
  await page.locator('#header-search').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.locator('#header-search').click();
  await dialog.getByRole('combobox', { name: 'Search' }).fill('kitenge wrap');
  await expect(dialog.getByText(/^You're offline — pages saved on this phone: 1 result$/)).toBeVisible();
  await dialog.getByRole('option', { name: /Kitenge Wrap Midi Dress/ }).click();
  await expect(page).toHaveURL(/\/product\/dress-001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitenge Wrap Midi Dress');

  // A word no stored page has: the search says what it needs.
  await page.locator('#header-search').click();
  await dialog.getByRole('combobox', { name: 'Search' }).fill('rolex');
  await expect(
    dialog.getByText("You're offline — search needs a connection, except for pages you have opened."),
  ).toBeVisible();
});

test('online, the home page comes from the network; offline, from what was stored at install', async ({
  page,
  context,
}) => {
  await openControlled(page, '/about');
  // The worker asks the network for the home page even though it stored it at install: a publish
  // since then shows at once, with no old home page beside new pages.
  const asked = context.waitForEvent('request', {
    predicate: (request) => request.serviceWorker() !== null && new URL(request.url()).pathname === '/',
    timeout: 10_000,
  });
  await page.goto('/');
  await asked;
  await context.setOffline(true);
  await page.goto('/?from=whatsapp');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
});

test('a filtered list opened before opens offline, whatever its query; the search keeps its files', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  const dialog = page.getByRole('dialog', { name: 'Search Fashion' });
  // Two lists, each with a search: Pagefind asks for its entry file with a new `?ts=` each time.
  for (const list of ['/women?sort=price-asc', '/women?sort=newest&page=1']) {
    await page.goto(list);
    await expect(page.locator('[data-product-grid] > li').first()).toBeVisible();
    await page.locator('#header-search').click();
    await dialog.getByRole('combobox', { name: 'Search' }).fill('dress');
    await expect(dialog.getByRole('option').first()).toBeVisible();
  }
  // The search's entry files and the index chunks a search reads are kept as they arrive.
  const searchFiles = async () =>
    (await storedAddresses(page)).filter((path) => path.startsWith('/pagefind/'));
  await expect
    .poll(searchFiles)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/pagefind\/\w+\/pagefind-entry\.json$/),
        expect.stringMatching(/^\/pagefind\/\w+\/index\//),
      ]),
    );
  // Each stored once, under its path: a list's HTML is the same for every filter and sort, and the
  // entry file the same for every `?ts=`.
  const entries = (await searchFiles()).filter((path) => path.endsWith('/pagefind-entry.json'));
  expect(entries.length).toBe(new Set(entries).size);
  await expect
    .poll(async () => (await storedAddresses(page)).filter((path) => path.startsWith('/women')))
    .toEqual(['/women']);

  await context.setOffline(true);
  await page.goto('/women?sort=newest');
  await expect(page.locator('[data-product-grid] > li').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
});
