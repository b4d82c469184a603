// "Tell me when it is back", as a shopper and a manager meet it: a sold-out product's page offers
// the alert (with a size), the emailed link confirms it, the manager sees the shopper waiting and
// restocks the product in the admin, and the message is in the outbox with the product's link.
import { expect, test } from './fixtures';
import { DEMO, latestMessage, signIn, uniqueEmail } from './accounts';
import { serviceUpdate } from './admin';
import { atBothWidths, severeViolations } from './axe';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';

const SLUG = 'kitenge-strappy-heels';
const NAME = 'Kitenge Strappy Sandal Heels';

test('a sold-out size → notify me → restocked in the admin → the message in the outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await serviceUpdate(request, 'products', `slug=eq.${SLUG}`, { stock: 0, in_stock: false });
  const email = uniqueEmail('waiting');

  // The page was built in stock: its check after load finds it sold out, and the alert takes the
  // place of Order on WhatsApp; its form opens when tapped.
  await page.goto(`/product/${SLUG}`);
  await expect(page.getByRole('button', { name: 'Sold out' }).first()).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Order on WhatsApp' })).toBeHidden();
  await page.getByRole('button', { name: 'Tell me when it is back' }).click();
  const form = page.getByRole('form', { name: 'Tell me when it is back' });
  await expect(form.getByLabel('Size')).toBeFocused();
  await form.getByLabel('Size').selectOption('EU 39');
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(form.getByText('Enter an email address or a Kenyan mobile number')).toBeVisible();
  await form.getByLabel('Email or phone').fill(email);
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(
    form.getByText(`Almost done: open the link we sent to ${email} to confirm your alert.`),
  ).toBeVisible();

  // Sent by the server's sender, which runs every 10 s.
  const confirmation = await latestMessage(request, email, /Confirm your Mtindo alert/, 45_000);
  const link = /https?:\/\/\S+\/alerts\?confirm=[0-9a-f]+/.exec(confirmation.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Alert confirmed' })).toBeVisible();
  await expect(page.getByText(`We will tell you once when ${NAME} is back in stock.`)).toBeVisible();

  // The manager sees who waits, and restocks it.
  await page.goto('/auth');
  await signIn(page, DEMO.manager);
  await page.goto('/admin/products');
  const waits = page.getByRole('region', { name: 'Waiting for stock' });
  await expect(waits.getByRole('listitem').filter({ hasText: NAME })).toContainText('waiting · sizes EU 39');
  const rows = await request.get(`/rest/v1/products?slug=eq.${SLUG}&select=id`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
  });
  const [product] = (await rows.json()) as { id: string }[];
  await page.goto(`/admin/products?product=${product!.id}`);
  await page.getByLabel('Stock', { exact: true }).fill('8');
  await page.getByLabel('In stock').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByText('→ 8')).toBeVisible();

  // Sent by the server's sender within seconds, once.
  const restocked = async () => {
    const response = await request.get(`/_local/outbox/messages.json?to=${encodeURIComponent(email)}`);
    return ((await response.json()) as { subject: string; text: string }[]).filter((m) =>
      m.subject.endsWith('is back at Mtindo'),
    );
  };
  await expect.poll(async () => (await restocked()).length, { timeout: 45_000 }).toBe(1);
  const [told] = await restocked();
  expect(told!.subject).toBe(`${NAME} is back at Mtindo`);
  expect(told!.text).toContain('in size EU 39');
  expect(told!.text).toContain(`/product/${SLUG}`);
});

test('the alert form and the /alerts page pass axe at 390 and 1280 px', async ({ page, request }) => {
  await atBothWidths(page, async () => {
    const sneakers = 'slug=eq.kitenge-canvas-sneakers';
    await serviceUpdate(request, 'products', sneakers, { stock: 0, in_stock: false });
    try {
      await page.goto('/product/kitenge-canvas-sneakers');
      await page.getByRole('button', { name: 'Tell me when it is back' }).click();
      await expect(page.getByRole('form', { name: 'Tell me when it is back' })).toBeVisible();
      expect(await severeViolations(page, '[data-stock-alert]')).toEqual([]);
    } finally {
      await serviceUpdate(request, 'products', sneakers, { stock: 56, in_stock: true });
    }
    await page.goto('/alerts?stop=not-a-token');
    await expect(page.getByRole('heading', { name: 'That link did not work' })).toBeVisible();
    await expect(page.getByText('This link is not valid any more.')).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});
