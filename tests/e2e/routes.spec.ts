import { expect, test } from './fixtures';
import { SPEC_ROUTES } from './routes';

test.describe('every spec route', () => {
  for (const { path, heading } of SPEC_ROUTES) {
    test(`${path} answers 200 with its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/Mtindo/);
    });
  }

  test('an unknown path gets the designed not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'New Arrivals' }).first()).toBeVisible();
  });

  test('an unknown product slug is not found either', async ({ page }) => {
    const response = await page.goto('/product/not-a-product-999');
    expect(response?.status()).toBe(404);
  });
});
