// npm run bench:chat-open — how long the first opening of the chat panel takes on a phone, from the
// tap (pointerdown, when its code starts loading) to the panel painted (it is pre-rendered into the
// page) and to the panel ready (hydrated: the conversation and the buttons live), when the code
// (React, the panel, DOMPurify) is not yet loaded. Chromium at 390 px on a product page, fresh cache each run,
// without throttling and with Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, CPU 4×).
// Env: BENCH_RUNS (5; a smoke run, 1). `--no-build` reuses dist/.
import { PROFILES, firstOpening, launchChromium, median, serveSite } from './browser-bench.mjs';
import { benchSetting } from './smoke.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4412);
const RUNS = Number(benchSetting('BENCH_RUNS', 5, 1));
const PAGE = '/product/dress-001';

const { base: BASE, stop } = await serveSite(PORT);
const browser = await launchChromium();

const rows = [];
for (const [name, profile] of Object.entries(PROFILES)) {
  for (const [what, opened] of [
    ['painted', '#chat-panel:not([hidden])'],
    ['ready', '#chat-panel[data-ready]:not([hidden])'],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(
        await firstOpening(browser, BASE + PAGE, profile, {
          button: '[data-chat-open]',
          opened,
          from: 'pointerdown',
        }),
      );
    rows.push(
      `| ${name} | tap → ${what} | ${median(runs).toFixed(0)} | ${Math.min(...runs).toFixed(0)} | ${Math.max(...runs).toFixed(0)} |`,
    );
  }
}
await browser.close();
stop();

console.log(`\nFirst opening of the chat panel on ${PAGE}, ${RUNS} runs each (ms):\n`);
console.log('| conditions | measure | median | min | max |');
console.log('|---|---|---:|---:|---:|');
for (const row of rows) console.log(row);
