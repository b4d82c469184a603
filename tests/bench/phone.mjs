// npm run bench:phone — the store on a phone on a slow mobile network (Chromium at 390 × 844 px as
// a touch phone, Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4×):
// - tap → next page painted (from the finger's lift: a page follows a link on the tap's click,
//   which comes with the lift, and no page can move while the finger rests on the glass), for a
//   product card in a list and a link in the side menu, with the
//   links fetched ahead (prefetch.ts: the first two prerendered, the next two prefetched) and
//   without (as on Save-Data, which turns that off); a prerendered link is timed with Puppeteer
//   (prerendered-tap.mjs says why), the rest with Playwright;
// - a visited page reloaded offline, from the service worker's copy: reload → painted;
// - the bytes a first visit costs (the home page, a product page): the page's own until it is idle,
//   and the service worker's install (what it stores for offline use) beside them;
// - the script each template loads before interaction (gzipped, as the browser received it).
// Env: BENCH_RUNS (5; a smoke run, 1). `--no-build` reuses dist/.
import { PAGE_TIMEOUT_MS, PROFILES, launchChromium, median, serveSite, throttle } from './browser-bench.mjs';
import { benchSetting } from './smoke.mjs';
import { launchPuppeteer, paintOf, paintOfShownPage, puppeteerPhone } from './prerendered-tap.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4413);
const RUNS = Number(benchSetting('BENCH_RUNS', 5, 1));
const PHONE_PROFILE = PROFILES['mobile (150 ms RTT, 1.6 Mbps, 4× CPU)'];
const TEMPLATES = [
  '/',
  '/products',
  '/women',
  '/product/dress-001',
  '/brands/rolex',
  '/blog/african-print',
  '/faq',
];

const { base: BASE, stop } = await serveSite(PORT);
const browser = await launchChromium();
const prerenderingBrowser = await launchPuppeteer();

/** Before a phone's pages: the splash and the offer popup already seen. */
const seenOffers = () => {
  sessionStorage.setItem('splashShown', '1');
  localStorage.setItem('emailPopupSeen', 'bench');
};

/** A phone's context: touch, 390 × 844, the offers seen; with Save-Data when asked. */
async function phone({ saveData = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await context.addInitScript(seenOffers);
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  return context;
}

const paintedAt = async (page) => (await page.evaluate(paintOfShownPage)).at;

/** In the page: the wall-clock moment the next touch on it ends (the finger's lift). */
const nextTouch = () =>
  new Promise((resolve) =>
    addEventListener('pointerup', (event) => resolve(performance.timeOrigin + event.timeStamp), {
      capture: true,
      once: true,
    }),
  );
const touchedAt = (page) => page.evaluate(nextTouch);

/**
 * One tap → painted: `from` loaded and settled on a phone, `prepare` done, then a tap on the link of
 * `links` the page chose to prefetch (or, with Save-Data, on `href`, the one it chose before), on a
 * phone driven by Playwright (under which Chromium prerenders nothing).
 */
async function tapToPaint({ from, prepare, links, saveData, href }) {
  const context = await phone({ saveData });
  const page = await context.newPage();
  await throttle(context, page, PHONE_PROFILE);
  // A shopper arriving from the home page: its assets (styles, fonts, the page script) are cached.
  await page.goto(BASE + '/', { waitUntil: 'networkidle' });
  await page.goto(BASE + from, { waitUntil: 'networkidle' });
  await prepare(page);
  let target;
  if (saveData) target = page.locator(`${links}[href="${href}"]`).first();
  else {
    target = page.locator(`${links}[data-fetch-ahead="prefetch"]`).first();
    await target.waitFor({ state: 'attached', timeout: 15_000 });
  }
  // The prefetch (or nothing) done: the network goes quiet.
  await page.waitForLoadState('networkidle');
  const chosen = await target.getAttribute('href');
  const touched = touchedAt(page);
  await target.tap();
  const start = await touched;
  await page.waitForURL((url) => url.pathname === chosen);
  const ms = (await paintedAt(page)) - start;
  await context.close();
  return { ms, href: chosen };
}

/**
 * One tap → painted on a link the page prerendered (the first of `links` marked so), on a phone
 * driven by Puppeteer; undefined when none of `links` was prerendered.
 */
async function prerenderedTapToPaint({ from, prepare, links }) {
  const { context, page } = await puppeteerPhone(prerenderingBrowser, PHONE_PROFILE, seenOffers);
  try {
    await page.goto(BASE + '/', { waitUntil: 'networkidle0' });
    await page.goto(BASE + from, { waitUntil: 'networkidle0' });
    await prepare(page);
    const selector = `${links}[data-fetch-ahead="prerender"]`;
    if (!(await page.waitForSelector(selector, { timeout: 5_000 }).catch(() => null))) return undefined;
    // The prerendered page loaded (its requests are the page's in Puppeteer): the network goes quiet.
    await page.waitForNetworkIdle({ idleTime: 500 });
    const chosen = await page.$eval(selector, (link) => link.getAttribute('href'));
    const touched = touchedAt(page);
    // The tap's touch end meets the page already replaced: the tap is done when its touch is.
    page.tap(selector).catch(() => {});
    const start = await touched;
    const { at, prerendered } = await paintOf(context, BASE + chosen);
    if (!prerendered) throw new Error(`${chosen} was marked to be prerendered, and was not`);
    return { ms: at - start, href: chosen };
  } finally {
    await context.close();
  }
}

// A shopper who scrolls a row down the list (the first row's cards were prerendered), or opens the
// side menu after looking at the first row. (Both libraries' pages: Playwright's and Puppeteer's.)
const scrollARow = (page) => page.evaluate(() => scrollBy(0, 600));
const openMenu = async (page) => {
  await page.evaluate(() => scrollBy(0, 1));
  if (await page.evaluate(() => document.documentElement.hasAttribute('data-fetch-ahead')))
    await page.waitForFunction(() => document.querySelectorAll('a[data-fetch-ahead]').length >= 2);
  await page.tap('[data-mobile-menu-open]');
  await page.waitForSelector('[data-mobile-menu][open]');
};

const taps = [
  [
    'a product card a row down /products',
    { from: '/products', prepare: scrollARow, links: 'main article a' },
  ],
  [
    'a link in the side menu of /products',
    { from: '/products', prepare: openMenu, links: '[data-mobile-menu] a' },
  ],
];

/** Median (min–max) of `runs` runs of `measure` (ms), or "–" when it measured nothing. */
async function cell(measure) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const ms = await measure();
    if (ms === undefined) return '–';
    runs.push(ms);
  }
  return `${median(runs).toFixed(0)} (${Math.min(...runs).toFixed(0)}–${Math.max(...runs).toFixed(0)})`;
}

