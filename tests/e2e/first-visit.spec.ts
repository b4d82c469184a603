// A first visit: the loading splash (once per session, never on /checkout, skippable) and the
// email offer popup 5000 ms after load, driven by Playwright's clock.
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expect } from './fixtures';
import { severeViolations } from './axe';
import { freshVisitor as test } from './fixtures';

/** Fake timers, paused: time moves only when the test runs it forward. */
async function pauseClock(page: Page) {
  const start = new Date('2026-11-22T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Runs the paused clock until the page's own `performance.now()` (time since the page began to
 * load, the popup's measure) reads `ms`. A new page replays install and pause with the real time
 * that passed between them, so its clock may not start at zero.
 */
async function runUntilSinceLoad(page: Page, ms: number) {
  const now = await page.evaluate(() => performance.now());
  expect(now, 'the page has not reached that moment yet').toBeLessThan(ms);
  await page.clock.runFor(ms - now);
}

test('the splash rises 2 points every 50 ms, closes at 5 s and shows once per session', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/about');
  const splash = page.locator('[data-splash]');
  await expect(splash).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached(); // the content is there for crawlers
  await page.clock.runFor(500);
  await expect(splash.locator('[data-splash-percent]')).toHaveText('20%');
  await page.clock.runFor(2000);
  await expect(splash.locator('[data-splash-percent]')).toHaveText('100%');
  await page.clock.runFor(2500);
  await expect(splash).toHaveClass(/splash-closing/);
  await page.clock.runFor(300);
  await expect(splash).toBeHidden();
  await page.goto('/women');
  await expect(page.locator('[data-splash]')).toBeHidden();
});

test('the splash is skipped by Escape and never shows on /checkout', async ({ page, context }) => {
  await page.goto('/checkout');
  await expect(page.locator('[data-splash]')).toBeHidden();
  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.locator('[data-splash]')).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(other.locator('[data-splash]')).toBeHidden();
});

test('the email popup opens 5000 ms after load, asks for an address, and stores it', async ({
  page,
  request,
}) => {
  await pauseClock(page);
  await page.goto('/about');
  await page.keyboard.press('Escape'); // skip the splash
  const popup = page.getByRole('dialog', { name: 'Get 40% OFF your first order' });
  await runUntilSinceLoad(page, 4900);
  await expect(popup).toBeHidden();
  await page.clock.runFor(200);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('checkbox', { name: 'Women' })).toBeChecked();
  await expect(popup.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await page.clock.resume(); // the toasts animate on real timers

  await popup.getByRole('button', { name: 'Get My 40% Off' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Please enter your email to get the offer.')).toBeVisible();
  await expect(popup).toBeVisible();

  const address = `popup-${Date.now()}@example.co.ke`;
  await popup.getByRole('textbox', { name: 'Email address' }).fill(address);
  await popup.getByRole('checkbox', { name: 'Bags' }).check();
  await popup.getByRole('checkbox', { name: /I agree/ }).uncheck(); // not enforced
  await popup.getByRole('button', { name: 'Get My 40% Off' }).click();
  await expect(page.getByText('Welcome to Mtindo!')).toBeVisible();
  await expect(page.getByText('Check your email for your 40% OFF discount code!')).toBeVisible();
  await expect(popup).toBeHidden();

  const rows = await request.get(
    `/rest/v1/newsletter_subscribers?select=source,preferences&email=eq.${address}`,
    {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    },
  );
  expect(await rows.json()).toEqual([{ source: 'popup', preferences: ['women', 'bags'] }]);

  await page.reload();
  await page.clock.fastForward(8000);
  await expect(popup).toBeHidden();
});

test('closing the popup sets the seen flag', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/about');
  await page.keyboard.press('Escape');
  await page.clock.runFor(5500);
  const popup = page.getByRole('dialog', { name: 'Get 40% OFF your first order' });
  await expect(popup).toBeVisible();
  await page.clock.resume(); // axe runs on real timers
  expect(await severeViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('emailPopupSeen'))).not.toBeNull();
});
