// The chat widget (spec sections 2, 4, 5, 8) in a real browser against the local server's
// chat-assistant function with no AI service configured: the quick options, actions on the cart and
// checkout, failures, sanitised replies, the keyboard, the conversation across pages, the panel's
// size on a phone with its keyboard up, and axe.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { atBothWidths, axeViolations } from './axe';
import { heldAnswer, holdScripts } from './held-scripts';

const panel = (page: Page) => page.getByRole('dialog', { name: 'AI Sales Agent' });
const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with our AI Sales Agent' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message the AI Sales Agent' });
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const drawer = (page: Page) => page.getByRole('dialog', { name: /Shopping Cart/ });
const toast = (page: Page) => page.locator('[data-sonner-toast]');
const FUNCTION = '**/functions/v1/chat-assistant';

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** Answers the chat function with `body`, once `held` (when given) resolves. */
const answerWith = (body: unknown, held?: () => Promise<void>) => async (route: Route) => {
  if (route.request().method() === 'OPTIONS') return route.fallback();
  await held?.();
  await route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  });
};

test('no page fetches the chat code before the button is used', async ({ page }) => {
  for (const path of ['/', '/products', '/product/dress-001'])
    await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.some((name) => /ChatPanel|chat\/mount|purify/i.test(name))).toBe(false);
  await expect(chatButton(page)).toBeVisible();
  await expect(chatButton(page).getByText('AI')).toBeVisible();
});

test('a tap shows the pre-rendered panel before its code arrives, and a question asked meanwhile is sent', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  // From here on, no script arrives until the panel has been checked and a question typed.
  const scripts = await holdScripts(page);
  await chatButton(page).click();
  await scripts.requested;
  await expect(panel(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type('show me dresses');
  await page.keyboard.press('Enter');
  await expect(panel(page)).not.toHaveAttribute('data-ready');
  scripts.release();
  await expect(panel(page)).toHaveAttribute('data-ready', 'true');
  await expect(conversation(page)).toContainText('show me dresses');
  await expect(conversation(page)).toContainText('Kitenge Wrap Midi Dress');
  await expect(messageBox(page)).toHaveValue('');
});

test('a quick option tapped before the panel is ready is answered once it is', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const scripts = await holdScripts(page);
  await chatButton(page).click();
  await scripts.requested;
  await panel(page).getByRole('button', { name: 'I need a designer handbag' }).click();
  await expect(panel(page)).not.toHaveAttribute('data-ready');
  scripts.release();
  await expect(conversation(page)).toContainText('Coach Tabby Shoulder Bag 26');
});

test('the panel: title, cart count, greeting, quick options, typing indicator and close', async ({
  page,
}) => {
  await openChat(page);
  await expect(panel(page).getByRole('heading', { name: 'AI Sales Agent' })).toBeVisible();
  await expect(panel(page)).toContainText('0 items in cart');
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Ask me anything...');
  await expect(messageBox(page)).toBeFocused();
  await expect(conversation(page)).toContainText('AI sales agent');
  const options = panel(page).getByRole('list', { name: 'Quick questions' }).getByRole('button');
  await expect(options).toHaveText([
    'Show me Nike Air Jordans',
    'I need a designer handbag',
    'Add a silk evening gown to cart',
    "What's on sale right now?",
  ]);
  const reply = heldAnswer();
  await page.route(FUNCTION, answerWith({ message: 'Here you are.' }, reply.hold));
  await say(page, 'hello');
  await expect(panel(page).getByText('AI is typing...')).toBeVisible();
  reply.release();
  await expect(conversation(page)).toContainText('Here you are.');
  await expect(panel(page).getByText('AI is typing...')).toBeHidden();
  // The quick options are for a conversation that holds just the greeting.
  await expect(options).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
});

