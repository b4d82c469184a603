// WhatsApp, where shoppers in Kenya already talk: "Order on WhatsApp" on a product page (after the
// size, as Add to Cart asks) and in the cart, and "Ask about this order" on an order's page, each
// open a chat with the store's number and a message listing what was chosen, in KSH.
import type { Page } from '@playwright/test';
import { STORE } from '../../src/lib/config';
import { placeOrder } from './admin';
import { expect, test } from './fixtures';

/** The message a WhatsApp link carries. */
const messageOf = (href: string | null) => new URL(href ?? '').searchParams.get('text');

/** Follows a WhatsApp link (answered here: no test reaches WhatsApp) and returns the message it opened. */
async function openedMessage(page: Page, link: ReturnType<Page['getByRole']>): Promise<string | null> {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const [chat] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(chat.url().startsWith(`${STORE.whatsapp}?text=`)).toBe(true);
  return messageOf(chat.url());
}

test('a product page orders the colour and size chosen on WhatsApp, after asking for a size', async ({
  page,
}) => {
  await page.goto('/product/dress-001');
  const order = page.getByRole('link', { name: 'Order on WhatsApp' });
  let opened = false;
  page.on('popup', () => (opened = true));
  await order.click();
  await expect(page.getByText('Choose a size', { exact: true })).toBeVisible();
  expect(opened).toBe(false);

  await page.locator('input[name=colour][value="Blue Multi"]').check({ force: true });
  await page.locator('input[name=size][value="M"]').check({ force: true });
  expect(await openedMessage(page, order)).toBe(
    [
      'Hello Mtindo, I would like to order:',
      '• 1 × Kitenge Wrap Midi Dress (Blue Multi · Size M): KSH 13,300',
      'Total: KSH 13,300, before delivery',
    ].join('\n'),
  );
});

test("the cart's lines and total go to WhatsApp as they are priced", async ({ page }) => {
  await page.goto('/product/dress-001');
  await page.locator('input[name=size][value="L"]').check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await drawer.getByRole('button', { name: /Increase/ }).click();
  const twoItems = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
  await expect(twoItems).toBeVisible();
  const message = await openedMessage(page, twoItems.getByRole('link', { name: 'Order on WhatsApp' }));
  expect(message).toBe(
    [
      'Hello Mtindo, I would like to order:',
      '• 2 × Kitenge Wrap Midi Dress (Orange Multi · Size L): KSH 26,600',
      'Total: KSH 26,600, before delivery',
    ].join('\n'),
  );
});

test("an order's page asks about the order on WhatsApp by its number", async ({ page, request }) => {
  const order = await placeOrder(request);
  await page.goto(`/order?key=${order.access_key}`);
  const ask = page.getByRole('link', { name: 'Ask about this order' });
  expect(messageOf(await ask.getAttribute('href'))).toBe(
    `Hello Mtindo, I have a question about my order ${order.number}: `,
  );
});
