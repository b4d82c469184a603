// Reviews from verified buyers, end to end on the publish server: a shopper's order is delivered,
// the order page links each line to the review form in /account, the review is posted, and the
// next publish (by itself, a few seconds later) gives the product's built page the buyers' average,
// the review marked "Verified buyer" and the JSON-LD rating search engines read, and its list card
// the real average. A visitor who marks a review helpful is asked to sign in first.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { createConfirmedUser, signIn } from './accounts';
import { placeOrder, serviceUpdate } from './admin';

const SLUG = 'amazfit-balance';

interface ProductLd {
  '@type': string;
  aggregateRating?: { ratingValue: number; reviewCount: number };
  review?: { name: string; author: { name: string } }[];
}

/** The built product page as a crawler gets it, and its Product JSON-LD. */
async function builtPage(request: APIRequestContext): Promise<{ html: string; product: ProductLd }> {
  const html = await (await request.get(`/product/${SLUG}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as ProductLd,
  );
  return { html, product: blocks.find((block) => block['@type'] === 'Product')! };
}

test('a delivered order → a review → the product page, its JSON-LD and its card show the buyers’ rating', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const before = (await builtPage(request)).product.aggregateRating?.reviewCount ?? 0;
  const user = await createConfirmedUser(request, 'reviewer');
  // Placed with the account's confirmed address, the order is the account's (guest-orders).
  const order = await placeOrder(request, { product: SLUG, email: user.email, name: 'Wairimu Kamau' });
  await serviceUpdate(request, 'orders', `id=eq.${order.id}`, {
    status: 'delivered',
    paid_at: new Date().toISOString(),
    delivered_at: new Date().toISOString(),
  });

  await signIn(page, user);
  await page.goto(`/order?key=${order.access_key}`);
  await page.getByRole('link', { name: /^Review Amazfit Balance/ }).click();
  await expect(page).toHaveURL(/\/account\?review=amazfit-balance#reviews$/);
  const form = page.getByRole('form', { name: 'Review of Amazfit Balance' });
  await form.getByText('2 – Fair').click();
  const title = `Battery is fine, strap is not ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(title);
  // A link is refused by the database, by field, and nothing is lost.
  await form.getByLabel('Your review').fill('The strap broke after a week, see www.example.com');
  await form.getByRole('button', { name: 'Post Review' }).click();
  await expect(form.getByText('Reviews cannot contain links or web addresses.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('Your review').fill('The strap broke after a week, though the battery lasts.');
  await form.getByRole('button', { name: 'Post Review' }).click();
  await expect(page.getByText('Review posted', { exact: true })).toBeVisible();
  await expect(page.locator('#reviews').getByText('You rated it 2 out of 5')).toBeVisible();

  // Published by itself: the built page, as a crawler reads it.
  await expect
    .poll(async () => (await builtPage(request)).product.aggregateRating?.reviewCount, { timeout: 240_000 })
    .toBe(before + 1);
  const { html, product } = await builtPage(request);
  expect(product.review?.map((r) => r.name)).toContain(title);
  // The name shown is the account's (createConfirmedUser's Amina Wanjiku), shortened.
  expect(product.review?.find((r) => r.name === title)?.author.name).toBe('Amina W.');
  if (before === 0) {
    expect(product.aggregateRating?.ratingValue).toBe(2);
    const list = await (await request.get('/products/smart-watches')).text();
    expect(list).toContain('Rated 2.0 out of 5 by 1 review from verified buyers');
    expect(html).toContain('From 1 review by verified buyers');
  }

  // In a browser: the review with "Verified buyer"; a visitor's Helpful asks them to sign in.
  await page.goto(`/product/${SLUG}`);
  const review = page.locator('[data-review]').filter({ hasText: title });
  await expect(review.getByText('Verified buyer')).toBeVisible();
  await review.getByRole('button', { name: 'Helpful' }).click();
  await expect(review.getByText('You cannot mark your own review helpful.')).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page
    .locator('[data-review]')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Helpful' })
    .click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fproduct%2Famazfit-balance%23reviews$/);
});