test('each quick option gets its answer from the catalogue', async ({ page }) => {
  const expected: [string, RegExp][] = [
    ['Show me Nike Air Jordans', /Nike Air Jordan 1 Low/],
    ['I need a designer handbag', /Coach Tabby Shoulder Bag 26/],
    ["What's on sale right now?", /on sale/],
  ];
  for (const [option, answer] of expected) {
    await page.evaluate(() => sessionStorage.clear()).catch(() => {});
    await openChat(page);
    await panel(page).getByRole('button', { name: option }).click();
    await expect(conversation(page).getByText(option)).toBeVisible();
    await expect(conversation(page)).toContainText(answer);
    // Product names are links to their pages, in the same tab.
    const link = conversation(page).getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/product\//);
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
});

test("'Add a silk evening gown to cart' adds it, opens the cart and says 'Added to Cart'", async ({
  page,
}) => {
  await openChat(page);
  await panel(page).getByRole('button', { name: 'Add a silk evening gown to cart' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('heading')).toHaveText('Shopping Cart (1)');
  await expect(drawer(page)).toContainText('Silk Evening Gown');
  await expect(drawer(page)).toContainText('KSH 28,500');
  await expect(toast(page).getByText('Added to Cart', { exact: true })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toMatchObject([{ productId: 'gown-001', price: 28500, quantity: 1, size: 'XS' }]);
  // The panel counts the cart too, once the drawer is closed.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toContainText('1 item in cart');
});

test('follows the conversation: the second one, in a size', async ({ page }) => {
  await openChat(page);
  await say(page, 'Show me Nike Air Jordans');
  await expect(conversation(page)).toContainText('Nike Air Jordan 1 Low');
  await say(page, 'add the second one in size 42');
  await expect(drawer(page)).toContainText('Nike Air Jordan 1 Low');
  await expect(drawer(page)).toContainText('Size EU 42');
});

test('view cart opens the cart with a toast of the item count', async ({ page }) => {
  await openChat(page);
  await say(page, "what's in my cart?");
  await expect(drawer(page)).toBeVisible();
  await expect(toast(page)).toContainText('You have 0 items in your cart.');
});

test("checkout says 'Checkout' and goes to /checkout after 500 ms", async ({ page }) => {
  await openChat(page);
  // The page notes when the toast appears (a look from the test could come after the page has gone
  // on a busy machine) and when the assistant's reply had arrived; the checkout page's time origin
  // is the moment the shopper was sent there.
  let seen: { replyAt: number } | undefined;
  await page.exposeFunction('checkoutToastShown', (replyAt: number) => (seen ??= { replyAt }));
  await page.evaluate(() => {
    const watcher = new MutationObserver(() => {
      const titles = document.querySelectorAll('[data-sonner-toast] [data-title]');
      if (![...titles].some((title) => title.textContent === 'Checkout')) return;
      watcher.disconnect();
      const reply = performance
        .getEntriesByType('resource')
        .findLast((entry) =>
          entry.name.includes('/functions/v1/chat-assistant'),
        ) as PerformanceResourceTiming;
      const report = (window as unknown as { checkoutToastShown(at: number): void }).checkoutToastShown;
      report(performance.timeOrigin + reply.responseEnd);
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await say(page, 'take me to checkout');
  await page.waitForURL('**/checkout');
  const sentAt = await page.evaluate(() => performance.timeOrigin);
  expect(seen, "the 'Checkout' toast was shown before the page left").toBeDefined();
  // 500 ms from the reply, less a few for two documents' clocks, which agree only to a millisecond or two.
  expect(sentAt - seen!.replyAt).toBeGreaterThanOrEqual(495);
});

test("a function that is down: the agent's apology and the 'Connection Error' toast", async ({ page }) => {
  await openChat(page);
  await page.route(FUNCTION, (route) => route.abort('connectionrefused'));
  await say(page, 'show me dresses');
  await expect(toast(page)).toContainText('Connection Error');
  await expect(toast(page)).toContainText('Unable to reach the AI assistant. Please try again.');
  await expect(conversation(page)).toContainText('technical difficulties');
  // Nothing the shopper wrote is lost.
  await expect(conversation(page)).toContainText('show me dresses');
});

test('a reply without a message, and an action without one', async ({ page }) => {
  await openChat(page);
  await page.route(FUNCTION, answerWith({}));
  await say(page, 'hi');
  await expect(conversation(page)).toContainText("I'm sorry");
  await page.unroute(FUNCTION);
  await page.route(FUNCTION, answerWith({ action: { type: 'view_cart' } }));
  await say(page, 'cart');
  await expect(conversation(page)).toContainText('Let me help you with that!');
  await expect(drawer(page)).toBeVisible();
});

test('markup and script in a reply are neutralised; links, bold and italic survive', async ({ page }) => {
  await openChat(page);
  await page.route(
    FUNCTION,
    answerWith({
      message:
        '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '[Free Rolex](javascript:window.__xss=3) **Bold** *soft* [Gown](/product/gown-001) ' +
        '<a href="/x" data-evil="1" onclick="window.__xss=4">raw</a>',
    }),
  );
  await say(page, 'hi');
  const reply = conversation(page).locator('.chat-reply').last();
  await expect(reply).toContainText('Bold');
  expect(await reply.locator('img, script, [onerror], [onclick], [data-evil]').count()).toBe(0);
  await expect(reply.locator('strong')).toHaveText('Bold');
  await expect(reply.locator('em')).toHaveText('soft');
  await expect(reply.getByRole('link')).toHaveCount(1);
  const link = reply.getByRole('link', { name: 'Gown' });
  await expect(link).toHaveAttribute('href', '/product/gown-001');
  expect(await link.evaluate((a) => a.getAttributeNames().sort())).toEqual(['class', 'href']);
  await link.click({ trial: true });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('Enter sends, Shift+Enter does not; blank messages and a second message while waiting are not sent', async ({
  page,
}) => {
  await openChat(page);
  // The live panel's keys: what the pre-rendered panel does before its code arrives is tested above.
  await expect(panel(page)).toHaveAttribute('data-ready', 'true');
  const sent: string[] = [];
  const reply = heldAnswer();
  await page.route(FUNCTION, async (route) => {
    if (route.request().method() === 'POST')
      sent.push(route.request().postDataJSON().messages.at(-1).content);
    await answerWith({ message: 'ok' }, reply.hold)(route);
  });
  await messageBox(page).fill('   ');
  await messageBox(page).press('Enter');
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await messageBox(page).fill('first line');
  await messageBox(page).press('Shift+Enter');
  await expect(messageBox(page)).toHaveValue('first line\n');
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  // The reply is held back: this message is typed while the first one waits for it.
  await say(page, 'while waiting');
  await expect(messageBox(page)).toHaveValue('while waiting');
  reply.release();
  // The reply's own bubble: the greeting's "looking" holds "ok" too.
  await expect(conversation(page).getByText('ok', { exact: true })).toBeVisible();
  expect(sent).toEqual(['first line']);
  await expect(messageBox(page)).toHaveValue('while waiting');
});

test('the conversation survives moving to another page, for the browser session', async ({ page }) => {
  await openChat(page);
  await say(page, 'Show me Nike Air Jordans');
  await conversation(page).getByRole('link', { name: 'Nike Air Jordan 1 Low' }).click();
  await page.waitForURL('**/product/nike-air-jordan-1-low');
  await chatButton(page).click();
  await expect(conversation(page)).toContainText('Show me Nike Air Jordans');
  await expect(conversation(page)).toContainText('Nike Air Jordan 1 Retro High OG');
  await expect(panel(page).getByRole('list', { name: 'Quick questions' })).toHaveCount(0);
  await say(page, 'add it in size 41');
  await expect(drawer(page)).toContainText('Size EU 41');
});

test('the panel is 380 px wide at 390 px and 420 px at 1280 px, and passes axe at both', async ({ page }) => {
  const panelWidth = { 390: 380, 1280: 420 } as Record<number, number>;
  await atBothWidths(page, async (width) => {
    // A conversation of its own at each width (it is kept for the browser session).
    await page.goto('/');
    await page.evaluate(() => sessionStorage.clear());
    await openChat(page);
    await say(page, 'Show me Nike Air Jordans');
    await expect(conversation(page)).toContainText('Nike Air Jordan 1 Low');
    const box = await panel(page).boundingBox();
    expect(box!.width).toBe(panelWidth[width]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await axeViolations(page, '#chat')).toEqual([]);
  });
});

test('at 390 px with the on-screen keyboard up, the message box stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openChat(page);
  // The keyboard takes about half of the screen (interactive-widget=resizes-content).
  await page.setViewportSize({ width: 390, height: 420 });
  const panelBox = (await panel(page).boundingBox())!;
  const inputBox = (await messageBox(page).boundingBox())!;
  expect(panelBox.y).toBeGreaterThanOrEqual(0);
  expect(inputBox.y + inputBox.height).toBeLessThanOrEqual(420);
  await say(page, 'hi');
  await expect(conversation(page)).toContainText('What are you looking for');
});
