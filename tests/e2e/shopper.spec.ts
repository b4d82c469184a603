// The shopper's state in a real browser: cart drawer, wishlist, persistence across reloads and
// tabs, corrupt storage, the newsletter form, the demo button and affiliate capture.
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expect, test } from './fixtures';
import { holdScripts } from './held-scripts';

const cartBadge = (page: Page) => page.locator('[data-cart-button] [data-cart-count]');
const drawer = (page: Page) => page.getByRole('dialog', { name: /Shopping Cart/ });

async function addDressInSize(page: Page, size: string) {
  await page.goto('/product/dress-001');
  await page.locator(`input[name=size][value="${size}"]`).check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

test('add from a product page, change quantities, remove, and go to checkout', async ({ page }) => {
  await addDressInSize(page, 'M');
  await expect(cartBadge(page)).toHaveText('1');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (1)');
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expect(drawer(page).getByText('Orange Multi · Size M')).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: /Decrease quantity/ })).toBeDisabled();
  await drawer(page)
    .getByRole('button', { name: /Increase quantity/ })
    .click();
  await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (2)');
  await expect(drawer(page).getByText('KSH 26,600')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await drawer(page)
    .getByRole('button', { name: /Decrease quantity/ })
    .click();
  await expect(cartBadge(page)).toHaveText('1');
  await drawer(page)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
  await expect(drawer(page).getByText('Add some items to get started')).toBeVisible();
  await expect(cartBadge(page)).toBeHidden();
  await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(drawer(page)).toBeHidden();

  await addDressInSize(page, 'L');
  await drawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the same product in two sizes is two lines; Clear Cart empties it', async ({ page }) => {
  await addDressInSize(page, 'S');
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await page.locator('input[name=size][value="XL"]').check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(2);
  await drawer(page).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
});

test('a product card asks for the size, then adds', async ({ page }) => {
  await page.goto('/women');
  const card = page.locator('[data-product-card][data-sizes*=","]').first();
  await card.locator('[data-quick-add]').click();
  const picker = card.getByRole('group', { name: /Choose a size/ });
  await expect(picker).toBeVisible();
  await picker.getByRole('button').first().click();
  await expect(drawer(page)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});

test('the cart survives a reload and follows another tab', async ({ page, context }) => {
  await addDressInSize(page, 'M');
  await expect(cartBadge(page)).toHaveText('1');
  const other = await context.newPage();
  await other.goto('/about');
  await expect(cartBadge(other)).toHaveText('1');
  await page.reload();
  await expect(cartBadge(page)).toHaveText('1');
  await page.locator('input[name=size][value="L"]').check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(other)).toHaveText('2');
});

test('corrupt cart and wishlist storage load empty, and the stores still work', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('wishlist', '[{"oops": true}');
  });
  await page.goto('/product/bags-001');
  await expect(cartBadge(page)).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toHaveLength(1);
});

test('the cart shows its frame at once while its code arrives, then its lines', async ({ page }) => {
  await addDressInSize(page, 'M');
  await expect(drawer(page).getByText('Orange Multi · Size M')).toBeVisible();
  await page.goto('/about', { waitUntil: 'networkidle' });
  // From here on, no script arrives until the frame has been checked.
  const scripts = await holdScripts(page);
  await page.getByRole('link', { name: /^Cart/ }).click();
  await scripts.requested;
  await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (1)');
  await expect(drawer(page).getByText('Loading…')).toBeAttached();
  await expect(drawer(page).getByRole('button', { name: 'Close' })).toBeFocused();
  scripts.release();
  // The island takes its place: the same title, the line, and focus still goes back to the button.
  await expect(drawer(page).getByText('Orange Multi · Size M')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(drawer(page).getByText('Loading…')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeFocused();
});

test('a panel closed before its code arrives stays closed, and opens again when asked', async ({ page }) => {
  await page.goto('/about', { waitUntil: 'networkidle' });
  const scripts = await holdScripts(page);
  await page.getByRole('button', { name: /^Wishlist/ }).click();
  await scripts.requested;
  const panel = page.getByRole('dialog', { name: 'Wishlist (0)' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Wishlist/ })).toBeFocused();
  // The code asked for by the opening arrives, and leaves the panel closed.
  scripts.release();
  await expect(page.locator('#overlays dialog')).toHaveCount(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /^Wishlist/ }).click();
  await expect(panel.getByText('Your wishlist is empty')).toBeVisible();
});

test('hearts fill the wishlist; the panel moves an item to the cart and removes', async ({ page }) => {
  await page.goto('/product/bags-001');
  const heart = page.locator('[data-add-to-cart-form] [data-wishlist-toggle]');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-site-header] [data-wishlist-count]')).toHaveText('1');
  await page.getByRole('button', { name: /^Wishlist/ }).click();
  const panel = page.getByRole('dialog', { name: 'Wishlist (1)' });
  await expect(panel.getByText('Nairobi Leather Tote')).toBeVisible();
  await panel.getByRole('button', { name: 'Move to Cart' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.locator('[data-site-header] [data-wishlist-count]')).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('the footer demo button fills the cart and the wishlist', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Try demo items' }).click();
  await expect(page.getByText('Demo Items Added!')).toBeVisible();
  await expect(page.getByText('Check your cart and wishlist to see the functionality.')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await expect(page.locator('[data-site-header] [data-wishlist-count]')).toHaveText('2');
});

test('the newsletter form validates, subscribes for real and clears the field', async ({ page, request }) => {
  await page.goto('/');
  const form = page.locator('[data-newsletter-form]');
  const email = form.getByRole('textbox', { name: 'Email address' });
  await email.fill('no-at-sign');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveValue('no-at-sign');

  const address = `reader-${Date.now()}@example.co.ke`;
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully Subscribed!')).toBeVisible();
  await expect(
    page.getByText("You'll receive our latest fashion updates and exclusive offers."),
  ).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(email).toBeEnabled();

  const rows = await request.get(`/rest/v1/newsletter_subscribers?select=email,source&email=eq.${address}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(await rows.json()).toEqual([{ email: address, source: 'newsletter' }]);
});

test('an affiliate code is kept for 30 days and removed once expired', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-22T09:00:00Z'));
  await page.goto('/women?ref=WANJIKU10');
  const record = async () => page.evaluate(() => localStorage.getItem('affiliate'));
  expect(JSON.parse((await record())!)).toEqual({ code: 'WANJIKU10', expiry: '2026-12-22T09:00:00.000Z' });
  await page.clock.pauseAt(new Date('2026-12-20T09:00:00Z'));
  await page.goto('/about');
  expect(JSON.parse((await record())!).code).toBe('WANJIKU10');
  await page.clock.pauseAt(new Date('2026-12-23T09:00:00Z'));
  await page.goto('/about');
  expect(await record()).toBeNull();
});
