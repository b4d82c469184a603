// The affiliate programme in the browser: a shopper signs in from /affiliate-program, applies
// (errors under their fields first), sees the application under review, and once an admin
// approves it finds their code and link in /account; a visitor following a ?ref= link counts one
// visit without loading supabase-js; the application form passes axe on a phone and a desktop.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { createConfirmedUser, signIn } from './accounts';
import { heldAnswer } from './held-scripts';
import { expect, test } from './fixtures';
import { atBothWidths, severeViolations } from './axe';

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6).toUpperCase()}`;

/** Sets an affiliate's status as an admin would, through the service role. */
async function review(request: APIRequestContext, code: string, status: 'active' | 'suspended') {
  const answer = await request.patch(`/rest/v1/affiliates?code=eq.${code}`, {
    headers: { ...SERVICE, Prefer: 'return=representation' },
    data: { status },
  });
  expect(await answer.json()).toMatchObject([{ code, status }]);
}

/** The visits counted for the affiliate `id`, all days together. */
async function visitsOf(request: APIRequestContext, id: string): Promise<number> {
  const answer = await request.get(`/rest/v1/affiliate_visits?affiliate_id=eq.${id}&select=visits`, {
    headers: SERVICE,
  });
  return ((await answer.json()) as { visits: number }[]).reduce((sum, row) => sum + row.visits, 0);
}

const applySection = (page: Page) => page.getByRole('region', { name: 'Join the programme' });

test('a shopper applies on /affiliate-program and, once approved, finds their link in /account', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createConfirmedUser(request, 'affiliate');
  // The panel's code is held until Apply is pressed: otherwise it may load as the press scrolls
  // the section into view and replace the button before the press lands.
  const panelCode = heldAnswer();
  await page.route('**/_astro/mount.*.js', async (route) => {
    await panelCode.hold();
    await route.continue();
  });
  await page.goto('/affiliate-program');
  await applySection(page).getByRole('button', { name: 'Apply' }).click();
  panelCode.release();
  const signInLink = applySection(page).getByRole('link', { name: 'Sign in to apply' });
  await expect(signInLink).toBeFocused();
  await expect(signInLink).toHaveAttribute('href', '/auth?next=%2Faffiliate-program%23apply');
  await signInLink.click();
  await signIn(page, user, '/affiliate-program');

  const form = page.getByRole('form', { name: 'Affiliate application' });
  const code = form.getByLabel('Your affiliate code');
  await expect(code).toHaveValue('AMINA-WANJIKU'); // suggested from the account's name
  const mine = uniqueCode('AMINA');
  await code.fill(mine);
  const phone = form.getByLabel('M-Pesa number for payouts');
  await phone.fill('0812 345 678');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(form.getByText('Enter a Kenyan M-Pesa number, like 0712 345 678.')).toBeVisible();

  await phone.fill('0712 345 678');
  await form.getByLabel('Where you will share (optional)').fill('Instagram @amina.styles');
  await form.getByRole('button', { name: 'Apply' }).click();
  const reviewed = applySection(page).getByRole('heading', { name: 'Your application is being reviewed' });
  await expect(reviewed).toBeVisible();
  await expect(applySection(page).getByText('+254 712 345 678')).toBeVisible();

  // Still under review, it can be changed.
  await applySection(page).getByRole('button', { name: 'Edit Application' }).click();
  await form.getByLabel('Where you will share (optional)').fill('TikTok @amina.styles');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(reviewed).toBeVisible();
  await expect(applySection(page).getByText('TikTok @amina.styles')).toBeVisible();

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Affiliate' });
  await expect(section.getByText('Your application is being reviewed')).toBeVisible();

  await review(request, mine, 'active');
  await page.reload();
  await expect(section.getByText('Active', { exact: true })).toBeVisible();
  await expect(section.getByText(mine, { exact: true })).toBeVisible();
  const link = section.getByLabel('Your link');
  await expect(link).toHaveValue(new URL(`/?ref=${mine}`, page.url()).href);
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(section.getByText('10%')).toBeVisible();
  await expect(section.getByText('No orders yet.', { exact: false })).toBeVisible();

  await page.goto('/affiliate-program#apply');
  await expect(applySection(page).getByRole('heading', { name: 'You are a Mtindo affiliate' })).toBeVisible();
});

test('a visitor following a ?ref= link counts one visit, without loading supabase-js', async ({
  page,
  request,
}) => {
  const code = uniqueCode('LINK');
  const made = await request.post('/rest/v1/affiliates', {
    headers: { ...SERVICE, Prefer: 'return=representation' },
    data: { code, status: 'active' },
  });
  const { id } = ((await made.json()) as [{ id: string }])[0];
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  let pings = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/rest/v1/rpc/record_affiliate_visit')) pings += 1;
  });

  const counted = page.waitForResponse((r) => r.url().endsWith('/rest/v1/rpc/record_affiliate_visit'));
  await page.goto(`/?ref=${code.toLowerCase()}`);
  expect((await counted).ok()).toBe(true);
  await expect.poll(() => visitsOf(request, id)).toBe(1);

  // The same visit, reloaded or through another link with the code: not counted again.
  await page.reload({ waitUntil: 'networkidle' });
  await page.goto(`/women?affiliate=${code}`, { waitUntil: 'networkidle' });
  expect(pings).toBe(1);
  expect(await visitsOf(request, id)).toBe(1);
  const bodies = await Promise.all(scripts);
  expect(bodies.filter((body) => /GoTrueClient|PostgrestBuilder/.test(body))).toEqual([]);
});

test('the application form passes axe at 390 and 1280 px', async ({ page, request }) => {
  await atBothWidths(page, async () => {
    await page.goto('/affiliate-program#apply');
    await expect(applySection(page).getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
    expect(await severeViolations(page, '#apply')).toEqual([]);
  });

  await signIn(page, await createConfirmedUser(request, 'axe'), '/account');
  await atBothWidths(page, async () => {
    await page.goto('/affiliate-program#apply');
    const form = page.getByRole('form', { name: 'Affiliate application' });
    await form.getByLabel('Your affiliate code').fill('x');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByLabel('Your affiliate code')).toHaveAttribute('aria-invalid', 'true');
    expect(await severeViolations(page, '#apply')).toEqual([]);
  });
});
