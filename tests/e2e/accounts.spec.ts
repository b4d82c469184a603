// Accounts end to end in Chromium against the local server: sign-up through the outbox, sign-in with
// and without two-step verification, recovery, the header's buttons, /account, and sign-out.
import type { Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../src/lib/auth/stored-session';
import { expect, test } from './fixtures';
import { atBothWidths, severeViolations } from './axe';
import { holdScripts } from './held-scripts';
import {
  DEMO,
  accountButton,
  headerAdminButton,
  createConfirmedUser,
  latestMessage,
  signIn,
  totpCode,
  uniqueEmail,
} from './accounts';
import { placeOrder } from './admin';

const cartCount = (page: Page) => page.locator('[data-cart-count]');

async function addBagToCart(page: Page) {
  await page.goto('/product/bags-001');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartCount(page)).toHaveText('1');
}

test('a new shopper signs up, confirms through the outbox and lands on /account signed in, cart kept', async ({
  page,
  request,
}) => {
  await addBagToCart(page);
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill('Achieng Otieno');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('kitenge-2026');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const { link } = await latestMessage(request, email, /confirm/i);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Karibu, Achieng Otieno.')).toBeVisible();
  await expect(accountButton(page)).toHaveAttribute('href', '/account');
  await expect(cartCount(page)).toHaveText('1');
});

test('the sign-in form comes with the page, and a submission before its script runs is a POST', async ({
  request,
}) => {
  const html = await (await request.get('/auth')).text();
  const form = /<form[^>]*aria-label="Sign in"[^>]*>/.exec(html)?.[0];
  expect(form).toBeDefined();
  expect(form).toContain('method="post"');
  expect(html).toContain('id="sign-in-email"');
  expect(html).toMatch(/autocomplete="current-password"/i); // attribute names are case-insensitive
});

test('Sign In pressed before its script has come is held, then sent by it: the shopper is signed in', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
  // Deferred module scripts hold up DOMContentLoaded: the page is used as soon as it arrives.
  await page.goto('/auth', { waitUntil: 'commit' });
  await scripts.requested;
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO.shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.shopper.password);
  await form.getByRole('button', { name: 'Sign In' }).click({ noWaitAfter: true });
  await expect(form).toHaveAttribute('aria-busy', 'true');
  expect(posts).not.toContain('/auth');

  scripts.release();
  await page.waitForURL((url) => url.pathname === '/account');
  expect(posts).not.toContain('/auth');
  expect(posts.filter((path) => path === '/auth/v1/token')).toHaveLength(1);
});

test("a guest's order page offers an account for its address, and the order is in the account once it is confirmed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guest');
  const order = await placeOrder(request, { email, name: 'Achieng Otieno' });
  await page.goto(`/order?key=${order.access_key}`);
  const offer = page.getByRole('region', { name: 'Keep your orders in one place' });
  await expect(offer).toContainText(email);
  await offer.getByRole('link', { name: 'Create an account' }).click();

  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Full name').fill('Achieng Otieno');
  await form.getByLabel('Password', { exact: true }).fill('kitenge-2026');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const { link } = await latestMessage(request, email, /confirm/i);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(order.number)).toBeVisible();
  // The order's own page no longer offers an account.
  await page.goto(`/order?key=${order.access_key}`);
  await expect(page.getByRole('heading', { name: order.number })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Keep your orders in one place' })).toHaveCount(0);
});

test('a wrong password shows "Login failed" with the server\'s message', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, { email: DEMO.shopper.email, password: 'not-the-password' }, '');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Login failed');
  await expect(toast).toContainText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth$/);
});

