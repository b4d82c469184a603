// The admin area in a real browser, as the demo admin, manager and shopper: who gets in; a
// product made with a photo is found by search and reachable at once, then gets its static page
// from "Publish storefront"; an order's status changes with its history; an affiliate is
// approved and paid; every page passes axe at phone and desktop widths.
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { DEMO, signIn } from './accounts';
import { affiliateWithDeliveredOrder, placeOrder } from './admin';

const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

const ADMIN_PAGES = [
  '/admin',
  '/admin-dashboard',
  '/admin/products',
  '/admin/transactions',
  '/admin/affiliates',
  '/admin/payouts',
  '/admin/staff',
];

test('a visitor is sent to sign in; a shopper is told every admin page is for staff', async ({ page }) => {
  await page.goto('/admin/products');
  await page.waitForURL((url) => url.pathname === '/auth');
  await signIn(page, DEMO.shopper, '/admin/products');
  for (const path of ADMIN_PAGES) {
    if (path !== '/admin/products') await page.goto(path);
    await expect(page.getByRole('heading', { name: 'No access' }), path).toBeVisible();
    await expect(page.locator('[data-app-root] section'), path).toHaveCount(0);
  }
});

test('a manager runs products and orders, but not payouts or staff', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, DEMO.manager);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    if (path === '/admin/payouts' || path === '/admin/staff')
      await expect(page.getByText('Only an admin can open this page.'), path).toBeVisible();
    else await expect(page.locator('[data-app-root] section').first(), path).toBeVisible();
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible();
  await expect(adminNav(page).getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(adminNav(page).getByRole('link', { name: 'Payouts' })).toBeHidden();
  await expect(adminNav(page).getByRole('link', { name: 'Staff' })).toBeHidden();
  await page.goto('/admin/affiliates');
  await expect(page.getByText('Only an admin approves affiliates and sets their commission.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(0);
});

test('a product made with a photo is found at once, then Publish gives it a static page', async ({
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
  await page.getByLabel('Price (KES)').fill('4,800');
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
  await page.getByLabel('Price (KES)').fill('4500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.getByText('Price: KSH 4,800 → KSH 4,500')).toBeVisible();

  // Search finds it at once, with its photo.
  await page.goto('/');
  await page.locator('#header-search').click();
  const dialog = page.getByRole('dialog', { name: 'Search Fashion' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill(name);
  await expect(dialog.getByRole('option', { name: new RegExp(name) })).toBeVisible();

  // Its address works before any publish, through the client fallback.
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const before = await request.get(`/product/${slug}`);
  expect(before.status()).toBe(404);

  // Publish: the static page exists afterwards.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Publish storefront' }).click();
  await expect(page.getByText(/succeeded/)).toBeVisible({ timeout: 240_000 });
  const after = await request.get(`/product/${slug}`);
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(name);
});

test('a manager changes an order’s status with a note, kept in its history, and exports CSV', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, { name: 'Muthoni Njeri' });
  await page.goto('/auth');
  await signIn(page, DEMO.manager);
  await page.goto('/admin/transactions');
  await page.getByPlaceholder('Order number, e-mail or name').fill(order.number);
  await page.getByRole('button', { name: order.number }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  await page.getByLabel('New status').selectOption({ label: 'Mark paid' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Say how it was paid (the M-Pesa receipt or the cash note).')).toBeVisible();
  await page.getByLabel('Note (required)').fill('Paid to the till: QK7TILL001');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Awaiting payment → Paid')).toBeVisible();
  await expect(history.getByText('Paid to the till: QK7TILL001')).toBeVisible();
  await expect(history.getByText(/manager@mtindo\.test/)).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('button', { name: order.number })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.split('\n')[0]).toContain('Order,Placed (Nairobi),Status');
  expect(text).toContain(`${order.number},`);
  expect(text).toContain('Muthoni Njeri');
});

test('an admin approves an affiliate, then pays them by M-Pesa', async ({ page, request }) => {
  // M-Pesa's result arrives a few seconds after the transfer, later on a busy machine.
  test.setTimeout(90_000);
  const { code } = await affiliateWithDeliveredOrder(request);
  await page.goto('/auth');
  await signIn(page, DEMO.admin);
  await page.goto('/admin/affiliates');
  await page.getByRole('button', { name: `Approve ${code}` }).click();
  await expect(page.getByText(`${code} is active at 10 %.`)).toBeVisible();

  await page.goto('/admin/payouts');
  await page.getByRole('button', { name: 'Make payout batch' }).click();
  await expect(page.getByText('Payout batch made')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: code });
  await expect(row.getByText('KSH 3,250')).toBeVisible();
  await row.getByRole('button', { name: 'Send by M-Pesa' }).click();
  await expect(page.getByText('Sent by M-Pesa')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByRole('listitem')
          .filter({ hasText: code })
          .getByText(/M-Pesa receipt/)
          .count();
      },
      { timeout: 45_000 },
    )
    .toBe(1);
});

for (const width of [390, 1280])
  test(`every admin page passes axe at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const order = await placeOrder(request);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/auth');
    await signIn(page, DEMO.admin);
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin/products?product=new',
      '/admin/transactions',
      `/admin/transactions?order=${order.id}`,
      '/admin/affiliates',
      '/admin/payouts',
      '/admin/staff',
    ]) {
      await page.goto(path);
      await expect(page.getByText(/^(Loading|Checking your access|Adding up)/)).toHaveCount(0, {
        timeout: 15_000,
      });
      await expect(page.locator('[data-app-root] section').first()).toBeVisible();
      if (path.endsWith('product=new')) await page.getByRole('button', { name: 'Create product' }).click();
      expect(await severe(page), path).toEqual([]);
      expect(crashes, path).toEqual([]);
    }
  });
