// Staff join by an invitation, in a real browser: the demo admin invites an address from the
// Staff page; the invitee opens the emailed link, creates their account (its confirmation link
// brings them back), enrols an authenticator app and joins; only then does the admin area open.
// A stranger who registered the address first is told to prove the mailbox.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { severeViolations } from './axe';
import { DEMO, latestMessage, signIn, totpCode, uniqueEmail } from './accounts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';

/** The admin invites `email` from /admin/staff; returns the invitation link's path. */
async function invite(page: Page, request: Parameters<typeof latestMessage>[0], email: string) {
  await page.goto('/auth');
  await signIn(page, DEMO.admin);
  await page.goto('/admin/staff');
  const form = page.getByRole('region', { name: 'Invite staff' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Invitation sent');
  await expect(page.getByRole('region', { name: 'Invited' })).toContainText(email);
  const mail = await latestMessage(request, email, /invited to join/);
  const path = /\/staff-invite\?token=[0-9a-f]{64}/.exec((mail as { text?: string }).text ?? '')?.[0];
  expect(path).toBeTruthy();
  return path!;
}

test('an invitee creates their account, enrols two-step and joins; the admin area opens only then', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('newhire');
  const path = await invite(page, request, email);

  const invitee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await invitee.goto(path);
  await expect(
    invitee.getByText(`admin@mtindo.test invited ${email} to join the Mtindo team as a manager`),
  ).toBeVisible();
  expect(await severeViolations(invitee)).toEqual([]);
  const create = invitee.getByRole('form', { name: 'Create your account' });
  await create.getByLabel('Full name').fill('Njeri Wambui');
  await create.getByLabel('Password', { exact: true }).fill('njeri-own-pass-1');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByText('Check your email')).toBeVisible();

  const { link } = await latestMessage(request, email, /confirm/i);
  await invitee.goto(link!);
  await expect(invitee.getByRole('listitem').filter({ hasText: 'Two-step verification' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const secret = (await invitee.locator('[data-totp-secret]').textContent())!;
  await invitee.getByLabel('6-digit code').fill(totpCode(secret));
  await invitee.getByRole('button', { name: 'Verify' }).click();
  await invitee.getByRole('button', { name: 'Join the staff' }).click();
  await expect(invitee.getByText('Welcome to the team. You are now a manager of the shop.')).toBeVisible();
  expect(await severeViolations(invitee)).toEqual([]);
  await invitee.getByRole('link', { name: 'Open the admin area' }).click();
  await expect(invitee.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Active staff' })).toContainText(email);
});

test('an address a stranger registered first must be proven from its mailbox', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  const signup = await request.post('/auth/v1/signup', {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    data: { email, password: 'strangers-pass-1' },
  });
  expect(signup.status()).toBe(200);
  const path = await invite(page, request, email);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await expect(page.getByText(`An account already uses ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const { link } = await latestMessage(request, email, /reset/i);
  await page.goto(link!);
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await choose.getByLabel('New password', { exact: true }).fill('owners-own-pass-2');
  await choose.getByLabel('Confirm new password').fill('owners-own-pass-2');
  await choose.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText(/Scan the code with the app/)).toBeVisible();

  const stranger = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    data: { email, password: 'strangers-pass-1' },
  });
  expect(stranger.status()).toBe(400);
});
