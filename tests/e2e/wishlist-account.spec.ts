// A wishlist that follows the account: hearts tapped as a guest on one phone merge into the
// account at sign-in (nothing lost, none twice), the list appears on another browser once the
// same shopper signs in there, and a removal on one reaches the other.
import type { Page } from '@playwright/test';
import { asReturningShopper, expect, test } from './fixtures';
import { createConfirmedUser, signIn } from './accounts';

const wishlistCount = (page: Page) => page.locator('[data-site-header] [data-wishlist-count]');

async function heart(page: Page, productPath: string) {
  await page.goto(productPath);
  const toggle = page.locator('[data-add-to-cart-form] [data-wishlist-toggle]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** The names in the account page's wishlist section. */
const accountWishlist = (page: Page) => page.locator('#wishlist li a');

test("a guest's hearts join the account at sign-in and appear on another browser", async ({
  page,
  browser,
  request,
}) => {
  const user = await createConfirmedUser(request, 'wishlist');

  // Phone: two hearts as a guest, then sign in.
  await heart(page, '/product/bags-001');
  await heart(page, '/product/dress-001');
  await signIn(page, user);
  await expect(accountWishlist(page)).toHaveText(['Nairobi Leather Tote', /./]);
  const dressName = (await accountWishlist(page).nth(1).textContent())!;

  // Laptop: one heart of its own as a guest, one the phone has too, then the same account.
  const laptop = await browser.newContext();
  const other = await asReturningShopper(await laptop.newPage());
  await heart(other, '/product/dress-001');
  await heart(other, '/product/mens-tee-001');
  await signIn(other, user);
  await expect(accountWishlist(other)).toHaveCount(3);
  await expect(accountWishlist(other)).toContainText(['Nairobi Leather Tote', dressName]);
  await expect(wishlistCount(other)).toHaveText('3');
  const teeName = (await accountWishlist(other).nth(2).textContent())!;

  // The phone sees the laptop's heart on its next page, and a removal there reaches the laptop.
  await page.reload();
  await expect(accountWishlist(page)).toHaveText(['Nairobi Leather Tote', dressName, teeName]);
  await page.getByRole('button', { name: 'Remove Nairobi Leather Tote from wishlist' }).click();
  await expect(accountWishlist(page)).toHaveCount(2);
  await expect(wishlistCount(page)).toHaveText('2');
  await expect
    .poll(async () => {
      await other.reload();
      await expect(accountWishlist(other).first()).toBeVisible();
      return accountWishlist(other).allTextContents();
    })
    .toEqual([dressName, teeName]);

  // Signed out, the laptop keeps the list it showed, as a guest's list.
  await other.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(wishlistCount(other)).toHaveText('2');
  await laptop.close();
});
