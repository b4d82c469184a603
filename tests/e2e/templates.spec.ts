// Every template, opened once at a phone's width and once at a desktop's, in one page: on the phone
// it fits the screen and nothing covers anything (each control, brought into view, is what a tap on
// its centre reaches); at both widths its scripts run inside the Content-Security-Policy, which still
// refuses an injected script, and axe finds no serious or critical violation and no skipped heading
// level (Lighthouse fails a page on `heading-order`, a moderate finding in axe); a visitor is offered
// /auth, no admin button and no supabase-js. One page for all of it: a new browser page is a new
// renderer process, the most expensive thing a browser test does.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountButton, headerAdminButton } from './accounts';
import { axeViolations, severe } from './axe';
import { watchViolations } from './csp';
import { PHONE, layoutFaults, open } from './layout';
import { TEMPLATES, VISITOR_TEMPLATES } from './routes';

const DESKTOP = { width: 1280, height: 900 };

/** axe's serious and critical findings on `page`, and each heading that skips a level. */
async function accessibilityFaults(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return [
    ...severe(violations),
    ...violations
      .filter((v) => v.id === 'heading-order')
      .flatMap((v) => v.nodes.map((n) => `heading-order: ${n.target.join(' ')}: ${n.html}`)),
  ];
}

for (const path of TEMPLATES) {
  // /account and /admin send a visitor on to /auth (accounts.spec.ts and admin.spec.ts scan them
  // signed in); /auth itself is where supabase-js belongs.
  const staysForVisitor = VISITOR_TEMPLATES.includes(path);
  const visitorHeader = staysForVisitor && path !== '/auth';

  test(`${path} fits a phone, keeps its policy and passes axe at 390 and 1280 px`, async ({ page }) => {
    const violations = await watchViolations(page);
    const scripts: Promise<string>[] = [];
    if (visitorHeader)
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });

    await page.setViewportSize(PHONE);
    await open(page, path);
    expect.soft(await layoutFaults(page), 'on a phone').toEqual([]);
    if (staysForVisitor) expect.soft(await accessibilityFaults(page), 'axe at 390 px').toEqual([]);
    if (visitorHeader) {
      await expect.soft(accountButton(page)).toHaveAttribute('href', '/auth');
      await expect.soft(headerAdminButton(page)).toBeHidden();
    }

    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.waitForLoadState('networkidle');
    if (staysForVisitor) expect.soft(await accessibilityFaults(page), 'axe at 1280 px').toEqual([]);
    expect.soft(await violations(), 'policy violations').toEqual([]);
    if (visitorHeader) {
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(0);
      expect
        .soft(
          bodies.filter((body) => body.includes('GoTrueClient')),
          'supabase-js',
        )
        .toEqual([]);
    }

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
  });
}
