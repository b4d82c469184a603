import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const visibleIds = (page: Page) =>
  page
    .locator('[data-product-grid] > li:visible')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')));
const visiblePrices = (page: Page) =>
  page
    .locator('[data-product-grid] > li:visible [data-price-kes]:not(s [data-price-kes])')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price-kes'))));

test.describe('product list', () => {
  test('filters live in the URL, and the back button restores the view', async ({ page }) => {
    await page.goto('/products');
    const all = (await visibleIds(page)).length;
    expect(all).toBeGreaterThanOrEqual(100);

    await page.getByRole('checkbox', { name: 'Shoes' }).check();
    await expect(page).toHaveURL(/category=shoes/);
    const shoes = await visibleIds(page);
    expect(shoes.length).toBeGreaterThan(3);
    expect(shoes.length).toBeLessThan(all);
    await expect(page.getByText(`${shoes.length} of ${all} products`)).toBeVisible();

    await page.getByRole('checkbox', { name: 'On sale' }).check();
    await expect(page).toHaveURL(/category=shoes&sale=1/);
    const saleShoes = await visibleIds(page);
    expect(saleShoes.length).toBeLessThan(shoes.length);

    await page.goBack();
    await expect(page).toHaveURL(/category=shoes$/);
    await expect(page.getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
    expect(await visibleIds(page)).toEqual(shoes);
  });

  test('a shared filtered URL opens filtered, sorted', async ({ page }) => {
    await page.goto('/products?category=luxury-watches&sort=price-asc');
    await expect(page.getByRole('checkbox', { name: 'Luxury Watches' })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const prices = await visiblePrices(page);
    expect(prices.length).toBe(6);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('sorting by price high to low reorders the grid', async ({ page }) => {
    await page.goto('/women');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    const prices = await visiblePrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('price range, size and colour filters combine', async ({ page }) => {
    await page.goto('/products?min=5000&max=10000');
    for (const price of await visiblePrices(page)) {
      expect(price).toBeGreaterThanOrEqual(5000);
      expect(price).toBeLessThanOrEqual(10000);
    }
    await page.goto('/men?size=XL');
    const ids = await visibleIds(page);
    expect(ids.length).toBeGreaterThan(0);
  });

  test('bad filter values in the URL are ignored, not fatal', async ({ page }) => {
    await page.goto('/products?min=abc&sort=nonsense&colour=<b>');
    expect((await visibleIds(page)).length).toBeGreaterThanOrEqual(100);
    await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  });

  test('no match shows a message and a way back', async ({ page }) => {
    await page.goto('/products?q=zzzzzz');
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect((await visibleIds(page)).length).toBeGreaterThanOrEqual(100);
  });

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
    await expect(page.getByText(/Rated \d\.\d out of 5/).first()).toBeAttached();
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
    expect(product.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });
});