for (const [who, staff] of [
  ['shopper', false],
  ['manager', true],
  ['admin', true],
] as const) {
  test(`the header for a signed-in ${who}: account to /account, admin button ${staff ? 'shown' : 'hidden'}, at first paint`, async ({
    page,
  }) => {
    await signIn(page, DEMO[who]);
    await page.goto('/');
    await expect(accountButton(page)).toHaveAttribute('href', '/account');
    if (staff) await expect(headerAdminButton(page)).toBeVisible();
    else await expect(headerAdminButton(page)).toBeHidden();

    // With every script blocked, only the header's inline script runs: it already chose.
    await page.route('**/_astro/**', (route) => route.abort());
    await page.goto('/sale');
    await expect(accountButton(page)).toHaveAttribute('href', '/account');
    if (staff) await expect(headerAdminButton(page)).toBeVisible();
    else await expect(headerAdminButton(page)).toBeHidden();
  });
}

test('two-step: enrol an authenticator app, then signing in asks for its code', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'totp');
  await signIn(page, user);
  const section = page.locator('#two-step');
  await section.getByRole('button', { name: 'Add Authenticator App' }).click();
  const qr = section.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await section.locator('[data-totp-secret]').textContent())!;
  await section.getByLabel('6-digit code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Verified')).toBeVisible();
  await expect(section.getByText('On. Signing in asks for a code')).toBeVisible();

  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveAttribute('href', '/auth');

  await page.goto('/auth');
  await signIn(page, user, '');
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await step.getByLabel('Verification code').fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Login failed');
  // The enrolment spent this 30-second step's code: the next step's is within the allowed skew.
  await step.getByLabel('Verification code').fill(totpCode(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
});

test('two-step by phone: the code texted to the outbox verifies it, and it can be removed', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, 'phone');
  const local = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await signIn(page, user);
  const section = page.locator('#two-step');
  await section.getByRole('button', { name: 'Add Phone Number' }).click();
  await section.getByRole('textbox', { name: 'Phone number' }).fill(local);
  await section.getByRole('button', { name: 'Send Code' }).click();
  const { code } = await latestMessage(request, `+254${local.slice(1)}`, /SMS/);
  await section.getByLabel('6-digit code').fill(code!);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText(`Phone ending ${local.slice(-3)}`)).toBeVisible();
  await expect(section.getByText('Verified')).toBeVisible();

  await section.getByRole('button', { name: `Remove Phone ending ${local.slice(-3)}` }).click();
  await section.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(section.getByText('Off. Add a method')).toBeVisible();
});

test('a session whose refresh fails for good is signed out with a toast', async ({ page }) => {
  await signIn(page, DEMO.shopper);
  // The session is spoilt from a page that runs no script (the account page's own requests would
  // meet the spoilt session first, and sign out there).
  await page.goto('/robots.txt');
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: 1, refresh_token: 'revoked-token' }));
  }, AUTH_STORAGE_KEY);
  await page.goto('/');
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'Your session has ended. Please sign in again.',
  );
  await expect(accountButton(page)).toHaveAttribute('href', '/auth');
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});

test('tabs share the session: signing in and out in one tab updates the other', async ({ page, context }) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/sale');
  await expect(accountButton(other)).toHaveAttribute('href', '/auth');

  await signIn(page, DEMO.manager);
  await expect(accountButton(other)).toHaveAttribute('href', '/account');
  await expect(headerAdminButton(other)).toBeVisible();

  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(accountButton(other)).toHaveAttribute('href', '/auth');
  await expect(headerAdminButton(other)).toBeHidden();
});

test('a forgotten password: the emailed link opens a form, and the new password signs in', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, 'recover');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('we have sent it a link')).toBeVisible();

  const { link } = await latestMessage(request, user.email, /reset/i);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const reset = page.getByRole('form', { name: 'Set a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('safari-rally-2026');
  await reset.getByLabel('Confirm new password').fill('safari-rally-2026');
  await reset.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { email: user.email, password: 'safari-rally-2026' });
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
});

