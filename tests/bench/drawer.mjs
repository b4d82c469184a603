// npm run bench:drawer — how long the first opening of the cart drawer takes, from the click on
// the cart button to the drawer painted, when its code (React, the drawer, sonner) is not yet
// loaded. Measured in Chromium on a product page, fresh browser cache each run, without throttling
// and with Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, CPU slowed 4×).
// Env: BENCH_RUNS (5). `--no-build` reuses dist/.
import { PROFILES, launchChromium, median, serveSite, throttle } from './browser-bench.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4411);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = '/product/dress-001';

const { base: BASE, stop } = await serveSite(PORT);
const browser = await launchChromium();

/** One run: a new context (empty cache), the page loaded and idle, then click → drawer painted. */
async function measure(profile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('splashShown', '1');
    localStorage.setItem('emailPopupSeen', 'bench');
  });
  const page = await context.newPage();
  await throttle(context, page, profile);
  await page.goto(BASE + PAGE, { waitUntil: 'networkidle' });
  const elapsed = page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = document.querySelector('[data-cart-button]');
        let start = 0;
        button.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
        const seen = () => {
          const dialog = document.querySelector('dialog[open][aria-labelledby="cart-drawer-title"]');
          if (!dialog) return false;
          // Painted: the frame after the one in which the drawer appeared.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          return true;
        };
        new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['open'],
        });
      }),
  );
  await page.locator('[data-cart-button]').click();
  const ms = await elapsed;
  await context.close();
  return ms;
}

const rows = [];
for (const [name, profile] of Object.entries(PROFILES)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(profile));
  rows.push(
    `| ${name} | ${median(runs).toFixed(0)} | ${Math.min(...runs).toFixed(0)} | ${Math.max(...runs).toFixed(0)} |`,
  );
}
await browser.close();
stop();

console.log(`\nFirst opening of the cart drawer on ${PAGE}, click to painted, ${RUNS} runs each (ms):\n`);
console.log('| conditions | median | min | max |');
console.log('|---|---:|---:|---:|');
for (const row of rows) console.log(row);
