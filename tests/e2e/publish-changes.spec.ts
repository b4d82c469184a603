// A price changed in the admin area goes live by itself: without pressing Publish, the product's
// built page, its list and the header search show the new price, and the admin's Storefront panel
// says what waited and when it went live. The publish server (playwright.config.ts) publishes saved
// changes a second after the saves stop, building only the pages whose content changed.
import { test, expect } from './fixtures';
import { DEMO, signIn } from './accounts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';

const ANON = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };
const SLUG = 'kaunda-suit-001';

test('a saved price is live on the product page, its list and the header search without Publish', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const rows = await request.get(`/rest/v1/products?slug=eq.${SLUG}&select=id,name,price`, { headers: ANON });
  const [product] = (await rows.json()) as { id: string; name: string; price: number }[];
  // A price of its own each run, so a server kept between runs still sees a change.
  const price = 12_000 + Math.floor(Math.random() * 900) * 10;
  const shown = `KSH ${price.toLocaleString('en-KE')}`;

  await page.goto('/auth');
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/products?product=${product!.id}`);
  await page.getByLabel('Price (KES)').fill(String(price));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByText(`→ ${shown}`)).toBeVisible();

  // The Storefront panel shows the change waiting, then live: no one presses Publish.
  await page.goto('/admin/products');
  const storefront = page.getByRole('region', { name: 'Storefront' });
  await expect(storefront.getByText(/Waiting to go live|Live since/)).toBeVisible();
  await expect(storefront.getByText(/Live since/)).toBeVisible({ timeout: 240_000 });
  await expect(storefront.getByText('Every product change is live on the storefront.')).toBeVisible();

  // The built page and the list, as a crawler or a first paint gets them (no script ran).
  const built = await (await request.get(`/product/${SLUG}`)).text();
  expect(built).toContain(shown);
  const list = await (await request.get('/products/suits')).text();
  expect(list).toContain(`href="/product/${SLUG}"`);
  expect(list).toContain(shown);

  // The header search.
  await page.goto('/');
  await page.locator('#header-search').click();
  const dialog = page.getByRole('dialog', { name: 'Search Fashion' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('Kaunda Suit');
  await expect(dialog.getByRole('option', { name: new RegExp(product!.name) }).first()).toContainText(shown);
});
