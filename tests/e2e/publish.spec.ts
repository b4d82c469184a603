// "Publish storefront" in a real browser: a product made with a photo is found by search and
// reachable at once, and has its static page after a publish. A full publish rebuilds the whole site
// (`astro build`) and swaps the site its server serves, so this file runs in a project of its own
// (playwright.config.ts): on a server of its own, after every other browser test.
import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures';
import { DEMO, signIn } from './accounts';

test('a product made with a photo is found at once, and has a static page after Publish', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const name = `Kikoi Beach Shirt ${randomUUID().slice(0, 5)}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  await page.goto('/auth');
  await signIn(page, DEMO.admin);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add product' }).click();
  await page.getByRole('button', { name: 'Create product' }).click();
  // Every problem under its field, the first focused.
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByText('Enter a name of 3 to 80 characters.')).toBeVisible();
  await expect(page.getByText('Enter the price in whole shillings, above 0 (like 6300).')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Department', { exact: true }).selectOption('men');
  await page.getByLabel('Type', { exact: true }).selectOption('shirts');
  await page.getByLabel('Price (KSH)').fill('4,800');
  await page.getByLabel('Discount (%)').fill('95');
  await page.getByLabel('Stock', { exact: true }).fill('12');
  await page
    .getByLabel('Description')
    .fill('A light cotton shirt in coastal kikoi stripes, cut loose for Mombasa afternoons.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('The discount is a whole number from 0 to 90.')).toBeVisible();
  await page.getByLabel('Discount (%)').fill('10');
  await page.locator('input[type=file]').setInputFiles('tests/e2e/files/product-photo.png');
  await expect(page.getByRole('img', { name: 'The product photo' })).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/product-images\//,
  );
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();

  // Its history: created, then a price change, each with who made it.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Created')).toBeVisible();
  await expect(history.getByText(/admin@mtindo\.test/)).toBeVisible();
  await page.getByLabel('Price (KSH)').fill('4500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.getByText('Price: KSH 4,800 → KSH 4,500')).toBeVisible();

  // Search finds it at once, with its photo.
  await page.goto('/');
  await page.locator('#header-search').click();
  const dialog = page.getByRole('dialog', { name: 'Search Fashion' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill(name);
  await expect(dialog.getByRole('option', { name: new RegExp(name) })).toBeVisible();

  // Its address works at once: through the client fallback until the publish that follows the save
  // (publish-changes.spec.ts) has built its page.
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Publish (the whole site): the static page exists afterwards. The save's own publish of the
  // changed pages goes first (one publish at a time): the whole site is asked for once it is live.
  await page.goto('/admin/products');
  await expect(page.getByText('Every product change is live on the storefront.')).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'Publish storefront' }).click();
  // The whole-site publish ends one way or the other (the save's own publish of the changed pages
  // may have ended before it); a failure shows its reason at once, not at the timeout.
  const latest = page.getByRole('region', { name: 'Storefront' }).getByTestId('latest-publish');
  await expect(latest).toContainText(/(succeeded|failed)\s*Whole site/, { timeout: 240_000 });
  await expect(latest).toContainText('succeeded');
  const after = await request.get(`/product/${slug}`);
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(name);
});