const tapRows = [];
for (const [what, scenario] of taps) {
  const prerendered = await cell(async () => (await prerenderedTapToPaint(scenario))?.ms);
  const prefetched = await cell(async () => {
    const { ms, href } = await tapToPaint({ ...scenario, saveData: false });
    scenario.href ??= href;
    return ms;
  });
  const notFetched = await cell(async () => (await tapToPaint({ ...scenario, saveData: true })).ms);
  tapRows.push(`| ${what} | ${prerendered} | ${prefetched} (${scenario.href}) | ${notFetched} |`);
}

/** A visited page reloaded with the network gone: reload → painted, from the worker's copy. */
async function offlineReload(path) {
  const context = await phone();
  const page = await context.newPage();
  await throttle(context, page, PHONE_PROFILE);
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker controls the pages opened after it: this visit is the one it keeps.
  await page.reload({ waitUntil: 'networkidle' });
  await context.setOffline(true);
  const before = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.reload({ waitUntil: 'load' });
  const ms = (await paintedAt(page)) - before;
  const shown = await page.locator('h1').first().textContent();
  await context.close();
  return { ms, shown };
}

const offlineRows = [];
for (const path of ['/products', '/product/dress-001']) {
  const runs = [];
  let shown = '';
  for (let i = 0; i < RUNS; i++) ({ ms: runs[i], shown } = await offlineReload(path));
  offlineRows.push(`| ${path} | ${median(runs).toFixed(0)} | ${shown.trim()} |`);
}

/** A first visit's bytes: the page's own until idle, and the service worker's install beside. */
async function firstVisit(path) {
  const context = await phone();
  const bytes = { page: 0, worker: 0, script: 0 };
  const counted = [];
  context.on('requestfinished', (request) =>
    counted.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        const size = responseBodySize + responseHeadersSize;
        if (request.serviceWorker()) bytes.worker += size;
        else bytes.page += size;
      }),
    ),
  );
  const page = await context.newPage();
  await throttle(context, page, PHONE_PROFILE);
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForLoadState('networkidle');
  await Promise.all(counted);
  await context.close();
  return bytes;
}

/** The gzipped script a template loads before interaction (until the network is idle after load). */
async function scriptBeforeInteraction(path) {
  const context = await phone();
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const byteRows = [];
for (const path of ['/', '/product/dress-001']) {
  const { page, worker } = await firstVisit(path);
  byteRows.push(`| ${path} | ${kb(page)} | ${kb(worker)} | ${kb(page + worker)} |`);
}
const scriptRows = [];
for (const path of TEMPLATES) scriptRows.push(`| ${path} | ${kb(await scriptBeforeInteraction(path))} |`);

await browser.close();
await prerenderingBrowser.close();
stop();

/** Prints a Markdown table: its title, its header cells (a trailing `:` right-aligns), its rows. */
function table(title, header, rows) {
  console.log(`\n${title}\n`);
  console.log(`| ${header.map((cell) => cell.replace(/:$/, '')).join(' | ')} |`);
  console.log(`|${header.map((cell) => (cell.endsWith(':') ? '---:' : '---')).join('|')}|`);
  for (const row of rows) console.log(row);
}

console.log(`\nOn a phone (390 × 844, touch), 150 ms RTT, 1.6 Mbps, 4× CPU; ${RUNS} runs each.`);
table(
  'Tap → next page painted (ms from the finger’s lift, median (min–max)):',
  ['link', 'prerendered:', 'prefetched:', 'not fetched ahead (Save-Data):'],
  tapRows,
);
table(
  'A visited page reloaded offline (ms, reload → painted):',
  ['page', 'median:', 'heading shown'],
  offlineRows,
);
table(
  'A first visit (KB as sent, headers included; until the network is idle):',
  ['page', 'the page:', 'service worker install:', 'total:'],
  byteRows,
);
table('Script before interaction (KB gzipped, as received):', ['template', 'script:'], scriptRows);
