// Accessibility of what a shopper opens over a page: the header's menus, the cart drawer with its
// toast and the wishlist panel, and where focus goes. Every template's own page is scanned at both
// widths in templates.spec.ts.
import { expect, test } from './fixtures';
import { severeViolations } from './axe';

test('menus opened are still accessible', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'MORE' }).click();
  expect(await severeViolations(page, 'header')).toEqual([]);
});

test.describe('overlays', () => {
  test('the cart drawer, with lines and a toast, and the wishlist panel are accessible', async ({ page }) => {
    await page.goto('/product/bags-001');
    await page.locator('[data-add-to-cart-form] [data-wishlist-toggle]').click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();
    await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Wishlist/ }).click();
    await expect(page.getByRole('dialog', { name: 'Wishlist (1)' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });

  test('focus goes into the drawer and back to the cart button when it closes', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart (0)' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeFocused();
  });
});
