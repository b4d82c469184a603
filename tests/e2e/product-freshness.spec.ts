/**
 * A built product page shows the price and stock of its build; after load it reads the product from
 * the products table and corrects what changed since: the price (with its discount and struck list
 * price), the stock (sold out: Add to Cart disabled), and the price Add to Cart hands the cart. A
 * product deleted since says it is no longer sold; a failed read leaves the page as built.
 * The product is one no other test uses, and every change to it is put back.
 */
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expect, test } from './fixtures';

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
// Built at KSH 14,500, no discount, 28 in stock (content/products/field-jacket-001.json).
const SLUG = 'field-jacket-001';
const NAME = "Men's Waxed Cotton Field Jacket";
const PAGE = `/product/${SLUG}`;
/** The product's read by the page (and only its). */
const READ = new RegExp(`/rest/v1/products\\?.*slug=eq\\.${SLUG}`);

type Offer = { price: number; discount: number; stock: number; in_stock: boolean };

async function readOffer(page: Page): Promise<Offer> {
  const answer = await page.request.get(
    `/rest/v1/products?slug=eq.${SLUG}&select=price,discount,stock,in_stock`,
    { headers: SERVICE },
  );
  expect(answer.ok()).toBe(true);
  const [row] = (await answer.json()) as Offer[];
  return row!;
}

async function changeOffer(page: Page, changes: Partial<Offer>) {
  const changed = await page.request.patch(`/rest/v1/products?slug=eq.${SLUG}`, {
    headers: SERVICE,
    data: changes,
  });
  expect(changed.ok()).toBe(true);
}

/** Sums the page's layout shifts from its start (as CLS counts them: none after input). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);

const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { productId: string; price: number }[],
  );

test('a built page shows the price and the stock the table has now, and the cart gets that price', async ({
  page,
}) => {
  // What the page was built with (its related products have prices and badges of their own).
  const html = await (await page.request.get(PAGE)).text();
  expect(/<p[^>]*data-offer[^>]*>(.*?)<\/p>/.exec(html)?.[1]).toMatch(/^<span[^>]*>KSH 14,500<\/span>$/);
  expect(/data-stock-state[^>]*>([^<]*)</.exec(html)?.[1]).toBe('In stock');
  expect(/data-picture-badges[^>]*>(.*?)<\/div>/s.exec(html)?.[1]).not.toContain('badge-sale');

  const original = await readOffer(page);
  await watchLayoutShifts(page);
  try {
    await changeOffer(page, { price: 13300, discount: 10 });
    const read = page.waitForResponse(READ);
    await page.goto(PAGE);
    await read;
    const main = page.locator('main');
    const priceLine = main.locator('[data-offer]');
    await expect(priceLine).toContainText('KSH 11,970');
    await expect(priceLine.locator('s')).toHaveText('was KSH 13,300');
    await expect(priceLine).toContainText('Save 10%');
    await expect(main.locator('[data-picture-badges] .badge-sale')).toHaveText('-10%');
    await expect(main.getByText('KSH 14,500')).toHaveCount(0);
    await expect(main.locator('[data-stock-state]')).toHaveText('In stock');
    // The correction moved nothing else on the page.
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // Add to Cart hands on the price shown, so the cart has nothing to correct.
    await expect(main.locator('[data-add-to-cart-form]')).toHaveAttribute('data-price', '11970');
    await main.locator('input[name=size][value="L"]').check({ force: true });
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(drawer.getByText(NAME)).toBeVisible();
    await expect(drawer).toContainText('KSH 11,970');
    await expect(drawer).not.toContainText('is now');
    expect(await storedCart(page)).toMatchObject([{ productId: SLUG, price: 11970 }]);
    await drawer.press('Escape');

    // Sold out since: the page says so and cannot be added to the cart.
    await changeOffer(page, { in_stock: false, stock: 0 });
    await page.reload();
    await expect(main.locator('[data-stock-state]')).toHaveText('Sold out');
    await expect(main.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await changeOffer(page, original);
  }
  expect(await readOffer(page)).toEqual(original);
});

test('a product deleted since the build says it is no longer sold', async ({ page }) => {
  // The table answers as it does for a slug it does not have: no row.
  await page.route(READ, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto(PAGE);
  const main = page.locator('main');
  await expect(main.locator('[data-stock-state]')).toHaveText('No longer sold');
  await expect(main.getByRole('button', { name: 'No longer sold' })).toBeDisabled();
  await expect(main.locator('[data-offer]')).toHaveText('KSH 14,500');
});

test('a failed read leaves the page as built, and says nothing', async ({ page }) => {
  let refused!: () => void;
  const asked = new Promise<void>((resolve) => (refused = resolve));
  await page.route(READ, async (route) => {
    await route.abort('internetdisconnected');
    refused();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PAGE);
  await asked;
  const main = page.locator('main');
  // Give the page's handling of the failure its turn before looking.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(main.locator('[data-offer]')).toHaveText('KSH 14,500');
  await expect(main.locator('[data-stock-state]')).toHaveText('In stock');
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
