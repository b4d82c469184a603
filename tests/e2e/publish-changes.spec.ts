// A price changed in the admin area goes live by itself: without pressing Publish, the product's
// built page, its list and the header search show the new price, and the admin's Storefront panel
// says what waited and when it went live. The publish server (playwright.config.ts) publishes saved
// changes a second after the saves stop, building only the pages whose content changed. A shopper
// whose phone stored the store's pages gets the new publish on their next visit: its worker
// replaces the old one and removes the old publish's pages, so old and new never mix offline.
import { test, expect } from './fixtures';
import { DEMO, signIn } from './accounts';
import { openControlled, pagesCaches } from './service-worker';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';

const ANON = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };
const SLUG = 'kaunda-suit-001';

test.use({ serviceWorkers: 'allow' });

test('a saved price is live on the product page, its list and the header search without Publish, and replaces the stored pages', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const rows = await request.get(`/rest/v1/products?slug=eq.${SLUG}&select=id,name,price`, { headers: ANON });
  const [product] = (await rows.json()) as { id: string; name: string; price: number }[];
  // A price of its own each run, so a server kept between runs still sees a change.
  const price = 12_000 + Math.floor(Math.random() * 900) * 10;
  const shown = `KSH ${price.toLocaleString('en-KE')}`;

  // A shopper's phone keeps the product and its list from the publish before.
  await openControlled(page, `/product/${SLUG}`);
  await page.reload();
  await page.goto('/products/suits');
  // The worker stores a page after it has answered: the publish's cache appears with the first one.
  await expect.poll(() => pagesCaches(page)).toHaveLength(1);
  const [oldPages] = await pagesCaches(page);

  await page.goto('/auth');
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/products?product=${product!.id}`);
  await page.getByLabel('Price (KSH)').fill(String(price));
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

  // The visits since brought the new publish's worker: the old publish's pages are gone, and the
  // pages opened now are kept under the new publish.
  await expect.poll(() => pagesCaches(page)).not.toContain(oldPages);
  await openControlled(page, `/product/${SLUG}`);
  await expect(page.getByText(shown).first()).toBeVisible();
  await expect.poll(() => pagesCaches(page)).toEqual([expect.not.stringMatching(`^${oldPages}$`)]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(shown).first()).toBeVisible();
  // The list, stored only from the publish before, is not shown from it.
  await page.goto('/products/suits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
});
