import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const visibleIds = (page: Page) =>
  page
    .locator('[data-product-grid] > li:visible')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')));

test.describe('product list', () => {
  test('every category link of the home page leads to products', async ({ page }) => {
    for (const path of [
      '/products/dresses',
      '/products/outerwear',
      '/accessories',
      '/shoes-store',
      '/sale',
      '/new-arrivals',
    ]) {
      await page.goto(path);
      expect((await visibleIds(page)).length, path).toBeGreaterThan(0);
    }
  });
});

test.describe('product page', () => {
  test('shows what a shopper needs to decide', async ({ page }) => {
    await page.goto('/product/dress-001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: /to wishlist/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Size guide', exact: true })).toHaveAttribute(
      'href',
      '/size-guide',
    );
    // Built from the bundled catalogue, which has no buyers' reviews: the rating is the store's own.
    await expect(page.getByText(/Store rating \d\.\d out of 5/).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
    const image = page.locator('[data-main-image]');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('carries Product, Offer and BreadcrumbList JSON-LD', async ({ page }) => {
    await page.goto('/product/dress-001');
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product.offers.priceCurrency).toBe('KES');
    // No buyers' reviews in the bundled catalogue: no rating for search engines (publish-reviews.spec.ts).
    expect(product.aggregateRating).toBeUndefined();
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });
});
