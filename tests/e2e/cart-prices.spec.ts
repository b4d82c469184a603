/**
 * The cart and the checkout price every line from the database before they show a total, and say
 * what changed since it was added: a new price, fewer left, sold out, no longer sold. An order is
 * placed only at the prices the shopper has seen: a price changed while they filled the form is
 * refused, shown, and the order placed at the new price on the second press.
 * Each test adds products of its own with the secret key, so no other test's stock or prices move.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expect, test } from './fixtures';
import { uniqueEmail } from './accounts';
import { uniquePhone } from './contacts';

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

const drawer = (page: Page) => page.getByRole('dialog', { name: /Shopping Cart/ });
const notices = (page: Page) => page.getByRole('region', { name: 'Changes to your cart' });

/** Adds a product of this test's own (no sizes or colours) and returns its slug. */
async function addProduct(page: Page, name: string, price: number, stock = 10): Promise<string> {
  const slug = `e2e-${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const added = await page.request.post('/rest/v1/products', {
    headers: SERVICE,
    data: {
      slug,
      name,
      description: `${name}, tailored in Nairobi.`,
      price,
      discount: 0,
      category: 'men',
      type: 'shirts',
      in_stock: stock > 0,
      stock,
    },
  });
  expect(added.status()).toBe(201);
  return slug;
}

async function changeProduct(page: Page, slug: string, changes: Record<string, unknown>) {
  const changed = await page.request.patch(`/rest/v1/products?slug=eq.${slug}`, {
    headers: SERVICE,
    data: changes,
  });
  expect(changed.ok()).toBe(true);
}

/** A cart line as the cart store keeps it: the price it was added at. */
const line = (slug: string, name: string, price: number, quantity = 1) => ({
  id: `${slug}-1700000000000`,
  productId: slug,
  name,
  price,
  quantity,
  url: `/product/${slug}`,
});

/** Puts `items` in the stored cart before the first page loads (once: the page's changes then stay). */
async function withCart(page: Page, items: unknown[]) {
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('cart-set')) {
      localStorage.setItem('cart', JSON.stringify(cart));
      sessionStorage.setItem('cart-set', '1');
    }
  }, items);
}

const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? '[]') as {
        productId: string;
        price: number;
        quantity: number;
      }[],
  );

async function fillCheckout(page: Page, email: string) {
  await page.getByLabel('Full name', { exact: true }).fill('Wanjiru Kamau');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await page.getByLabel('Address', { exact: true }).fill('Kindaruma Road, Apt 4B');
  await page.getByLabel('Area or town').fill('Kilimani');
}

test('a cart holding an old price says so and shows the new total, in the drawer and before Place order', async ({
  page,
}) => {
  const suit = await addProduct(page, 'Kaunda Suit', 12000);
  await withCart(page, [line(suit, 'Kaunda Suit', 13300)]);
  await page.goto('/about');
  await page.locator('[data-cart-button]').click();
  const cart = drawer(page);
  await expect(cart.getByRole('status')).toContainText(
    'The price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)',
  );
  await expect(cart.locator('p', { hasText: 'Total' })).toContainText('KSH 12,000');
  expect(await storedCart(page)).toMatchObject([{ productId: suit, price: 12000, quantity: 1 }]);

  // The checkout still says it, until the shopper dismisses it; its total is the new one.
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: /Your order/ });
  await expect(notices(page)).toContainText('The price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)');
  await expect(summary.getByRole('definition').last()).toHaveText('KSH 12,000');
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await notices(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices(page)).toBeHidden();
  await page.reload();
  await expect(summary.getByRole('definition').last()).toHaveText('KSH 12,000');
  await expect(notices(page)).toBeHidden();
});

test('the checkout shows no total and holds Place order until the prices are the database’s', async ({
  page,
}) => {
  const suit = await addProduct(page, 'Kaunda Suit', 12000);
  await withCart(page, [line(suit, 'Kaunda Suit', 13300)]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/rest/v1/products',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: /Your order/ });
  await expect(summary.getByRole('definition').last()).toHaveText('Checking prices…');
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeDisabled();
  release();
  await expect(summary.getByRole('definition').last()).toHaveText('KSH 12,000');
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test('a sold-out line is removed, a deleted product too, and a quantity lowered to the stock left, each with its notice', async ({
  page,
}) => {
  const [wrap, shirt, sandals] = await Promise.all([
    addProduct(page, 'Lamu Linen Wrap', 4200),
    addProduct(page, 'Kitenge Shirt', 3000, 2),
    addProduct(page, 'Maasai Sandals', 2500),
  ]);
  await withCart(page, [
    line(wrap, 'Lamu Linen Wrap', 4200),
    line(shirt, 'Kitenge Shirt', 3000, 4),
    line(sandals, 'Maasai Sandals', 2500),
  ]);
  await changeProduct(page, wrap, { stock: 0, in_stock: false });
  const deleted = await page.request.delete(`/rest/v1/products?slug=eq.${sandals}`, { headers: SERVICE });
  expect(deleted.ok()).toBe(true);

  await page.goto('/about');
  await page.locator('[data-cart-button]').click();
  const cart = drawer(page);
  const said = cart.getByRole('status');
  await expect(said).toContainText('Lamu Linen Wrap: Sold out — removed from your cart');
  await expect(said).toContainText('Kitenge Shirt: Only 2 left — quantity set to 2');
  await expect(said).toContainText('Maasai Sandals: No longer sold — removed from your cart');
  await expect(cart.getByRole('heading', { level: 2 })).toHaveText('Shopping Cart (2)');
  await expect(cart.getByRole('link', { name: 'Lamu Linen Wrap' })).toHaveCount(0);
  await expect(cart.getByLabel('Quantity 2')).toBeVisible();
  await expect(cart.locator('p', { hasText: 'Total' })).toContainText('KSH 6,000');
  expect(await storedCart(page)).toEqual([expect.objectContaining({ productId: shirt, quantity: 2 })]);
});

test('an order at a price changed since it was shown is refused, shown, and placed at the new price on the second press', async ({
  page,
}) => {
  const suit = await addProduct(page, 'Kaunda Suit', 13300);
  await withCart(page, [line(suit, 'Kaunda Suit', 13300)]);
  const email = uniqueEmail('cart-prices');
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: /Your order/ });
  await expect(summary.getByRole('definition').last()).toHaveText('KSH 13,300');
  await fillCheckout(page, email);

  // Staff lower the price while the shopper fills the form: the total shown is no longer the price.
  await changeProduct(page, suit, { price: 12000 });
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your cart has changed' })).toHaveText(
    'Your cart has changed since you added these items. Check the changes and the new total, then press Place order again.',
  );
  await expect(notices(page)).toContainText('The price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)');
  await expect(summary.getByRole('definition').last()).toHaveText('KSH 12,000');
  await expect(page).toHaveURL(/\/checkout$/);
  const none = await page.request.get(`/rest/v1/orders?email=eq.${email}&select=id`, { headers: SERVICE });
  expect(await none.json()).toEqual([]);

  await summary.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order\?key=[0-9a-f]{64}$/);
  const placed = await page.request.get(`/rest/v1/orders?email=eq.${email}&select=subtotal_kes,total_kes`, {
    headers: SERVICE,
  });
  expect(await placed.json()).toEqual([{ subtotal_kes: 12000, total_kes: 12000 }]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart-notices'))) ?? '[]')).toEqual([]);
});
