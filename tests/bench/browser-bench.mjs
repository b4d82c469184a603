// What the browser benchmarks share: the built site served on a port of its own (the one-process
// server over an in-memory database), Chromium, Lighthouse's mobile throttling, and the median.
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SMOKE } from './smoke.mjs';

/** Lighthouse's mobile conditions: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU slowed 4×. */
export const PROFILES = {
  'no throttling': null,
  'mobile (150 ms RTT, 1.6 Mbps, 4× CPU)': {
    latency: 150,
    download: (1.6 * 1024 * 1024) / 8,
    upload: (750 * 1024) / 8,
    cpu: 4,
  },
};

/**
 * Builds (unless `--no-build`, or a smoke run finds a build), serves dist/ on `port` and waits until
 * it answers; returns its URL.
 */
export async function serveSite(port) {
  const built = process.argv.includes('--no-build') || (SMOKE && existsSync('dist/index.html'));
  if (!built) execSync('npm run build', { stdio: 'inherit' });
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/host/serve.ts', '--memory', '--port', String(port)],
    { stdio: 'ignore' },
  );
  process.on('exit', () => server.kill());
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('The site did not start');
    if (
      await fetch(base)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => server.kill() };
}

/** The Chromium the benchmarks drive, and its flags (Playwright's and Puppeteer's alike). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export function launchChromium() {
  return chromium.launch(CHROMIUM);
}

/**
 * How long a bench's page may take to load or answer: Playwright's 30 s, or 2 minutes on a smoke
 * run, which shares the machine with the other benches' builds (a throttled phone's page then took
 * longer than 30 s to go quiet).
 */
export const PAGE_TIMEOUT_MS = SMOKE ? 120_000 : 30_000;

/** Applies a profile of PROFILES to the page (null: none). */
export async function throttle(context, page, profile) {
  if (!profile) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.download,
    uploadThroughput: profile.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One first opening of an island: a new context (empty cache), `path` loaded and idle at 390 px,
 * then a click on `button`, timed from the `from` event (a tap's pointerdown, or the click) to the
 * frame after `opened` appears in the page. Returns milliseconds.
 */
export async function firstOpening(browser, url, profile, { button, opened, from = 'click' }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await context.addInitScript(() => {
    sessionStorage.setItem('splashShown', '1');
    localStorage.setItem('emailPopupSeen', 'bench');
  });
  const page = await context.newPage();
  await throttle(context, page, profile);
  await page.goto(url, { waitUntil: 'networkidle' });
  const elapsed = page.evaluate(
    ({ button, opened, from }) =>
      new Promise((resolve) => {
        let start = 0;
        document
          .querySelector(button)
          .addEventListener(from, () => (start = performance.now()), { capture: true, once: true });
        const seen = () => {
          if (!document.querySelector(opened)) return false;
          // Painted: the frame after the one in which it appeared.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          return true;
        };
        new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['open', 'hidden', 'data-ready'],
        });
      }),
    { button, opened, from },
  );
  await page.locator(button).click();
  const ms = await elapsed;
  await context.close();
  return ms;
}
