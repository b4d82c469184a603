/**
 * Helpers of the account tests: new users made through the real auth API and confirmed through the
 * local outbox, the outbox itself, and signing in through the /auth page.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';
import { expect } from './fixtures';

export const DEMO = {
  shopper: { email: 'shopper@mtindo.test', password: 'mtindo-shopper' },
  manager: { email: 'manager@mtindo.test', password: 'mtindo-manager' },
  admin: { email: 'admin@mtindo.test', password: 'mtindo-admin' },
} as const;

/** The header's account button (to /auth for a visitor, /account when signed in). */
export const accountButton = (page: Page) => page.locator('header [data-account-button]');
/** The header's admin button, shown to staff only. */
export const headerAdminButton = (page: Page) => page.locator('header [data-admin-button]');

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

interface OutboxMessage {
  to: string;
  subject: string;
  text?: string;
  link?: string;
  code?: string;
}

/** The newest message the local server "sent" to `to` whose subject matches, waiting for it. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /./,
  /** How long to wait: a message the server sends on a timer (shopper messages, every 10 s) takes longer. */
  timeout?: number,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_local/outbox/messages.json?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.filter((m) => subject.test(m.subject)).at(-1);
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** A new shopper with a confirmed email, made through /signup and the outbox link. */
export async function createConfirmedUser(request: APIRequestContext, what: string) {
  const user = { email: uniqueEmail(what), password: `pw-${randomUUID()}` };
  const signup = await request.post('/auth/v1/signup', {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    data: { email: user.email, password: user.password, data: { full_name: 'Amina Wanjiku' } },
  });
  expect(signup.status()).toBe(200);
  const { link } = await latestMessage(request, user.email, /confirm/i);
  const confirmed = await request.get(link!, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  return user;
}

/**
 * Signs in through the /auth page's form (and waits until it has left for `lands`), once the form's
 * script has taken it over: pressed before, it is posted to the static page and comes back empty.
 */
export async function signIn(page: Page, user: { email: string; password: string }, lands = '/account') {
  if (!new URL(page.url()).pathname.startsWith('/auth')) await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  if (lands) await page.waitForURL((url) => url.pathname + url.search === lands);
}

/** The authenticator app's code for `secret` (as shown on /account), `stepsAhead` 30-s steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
