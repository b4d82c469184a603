// The admin area in a real browser, as the demo admin, manager and shopper: who gets in; an
// order's status changes with its history; an affiliate is approved and paid; a reported review is
// hidden and another answered; every page passes
// axe at phone and desktop widths. Making a product and publishing it: publish.spec.ts.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { atBothWidths, severeViolations } from './axe';
import { DEMO, createConfirmedUser, signIn } from './accounts';
import { affiliateWithDeliveredOrder, placeOrder, reviewBy, userHeaders } from './admin';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

const ADMIN_PAGES = [
  '/admin',
  '/admin-dashboard',
  '/admin/products',
  '/admin/transactions',
  '/admin/reviews',
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

test('a manager changes an order’s status with a note, kept in its history, and exports CSV', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, { name: 'Muthoni Njeri' });
  await page.goto('/auth');
  await signIn(page, DEMO.manager);
  await page.goto('/admin/transactions');
  await page.getByPlaceholder('Order number, email or name').fill(order.number);
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

test('a manager hides a reported review with a reason, replies to another, and shoppers never read the hidden one', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const rude = await reviewBy(request, await createConfirmedUser(request, 'rude'), 'bags-001', {
    rating: 1,
    title: `Rude review ${stamp}`,
    body: 'Rude words about the courier that break the rules.',
  });
  await reviewBy(request, await createConfirmedUser(request, 'kind'), 'bags-001', {
    rating: 5,
    title: `Kind review ${stamp}`,
    body: 'A lovely tote that carries everything I need.',
  });
  const reporter = await createConfirmedUser(request, 'reporter');
  const report = await request.post('/rest/v1/rpc/report_review', {
    headers: await userHeaders(request, reporter),
    data: { review: rude, reason: 'Abusive about the courier' },
  });
  expect(report.status(), await report.text()).toBeLessThan(300);

  await page.goto('/auth');
  await signIn(page, DEMO.manager);
  await page.goto('/admin/reviews');
  await page.getByLabel('Reported only').check();
  const card = page.getByRole('listitem').filter({ hasText: `Rude review ${stamp}` });
  await expect(card.getByText('Abusive about the courier')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Kind review ${stamp}` })).toHaveCount(0);
  await card.getByRole('button', { name: 'Hide Review' }).click();
  await card.getByLabel('Why is it hidden?').fill('Abuse of our courier');
  await card.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(card.getByText('Hidden: Abuse of our courier')).toBeVisible();

  await page.getByLabel('Reported only').uncheck();
  const kind = page.getByRole('listitem').filter({ hasText: `Kind review ${stamp}` });
  await kind.getByRole('button', { name: 'Reply' }).click();
  await kind.getByLabel('Public reply from Mtindo').fill('Asante sana! Enjoy the tote.');
  await kind.getByRole('button', { name: 'Save Reply' }).click();
  await expect(kind.getByText('Reply from Mtindo: Asante sana! Enjoy the tote.')).toBeVisible();

  // What a shopper's browser reads of the product's reviews.
  const shown = await request.post('/rest/v1/rpc/product_reviews_page', {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    data: { product_slug: 'bags-001', page_size: 50 },
  });
  const reviews = JSON.stringify(await shown.json());
  expect(reviews).not.toContain(`Rude review ${stamp}`);
  expect(reviews).not.toContain('Rude words');
  expect(reviews).toContain('Asante sana! Enjoy the tote.');
});

test('every admin page passes axe at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await placeOrder(request);
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.goto('/auth');
  await signIn(page, DEMO.admin);
  await atBothWidths(page, async () => {
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin/products?product=new',
      '/admin/transactions',
      `/admin/transactions?order=${order.id}`,
      '/admin/reviews',
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
      expect(await severeViolations(page), path).toEqual([]);
      expect(crashes, path).toEqual([]);
    }
  });
});
