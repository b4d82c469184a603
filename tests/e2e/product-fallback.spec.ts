// A product added since the last publish has no static page: its /product/{slug} address gets the
// not-found page, which draws the product from the products table (its photo, price in the
// shopper's currency, sizes, Add to Cart and the wishlist). An address no product has stays a 404,
// and no other not-found address loads the product code.
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expect, test } from './fixtures';

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
// A picture on the site's own origin, as a local Storage upload is (the CSP allows no other).
const PHOTO = '/og/mtindo.png';

async function addProduct(page: Page, slug: string) {
  const added = await page.request.post('/rest/v1/products', {
    headers: SERVICE,
    data: {
      slug,
      name: 'Lamu Linen Kaftan',
      description: 'A loose linen kaftan cut in Lamu, cool for the coast and easy to pack.',
      price: 4200,
      discount: 0,
      image: PHOTO,
      category: 'women',
      type: 'dresses',
      brand: null,
      in_stock: true,
      stock: 7,
      sizes: ['S', 'M', 'L'],
      colors: [
        { name: 'Sand', hex: '#d8c3a0' },
        { name: 'Indigo', hex: '#2c3e6b' },
      ],
    },
  });
  expect(added.status()).toBe(201);
}

const removeProduct = (page: Page, slug: string) =>
  page.request.delete(`/rest/v1/products?slug=eq.${slug}`, { headers: SERVICE });

test('a product added since the last publish is shown at its address, ready to buy', async ({ page }) => {
  const slug = `e2e-lamu-kaftan-${test.info().workerIndex}-${Date.now()}`;
  await addProduct(page, slug);
  try {
    const response = await page.goto(`/product/${slug}`);
    // The static host's answer is still its 404 page; the browser draws the product from the API.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lamu Linen Kaftan');
    await expect(page).toHaveTitle('Lamu Linen Kaftan | Mtindo');
    await expect(page.getByText('Page not found')).toBeHidden();
    const main = page.locator('main');
    await expect(main.getByRole('img', { name: 'Lamu Linen Kaftan in sand' })).toHaveAttribute('src', PHOTO);
    await expect(main.getByText('Mtindo', { exact: true })).toBeVisible();
    await expect(main.locator('[data-offer]')).toHaveText('KSH 4,200');
    await expect(main.getByText('Only 7 left in stock')).toBeVisible();
    await expect(main.getByText('No reviews yet')).toBeVisible();
    await expect(main.getByText(/A loose linen kaftan cut in Lamu/)).toBeVisible();

    // The currency switch reaches the drawn price too.
    await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'USD' }).click();
    await expect(main.locator('[data-offer]')).toHaveText('$30.00');

    await main.getByRole('radio', { name: 'Indigo' }).check({ force: true });
    await expect(main.getByText('Colour: Indigo')).toBeVisible();
    await main.locator('input[name=size][value="M"]').check({ force: true });
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(drawer.getByText('Indigo · Size M')).toBeVisible();
    await drawer.press('Escape');

    const heart = main.getByRole('button', { name: 'Add Lamu Linen Kaftan to wishlist' });
    await heart.click();
    await expect(
      main.getByRole('button', { name: 'Remove Lamu Linen Kaftan from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await removeProduct(page, slug);
  }
});

test('an address no product has is the normal not-found page', async ({ page }) => {
  const response = await page.goto('/product/no-such-product-e2e');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page Not Found | Mtindo');
  await expect(page.getByText('Looking for this product…')).toBeHidden();
});

test('other not-found addresses load no product code and ask the API nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/rest\/v1\/|product-fallback|product-view/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/no-such-page/at-all', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(asked).toEqual([]);
});
