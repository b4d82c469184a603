// npm run bench:accounts — how long a tap on the header's account button takes to show its page
// at 390 px: for a visitor, from the tap on the home page to the sign-in form on /auth; for a
// signed-in shopper, to their /account page. Chromium, a new browser context each run (a
// visitor's cache empty; the shopper's warm from signing in), without throttling and with
// Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, CPU slowed 4×).
// Env: BENCH_RUNS (5; a smoke run, 1). `--no-build` reuses dist/.
import { PAGE_TIMEOUT_MS, PROFILES, launchChromium, median, serveSite, throttle } from './browser-bench.mjs';
import { benchSetting } from './smoke.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4412);
const RUNS = Number(benchSetting('BENCH_RUNS', 5, 1));
const SHOPPER = { email: 'shopper@mtindo.test', password: 'mtindo-shopper' };
/** What "shown" means on each page: the element the island draws when it is ready to use. */
const SHOWN = {
  visitor: 'form[aria-label="Sign in"]',
  shopper: 'section#profile',
};

const { base: BASE, stop } = await serveSite(PORT);
const browser = await launchChromium();

/** One run: home page loaded and idle, then tap the account button → the next page's island shown. */
async function measure(who, profile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await context.addInitScript(
    // A string, not a function: the page records when the awaited element first exists (epoch ms).
    `sessionStorage.setItem('splashShown', '1');
     localStorage.setItem('emailPopupSeen', 'bench');
     new MutationObserver((_, observer) => {
       if (!document.querySelector(${JSON.stringify(SHOWN[who])})) return;
       observer.disconnect();
       requestAnimationFrame(() => requestAnimationFrame(() => {
         window.__shownAt = performance.timeOrigin + performance.now();
       }));
     }).observe(document, { subtree: true, childList: true });`,
  );
  const page = await context.newPage();
  if (who === 'shopper') {
    await page.goto(`${BASE}/auth`);
    await page.locator('form[aria-label="Sign in"] input[name="email"]').fill(SHOPPER.email);
    await page.locator('form[aria-label="Sign in"] input[name="password"]').fill(SHOPPER.password);
    await page.locator('form[aria-label="Sign in"] button[type="submit"]').click();
    await page.waitForURL('**/account');
  }
  await throttle(context, page, profile);
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  const tappedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.locator('header [data-account-button]').click();
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 60_000 });
  const ms = (await page.evaluate(() => window.__shownAt)) - tappedAt;
  await context.close();
  return ms;
}

const rows = [];
for (const who of ['visitor', 'shopper']) {
  for (const [name, profile] of Object.entries(PROFILES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(who, profile));
    rows.push(
      `| ${who === 'visitor' ? 'visitor → sign-in form' : 'shopper → /account'} | ${name} | ${median(runs).toFixed(0)} | ${Math.min(...runs).toFixed(0)} | ${Math.max(...runs).toFixed(0)} |`,
    );
  }
}
await browser.close();
stop();

console.log(`\nTap on the account button (home page, 390 px) to its page shown, ${RUNS} runs each (ms):\n`);
console.log('| who | conditions | median | min | max |');
console.log('|---|---|---:|---:|---:|');
for (const row of rows) console.log(row);
