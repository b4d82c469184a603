// The admin area as a workplace: its own plain frame (none of the shop's banner, menus, chat, offer
// popup or footer; the shop one click away), one name for the overview, the orders list on a
// phone's first screen with its filters folded, the payment method's name and one spelling of KSH,
// the products search finding a product code, sizes grouped by kind and "Remove photo" only for a
// photo.
import { test, expect } from './fixtures';
import { DEMO, signIn } from './accounts';
import { placeOrder } from './admin';

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin frame is plain, and the newest order is on the first screen', async ({ page, request }) => {
    const order = await placeOrder(request, { name: 'Wairimu Frame' });
    await signIn(page, DEMO.manager);
    await page.goto('/admin/transactions');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: order.number }) });
    await expect(row).toBeVisible();

    // The shop's frame is not here; the way back to it is.
    await expect(page.locator('[data-top-banner], [data-site-header], [data-chat-open], footer')).toHaveCount(
      0,
    );
    await expect(page.getByText('Try demo items')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');

    // Folded filters, and the order (newest first) within the first 844 px.
    await expect(page.getByLabel('Status')).toBeHidden();
    const box = (await row.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(row).toContainText('M-Pesa');
    await expect(row).toContainText(/KSH \d{1,3},\d{3}$/);
    await page.getByText('Filters', { exact: true }).click();
    await expect(page.getByLabel('Status')).toBeVisible();
  });
});

test('one overview under one name, at /admin and at the spec’s /admin-dashboard', async ({ page }) => {
  await signIn(page, DEMO.manager);
  for (const path of ['/admin', '/admin-dashboard']) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Overview' }), path).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' }), path).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Admin · Overview');
    await expect(page.getByRole('heading', { name: 'Day by day' }), path).toBeVisible();
  }
});

test('the products search finds a product code; the editor groups sizes and offers "Remove photo" only for a photo', async ({
  page,
}) => {
  await signIn(page, DEMO.manager);
  await page.goto('/admin/products');
  await page.getByPlaceholder('Search by name, brand, department or code').fill('dress-001');
  const found = page.getByRole('button', { name: 'Kitenge Wrap Midi Dress' });
  await expect(found).toBeVisible();
  // dress-001 and girls-dress-001, and nothing else (every other row of 127 is gone).
  await expect(page.locator('tbody tr')).toHaveCount(2);
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('dress-001');

  await found.click();
  const sizes = page.getByRole('group', { name: 'Sizes', exact: true });
  for (const kind of [
    'Letter sizes',
    'Waist (inches)',
    'Baby and kids ages',
    'EU shoe sizes',
    'Volumes',
    'One size',
  ])
    await expect(sizes.getByRole('group', { name: kind })).toBeVisible();
  await expect(sizes.getByRole('group', { name: 'EU shoe sizes' }).getByLabel('EU 42')).toBeVisible();
  await expect(
    sizes.getByRole('group', { name: 'Letter sizes' }).getByLabel('M', { exact: true }),
  ).toBeVisible();

  // The seed's product has its drawn artwork and no photo: nothing to remove or replace.
  await expect(page.getByText('Upload photo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expect(page.getByText('Replace photo')).toHaveCount(0);
});
