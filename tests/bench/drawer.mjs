// npm run bench:drawer — how long the first opening of the cart drawer takes, from the click on
// the cart button to the drawer painted, when its code (React, the drawer, sonner) is not yet
// loaded. Measured in Chromium on a product page, fresh browser cache each run, without throttling
// and with Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, CPU slowed 4×).
// Env: BENCH_RUNS (5). `--no-build` reuses dist/.
import { spawn, execSync } from 'node:child_process';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 4411);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = '/product/dress-001';
const PROFILES = {
  'no throttling': null,
  'mobile (150 ms RTT, 1.6 Mbps, 4× CPU)': {
    latency: 150,
    download: (1.6 * 1024 * 1024) / 8,
    upload: (750 * 1024) / 8,
    cpu: 4,
  },
};

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/server/serve.ts', '--memory', '--port', String(PORT)],
  {
    stdio: 'ignore',
  },
);
process.on('exit', () => server.kill());
for (let i = 0; ; i++) {
  if (i > 600) throw new Error('The site did not start');
  if (
    await fetch(BASE)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** One run: a new context (empty cache), the page loaded and idle, then click → drawer painted. */
async function measure(profile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('splashShown', '1');
    localStorage.setItem('emailPopupSeen', 'bench');
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.download,
      uploadThroughput: profile.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const [name, profile] of Object.entries(PROFILES)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(profile));
  rows.push(
    `| ${name} | ${median(runs).toFixed(0)} | ${Math.min(...runs).toFixed(0)} | ${Math.max(...runs).toFixed(0)} |`,
  );
}
await browser.close();
server.kill();

console.log(`\nFirst opening of the cart drawer on ${PAGE}, click to painted, ${RUNS} runs each (ms):\n`);
console.log('| conditions | median | min | max |');
console.log('|---|---:|---:|---:|');
for (const row of rows) console.log(row);
