// npm run bench:drawer — how long the first opening of the cart drawer takes, from the click on
// the cart button to the drawer painted, when its code (React, the drawer, sonner) is not yet
// loaded. Measured in Chromium on a product page, fresh browser cache each run, without throttling
// and with Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, CPU slowed 4×).
// Env: BENCH_RUNS (5). `--no-build` reuses dist/.
import { PROFILES, firstOpening, launchChromium, median, serveSite } from './browser-bench.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4411);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = '/product/dress-001';

const { base: BASE, stop } = await serveSite(PORT);
const browser = await launchChromium();

const measure = (profile) =>
  firstOpening(browser, BASE + PAGE, profile, {
    button: '[data-cart-button]',
    opened: 'dialog[open][aria-labelledby="cart-drawer-title"]',
  });

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
