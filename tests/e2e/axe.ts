/**
 * axe in the browser tests: what it finds on a page, and the serious and critical findings described
 * with the elements they name. A scan waits for the page to stand still: with reduced motion asked
 * for (the toasts honour it) and every finite animation finished, a toast half faded in or out is
 * not judged by a colour it only passes through.
 *
 * @example expect(await severeViolations(page)).toEqual([]);
 */
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Every violation axe finds on `page`, or inside `scope` (a selector) when given. */
export async function axeViolations(page: Page, scope?: string): Promise<Violation[]> {
  // A scan is seconds of work on a busy two-core machine: each one adds its time to the test's
  // budget, so a test of two scans and a checkout is not cut short by the time it was given.
  test.info().setTimeout(test.info().timeout + 15_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // Legacy mode runs axe in the page itself instead of gathering each frame's results in a new
    // blank page: half the time, and the pages have no cross-origin frames for it to miss. Only
    // violations are described in full (every passing element's selector and HTML is the other
    // half of a scan's time, and megabytes sent back to the test for nothing).
    const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    return (await (scope ? axe.include(scope) : axe).analyze()).violations;
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** The serious and critical ones of `violations`, each with the elements it names. */
export function severe(violations: Violation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Runs `check` at a phone's width (390 px), then at a desktop's (1280 px), each a step of its own, in
 * the same page: `check` opens what it scans, so each width gets a page loaded at that width, without
 * a new browser page (a renderer process of its own) or a second sign-in.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await test.step(`at ${width} px`, () => check(width));
  }
}

/** The serious and critical violations on `page` (or inside `scope`), described. */
export async function severeViolations(page: Page, scope?: string): Promise<string[]> {
  return severe(await axeViolations(page, scope));
}
