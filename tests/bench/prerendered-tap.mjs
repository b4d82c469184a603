// Tap → next page painted for a link the page prerendered, driven by Puppeteer. Chromium prerenders
// nothing for a page a DevTools client has attached to other than through its tab's target
// (`PrerenderingDisabledByDevTools`): Playwright's sessions are such; Puppeteer's attach through
// the tab and throttle the prerendered page like the one it was started from.
import puppeteer from 'puppeteer-core';
import { CHROMIUM } from './browser-bench.mjs';

export function launchPuppeteer() {
  return puppeteer.launch(CHROMIUM);
}

/**
 * A phone's page in a context of its own (390 × 844, touch, each of `inits` run before every
 * page's scripts), throttled to `profile` (browser-bench.mjs's PROFILES).
 */
export async function puppeteerPhone(browser, profile, ...inits) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  for (const init of inits) await page.evaluateOnNewDocument(init);
  await page.emulateNetworkConditions({
    offline: false,
    latency: profile.latency,
    download: profile.download,
    upload: profile.upload,
  });
  await page.emulateCPUThrottling(profile.cpu);
  return { context, page };
}

/**
 * In the page: once it is shown and painted, when it was painted (a prerendered page: when it was
 * shown, or painted after), in the clock of performance.timeOrigin, and whether it was prerendered.
 */
export const paintOfShownPage = () =>
  new Promise((resolve) => {
    const done = () => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return setTimeout(done, 20);
      const shown = navigation.activationStart ?? 0;
      resolve({ at: performance.timeOrigin + Math.max(paint.startTime, shown), prerendered: shown > 0 });
    };
    if (document.prerendering) document.addEventListener('prerenderingchange', done, { once: true });
    else done();
  });

/**
 * paintOfShownPage of the page `context` shows at `url`, read through a session of its own:
 * Puppeteer's page loses its frame when a prerendered page replaces it.
 */
export async function paintOf(context, url) {
  for (let i = 0; i < 500; i++) {
    const shown = (await context.pages()).find((page) => page.url() === url);
    if (shown) {
      const session = await shown.target().createCDPSession();
      const { result } = await session.send('Runtime.evaluate', {
        expression: `(${paintOfShownPage})()`,
        awaitPromise: true,
        returnByValue: true,
      });
      await session.detach();
      return result.value;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was not shown`);
}
