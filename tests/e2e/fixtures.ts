/**
 * The browser tests' `test`: a returning shopper for whom this session's splash has shown and the
 * email popup was seen, so pages are usable at once. The tests of the splash and the popup
 * themselves import `freshVisitor` instead.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { SPLASH_SESSION_KEY } from '../../src/lib/shopper/splash';
import { EMAIL_POPUP_SEEN_KEY } from '../../src/lib/shopper/email-popup';

export const freshVisitor = base;

/** Makes `page` a returning shopper's (for a page of a context a test opens itself). */
export async function asReturningShopper(page: Page): Promise<Page> {
  await page.addInitScript(
    ({ splash, popup }) => {
      sessionStorage.setItem(splash, '1');
      if (localStorage.getItem(popup) === null) localStorage.setItem(popup, 'seen in an earlier visit');
    },
    { splash: SPLASH_SESSION_KEY, popup: EMAIL_POPUP_SEEN_KEY },
  );
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(await asReturningShopper(page));
  },
});

export { expect };
