/**
 * A phone's screen (390 × 844 px, and 360 px, the narrowest common Android width): the first screen
 * of every list page shows its first row of products, a product page keeps its price and Add to
 * Cart in reach, and on an order's page, a signed-in account and the cart drawer nothing is wider
 * than the screen and nothing covers anything — each control, brought into view, is what a tap on its
 * centre reaches (every template is checked so in templates.spec.ts).
 */
import { expect, test } from './fixtures';
import { PHONE, layoutFaults, open } from './layout';
import { placeOrder } from './admin';
import { DEMO, signIn } from './accounts';

test.use({ viewport: PHONE });

test('the order page of a new order fits a phone and nothing covers its total', async ({ page, request }) => {
  const order = (await placeOrder(request)) as { access_key?: string };
  expect(order.access_key).toBeTruthy();
  await open(page, `/order?key=${order.access_key}`);
  await expect(page.getByText('Total', { exact: true }).first()).toBeVisible();
  expect(await layoutFaults(page)).toEqual([]);
});

test('a signed-in account page fits a phone and nothing covers anything', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, DEMO.shopper);
  await page.waitForLoadState('networkidle');
  expect(await layoutFaults(page)).toEqual([]);
});

test('the header fits the narrowest common phone, with a full cart', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/product/bags-001');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  // A toast stands over the header for its five seconds; the header itself is what is checked.
  await page.locator('[data-sonner-toast]').getByRole('button', { name: /close/i }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await layoutFaults(page)).toEqual([]);
});

test('the cart drawer with its toast: the toast covers neither its title nor Close', async ({ page }) => {
  await open(page, '/product/bags-001');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer).toBeVisible();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Added to Cart');
  // The toast has come to rest and the drawer has stepped down below it.
  await expect
    .poll(async () => {
      const [toastBox, title] = [await toast.boundingBox(), await drawer.getByRole('heading').boundingBox()];
      return toastBox && title ? title.y - (toastBox.y + toastBox.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click({ trial: true });
});

const LIST_PAGES = [
  '/products',
  '/products/dresses',
  '/luxury-watches-store',
  '/sale',
  '/brands/rolex',
  '/women',
];
for (const path of LIST_PAGES)
  test(`${path} shows its first row of products on a phone's first screen`, async ({ page }) => {
    await open(page, path);
    const first = (await page.locator('main article').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
  });

test('a product page keeps its price and Add to Cart in reach, and asks for a size in its own words', async ({
  page,
}) => {
  await open(page, '/product/dress-001');
  const bar = page.locator('[data-buy-bar]');
  await expect(bar).toBeVisible();
  await expect(bar.locator('[data-price-kes]')).toBeInViewport();
  const add = bar.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeInViewport();
  await add.click();
  // No size chosen: the store's message under the sizes, and nothing in the cart.
  const message = page.getByRole('alert').filter({ hasText: 'Choose a size' });
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  await expect(page.locator('[data-cart-count]')).toBeHidden();
  // With the buy box's own button on screen, the bar has gone: never two on screen.
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes.locator('label').first().click();
  await expect(message).toBeHidden();
  await page.locator('[data-add-to-cart-form] [data-add-to-cart]').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.locator('[data-add-to-cart-form] [data-add-to-cart]').click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();
});
