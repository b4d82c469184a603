import { expect, test } from './fixtures';

test.describe('header', () => {
  test('the top banner can be dismissed, and returns on the next load', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByText(/FREE SHIPPING on orders over KSH 7,500\s*\|\s*40% OFF everything/);
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test('the main nav has the spec links and groups', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['HOME', 'WOMEN', 'MEN', 'KIDS', 'BEAUTY', 'ABOUT']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['MORE', 'ACCESSORIES', 'COLLECTIONS']) {
      await expect(nav.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('menus open by click and keyboard, and close with Escape or an outside click', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const collections = nav.getByRole('button', { name: 'COLLECTIONS' });
    await collections.click();
    await expect(collections).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Trending Now' })).toHaveAttribute('href', '/sale');
    await expect(nav.getByRole('link', { name: 'Designer Brands' })).toHaveAttribute('href', '/brands');
    await page.keyboard.press('Escape');
    await expect(collections).toHaveAttribute('aria-expanded', 'false');
    await expect(collections).toBeFocused();

    const accessories = nav.getByRole('button', { name: 'ACCESSORIES' });
    await accessories.focus();
    await page.keyboard.press('Enter');
    await expect(accessories).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Luxury Watches' })).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(accessories).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'MORE' }).click();
    await nav.getByRole('link', { name: 'Size Guide' }).click();
    await expect(page).toHaveURL(/\/size-guide$/);
  });

  test('the search box searches the catalogue', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('search').first().getByPlaceholder('Search for fashion items...').fill('rolex');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=rolex/);
    await expect(page.locator('[data-product-grid] > li:visible')).toHaveCount(1);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, expands and collapses sections, and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const more = menu.getByRole('button', { name: 'MORE' });
    const press = menu.getByRole('link', { name: 'Press' });
    await expect(press).toBeHidden();
    await more.click();
    await expect(press).toBeVisible();
    await more.click();
    await expect(press).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'ACCESSORIES' }).click();
    await menu.getByRole('link', { name: 'Smart Watches' }).click();
    await expect(page).toHaveURL(/\/smart-watches$/);
  });

  test('the search button leads to the product list without scripts, and opens the search with', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Search' });
    await expect(button).toHaveAttribute('href', '/products');
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Search Fashion' })).toBeVisible();
  });
});

test.describe('currency', () => {
  test('switches every price without a reload and remembers the choice', async ({ page }) => {
    await page.goto('/product/dress-001');
    const price = page.locator('[data-price-kes]').first();
    const kes = Number(await price.getAttribute('data-price-kes'));
    await expect(price).toHaveText(`KSH ${kes.toLocaleString('en-KE')}`);
    const usd = page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'USD' });
    await usd.click();
    await expect(usd).toHaveAttribute('aria-pressed', 'true');
    await expect(price).toHaveText(`$${(Math.round((kes / 140) * 100) / 100).toFixed(2)}`);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');
    await page.goto('/products');
    await expect(page.locator('[data-price-kes]').first()).toHaveText(/^\$/);
    await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'KSH' }).click();
    await expect(page.locator('[data-price-kes]').first()).toHaveText(/^KSH /);
  });

  test('a corrupt stored currency falls back to KSH', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('currency', '{"bad":'));
    await page.goto('/products');
    await expect(page.locator('[data-price-kes]').first()).toHaveText(/^KSH /);
  });
});