test('/account sends a signed-out visitor to /auth and back; /auth returns to same-site pages only', async ({
  page,
}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, DEMO.shopper, '/account');
  await expect(page.getByText(`Signed in as ${DEMO.shopper.email}`)).toBeVisible();

  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?next=%2Fcheckout%3Fstep%3D2');
  await signIn(page, DEMO.shopper, '/checkout?step=2');

  await accountButton(page).click();
  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?next=https%3A%2F%2Fevil.example%2F');
  await signIn(page, DEMO.shopper, '/account');
});

test('sign out keeps the cart and wishlist, forgets the checkout details and the conversation, and sends the account button back to /auth', async ({
  page,
}) => {
  await addBagToCart(page);
  await signIn(page, DEMO.shopper);
  // The checkout fills itself in from the account, and keeps the form in this browser.
  await page.goto('/checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.shopper.email);
  await page.evaluate(() => sessionStorage.setItem('mtindo-chat', '[]'));
  await page.goto('/account');
  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveAttribute('href', '/auth');
  await expect(cartCount(page)).toHaveText('1');
  // The next person on this phone sees none of the last one's details.
  expect(await page.evaluate(() => sessionStorage.getItem('mtindo-chat'))).toBeNull();
  await page.goto('/checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a sign-out that cannot reach the server says "Sign out failed" and why, and keeps the session', async ({
  page,
}) => {
  await signIn(page, DEMO.shopper);
  await page.route('**/auth/v1/logout**', (route) => route.abort('internetdisconnected'));
  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Sign out failed');
  await expect(toast).toContainText('We could not reach the store. Check your connection and try again.');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${DEMO.shopper.email}`)).toBeVisible();
});

test('a sign-out the server refuses shows the server\'s own reason in "Sign out failed"', async ({
  page,
}) => {
  const reason = 'Sessions are moving to a new database. Please try again shortly.';
  await signIn(page, DEMO.shopper);
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, error_code: 'unexpected_failure', msg: reason }),
    }),
  );
  await page.locator('#sign-out').getByRole('button', { name: 'Sign Out', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Sign out failed');
  await expect(toast).toContainText(reason);
  await expect(page.getByText(`Signed in as ${DEMO.shopper.email}`)).toBeVisible();
});

test('a change of email takes effect once the links emailed to both addresses are opened', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, 'move');
  const next = uniqueEmail('moved');
  await signIn(page, user);
  const form = page.getByRole('form', { name: 'Email' });
  await form.getByLabel('Email').fill(next);
  await form.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(`Open the link we sent to ${next}`);

  await page.goto((await latestMessage(request, user.email, /email change/i)).link!);
  await expect(page.locator('[data-sonner-toast]')).toContainText('Confirmation link accepted');
  await page.goto((await latestMessage(request, next, /email change/i)).link!);
  await expect(page.locator('[data-sonner-toast]')).toContainText(`You now sign in with ${next}.`);
  await expect(page.getByText(`Signed in as ${next}`)).toBeVisible();
});

test('social sign-in offers only the providers the backend has switched on', async ({ page }) => {
  // The local backend, as config.toml ships, has none on: no buttons and no "or continue with".
  const settingsRead = page.waitForResponse('**/auth/v1/settings');
  await page.goto('/auth');
  await settingsRead;
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // The island has drawn what the answer said once a frame has passed since it came.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(page.getByText('or continue with')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);

  // A project with Google switched on (GoTrue's /settings as hosted Supabase answers it).
  await page.route('**/auth/v1/settings', async (route) => {
    const settings = await (await route.fetch()).json();
    await route.fulfill({ json: { ...settings, external: { ...settings.external, google: true } } });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(1);
});

test('/auth and /account have no serious or critical violations at 390 and 1280 px', async ({ page }) => {
  await atBothWidths(page, async () => {
    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
  await signIn(page, DEMO.shopper);
  await atBothWidths(page, async () => {
    await page.goto('/account');
    await expect(
      page.locator('#two-step').getByRole('button', { name: 'Add Authenticator App' }),
    ).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});
