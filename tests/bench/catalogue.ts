// npm run bench:catalogue — how the store grows with its catalogue. At 127 products (the real
// catalogue, content/products), 1,000 and 10,000 (generated: npm run catalogue:make), it builds
// the site into .data/dist-N, serves it (src/host/serve.ts --dist) and prints one table of:
//   - `astro build` from an empty cache: wall time, and peak resident memory of the build process
//     (getrusage maxrss, tests/bench/measured-build.mjs) and of its child processes;
//   - the size of the output, and how much of it is product pages (product/*.html) and artwork;
//   - /products and /women: HTML bytes gzipped, and DOM elements once loaded;
//   - DOMContentLoaded of /products in Chromium (1280×800, empty cache, loopback);
//   - click to paint on /products in Chromium at 1280 px, without throttling and with the CPU
//     slowed 4× (CDP Emulation.setCPUThrottlingRate), fresh page each run: the first brand ticked
//     (by its label; the list fetches its data when idle with the filters on screen, or on the
//     click), a second brand, and the sort set to price low to high on the whole list, each
//     control scrolled into view (and the page left to settle) before it is used. Timed from the input event's timeStamp to the first frame
//     painted after the list changed (its result count or its order of products): a
//     MutationObserver on [data-catalogue], then requestAnimationFrame and a MessageChannel task.
//     A wait longer than BENCH_TIMEOUT prints as '>60 s' and ends that run;
//   - the spec's product search on PostgreSQL at 10 connections (tests/bench/backend.ts, seeded
//     from the same catalogue): requests per second and p95 latency.
// Env: BENCH_SIZES (127,1000,10000), BENCH_RUNS (5), BENCH_TIMEOUT (60, seconds per wait),
//      BENCH_PORT (4412), BENCH_SEARCH_SECONDS (10), DATABASE_URL (the PostgreSQL server for the
//      search, postgres://postgres:postgres@127.0.0.1:5432/postgres; skipped when unreachable).
// `--no-build` reuses .data/dist-N from an earlier run (and prints that run's build figures).
// A smoke run: 127 products, one run, 1 s of search; a step that failed fails the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { SMOKE, benchSetting } from './smoke.mjs';

// The heap limit `npm run build` gives Node (package.json), so the figures are that build's.
const BUILD_NODE_FLAGS: string[] =
  (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  ).scripts.build!.match(/--max-old-space-size=\d+/g) ?? [];
const SIZES = benchSetting('BENCH_SIZES', '127,1000,10000', '127').split(',').map(Number);
const RUNS = Number(benchSetting('BENCH_RUNS', 5, 1));
const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 60) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 4412);
const BASE = `http://127.0.0.1:${PORT}`;
const SEARCH_SECONDS = benchSetting('BENCH_SEARCH_SECONDS', 10, 1);
const BUILD = !process.argv.includes('--no-build');
const DATA = '.data';
const REAL_COUNT = readdirSync('content/products').filter((f) => f.endsWith('.json')).length;
const PROFILES = [
  { name: 'no throttling', cpu: 1 },
  { name: 'CPU 4× slower', cpu: 4 },
];
const STEPS = [
  'first brand ticked (fresh page)',
  'second brand ticked',
  'sort price low to high (whole list)',
] as const;

declare global {
  interface Window {
    /** Milliseconds from the input event to the frame painted after the list changed. */
    __benchChange?: Promise<number>;
  }
}

interface BuildFigures {
  seconds: number;
  maxRss: number;
  childMaxRss: number[];
}

interface SizeResult {
  build?: BuildFigures;
  pages: number;
  distBytes: number;
  productPageBytes: number;
  artworkBytes: number;
  html: Record<string, { raw: number; gzip: number; elements: number }>;
  dcl: number[];
  /** Per profile, per step: the runs in ms; Infinity for a wait that ran out. */
  clicks: number[][][];
  search?: { rps: number; p95: number };
}

const log = (line: string) => console.log(`[bench:catalogue] ${line}`);
/** Steps that failed: a full run prints what it has; a smoke run fails. */
const failures: string[] = [];
const failed = (line: string) => {
  failures.push(line);
  log(line);
};
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The catalogue folder for `count` products (undefined: content/products), made if need be. */
function catalogueDir(count: number, make: boolean): string | undefined {
  if (count === REAL_COUNT) return undefined;
  const dir = `${DATA}/catalogue-${count}`;
  if (make || !existsSync(`${dir}/seed.sql`)) {
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/generate-catalogue.ts', '--count', String(count), '--out', dir],
      { stdio: 'inherit' },
    );
    if (made.status !== 0) throw new Error(`catalogue:make --count ${count} failed`);
  }
  return dir;
}

function envFor(catalogue: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  if (catalogue) env.CATALOGUE_DIR = catalogue;
  else delete env.CATALOGUE_DIR;
  return env;
}

/** Builds into .data/dist-N from an empty cache; the build's log goes to .data/build-N.log. */
async function build(count: number, catalogue: string | undefined): Promise<BuildFigures> {
  const outDir = `${DATA}/dist-${count}`;
  const cacheDir = `${DATA}/cache-${count}`;
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const logFile = `${DATA}/build-${count}.log`;
  const logStream = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...BUILD_NODE_FLAGS, 'tests/bench/measured-build.mjs', outDir, cacheDir],
    {
      env: envFor(catalogue),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    logStream.write(chunk);
  });
  child.stderr.pipe(logStream);
  const status = await new Promise<number | null>((r) => child.once('exit', r));
  const seconds = (performance.now() - started) / 1000;
  logStream.end();
  const last = stdout.trim().split('\n').pop() ?? '';
  if (status !== 0 || !last.startsWith('{'))
    throw new Error(`The build of ${count} products failed (exit ${status}); see ${logFile}`);
  const figures = { seconds, ...(JSON.parse(last) as Omit<BuildFigures, 'seconds'>) };
  writeFileSync(`${DATA}/build-${count}.json`, JSON.stringify(figures));
  return figures;
}

function folderBytes(dir: string): { bytes: number; html: number } {
  let bytes = 0;
  let html = 0;
  if (!existsSync(dir)) return { bytes, html };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) html++;
  }
  return { bytes, html };
}

async function startServer(count: number, catalogue: string | undefined): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/host/serve.ts',
      '--memory',
      '--port',
      String(PORT),
      '--dist',
      `${DATA}/dist-${count}`,
    ],
    { env: envFor(catalogue), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // The local backend seeds PGlite with the whole catalogue first: allow five minutes.
  for (let i = 0; i < 3000; i++) {
    if (server.exitCode !== null) throw new Error('The server exited during start-up');
    if (
      await fetch(BASE)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return server;
    await sleep(100);
  }
  throw new Error('The site did not start');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** A page in a new context (empty cache), desktop sized, the splash and email popup already seen. */
async function openPage(browser: Browser, cpu: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx compiles this file keeping function names (esbuild's __name helper), also inside the
  // functions handed to page.evaluate: give the page that helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(() => {
    sessionStorage.setItem('splashShown', '1');
    localStorage.setItem('emailPopupSeen', 'bench');
  });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.on('pageerror', (error) => log(`error in the page: ${error.message}`));
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return { context, page };
}

/** DOMContentLoaded (ms from navigation start) and the number of elements once loaded. */
async function loadFigures(browser: Browser, path: string) {
  const { context, page } = await openPage(browser, 1);
  try {
    await page.goto(BASE + path, { waitUntil: 'load', timeout: 5 * TIMEOUT });
    return await page.evaluate(() => ({
      dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
      elements: document.getElementsByTagName('*').length,
    }));
  } finally {
    await context.close();
  }
}

/** Until the page has been idle a while: no requests for 500 ms, then two frames. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5 * TIMEOUT });
  await sleep(500);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Watches the list for the next `type` event (seen on document in the capture phase, before any
 * handler of the page): resolves window.__benchChange with the time from the event's timeStamp to
 * the first frame painted after the result count or the order of the shown products changed.
 */
async function arm(page: Page, type: 'click' | 'change') {
  await page.evaluate((type) => {
    const root = document.querySelector<HTMLElement>('[data-catalogue]')!;
    const count = root.querySelector('[data-result-count]');
    const shown = () => {
      const ids: string[] = [];
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/product/"]')) {
        if (link.closest('[hidden]')) continue;
        if (ids[ids.length - 1] !== link.pathname) ids.push(link.pathname);
        if (ids.length === 24) break;
      }
      return ids.join(' ');
    };
    const countBefore = count?.textContent;
    const shownBefore = shown();
    let start: number | undefined;
    window.__benchChange = new Promise<number>((resolve) => {
      document.addEventListener(type, (event) => (start ??= event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (start === undefined) return;
        if (count?.textContent === countBefore && shown() === shownBefore) return;
        observer.disconnect();
        const from = start;
        // The frame that shows the change, then the task after it: the paint is done by then.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - from);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  }, type);
}

/** Runs `act` and returns the click-to-paint time, or Infinity when the wait runs out. */
async function timed(page: Page, type: 'click' | 'change', act: () => Promise<unknown>): Promise<number> {
  await arm(page, type);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ranOut = new Promise<number>((r) => (timer = setTimeout(() => r(Infinity), TIMEOUT)));
  const measured = (async () => {
    await act();
    return page.evaluate(() => window.__benchChange!);
  })().catch(() => Infinity);
  const ms = await Promise.race([measured, ranOut]);
  clearTimeout(timer);
  return ms;
}

/** Marks the label of the n-th brand checkbox of the filter form and returns it. */
async function brandLabel(page: Page, n: number) {
  await page.evaluate((n) => {
    const inputs = document.querySelectorAll<HTMLInputElement>('[data-filter-form] input[name=brand]');
    const label = inputs[n]?.labels?.[0];
    if (!label) throw new Error(`No label for brand checkbox ${n}`);
    document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target');
    label.setAttribute('data-bench-target', '');
  }, n);
  return page.locator('[data-bench-target]');
}

/**
 * One run on a fresh /products: the first brand ticked, a second brand ticked, both unticked
 * again (not reported), and the sort set to price low to high. Ends at the first wait that runs
 * out (recorded as Infinity) or the first failure (logged); the steps not reached are left out.
 */
async function clickRun(browser: Browser, cpu: number): Promise<number[]> {
  const { context, page } = await openPage(browser, cpu);
  const times: number[] = [];
  // The shopper scrolls to an option before clicking it: the scroll (and the artwork it brings
  // into view) is done before the click is timed.
  const click = async (n: number) => {
    const label = await brandLabel(page, n);
    await label.scrollIntoViewIfNeeded();
    await settle(page);
    return timed(page, 'click', () => label.click());
  };
  const sortBy = async (value: string) => {
    await page.locator('select#sort').scrollIntoViewIfNeeded();
    await settle(page);
    return timed(page, 'change', () => page.selectOption('select#sort', value));
  };
  const steps = [
    () => click(0),
    () => click(1),
    async () => {
      for (const n of [0, 1]) if ((await click(n)) === Infinity) return Infinity;
      return NaN; // unticked again: not reported
    },
    () => sortBy('price-asc'),
  ];
  try {
    await page.goto(`${BASE}/products`, { waitUntil: 'load', timeout: 5 * TIMEOUT });
    await settle(page);
    for (const step of steps) {
      const ms = await step();
      if (!Number.isNaN(ms)) times.push(ms);
      if (ms === Infinity) break;
      await settle(page);
    }
  } catch (error) {
    failed(`run ended: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    // A page still busy in its handlers is closed all the same.
    await Promise.race([context.close(), sleep(10_000)]);
  }
  return times;
}

/** The spec's product search at 10 connections on PostgreSQL, by tests/bench/backend.ts. */
async function searchFigures(count: number, catalogue: string | undefined) {
  const env = {
    ...envFor(catalogue),
    BENCH_DATABASES: 'postgres',
    BENCH_CONNECTIONS: '10',
    BENCH_PRODUCTS: String(count),
    BENCH_SECONDS: SEARCH_SECONDS,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/backend.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((r) => child.once('exit', r));
  const row = /^\| PostgreSQL \| 10 \| (\d+) \| [\d.]+ \| ([\d.]+) \|/m.exec(out);
  if (!row) {
    failed(`search: no PostgreSQL figures (${out.trim().split('\n')[0] ?? 'no output'})`);
    return undefined;
  }
  return { rps: Number(row[1]), p95: Number(row[2]) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;
const ms = (values: number[]) => {
  if (values.length === 0) return '—';
  const m = median(values)!;
  return m === Infinity ? `>${TIMEOUT / 1000} s` : m.toFixed(0);
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const chromiumVersion = browser.version();
let server: ChildProcess | undefined;
process.on('exit', () => server?.kill());

const results = new Map<number, SizeResult>();
try {
  for (const count of SIZES) {
    const catalogue = catalogueDir(count, BUILD);
    const dist = `${DATA}/dist-${count}`;
    let figures: BuildFigures | undefined;
    if (BUILD) {
      log(`${count} products: building into ${dist}`);
      figures = await build(count, catalogue);
      log(`${count} products: built in ${figures.seconds.toFixed(0)} s`);
    } else if (existsSync(`${DATA}/build-${count}.json`)) {
      figures = JSON.parse(readFileSync(`${DATA}/build-${count}.json`, 'utf8')) as BuildFigures;
    }
    if (!existsSync(`${dist}/products.html`)) throw new Error(`No build in ${dist}: run without --no-build`);

    const total = folderBytes(dist);
    const html: SizeResult['html'] = {};
    for (const path of ['/products', '/women']) {
      const raw = readFileSync(`${dist}${path}.html`);
      html[path] = { raw: raw.length, gzip: gzipSync(raw).length, elements: 0 };
    }

    log(`${count} products: serving ${dist}`);
    server = await startServer(count, catalogue);
    const dcl: number[] = [];
    try {
      await loadFigures(browser, '/products'); // warm-up: the server's first responses are slower
      for (let i = 0; i < RUNS; i++) {
        const load = await loadFigures(browser, '/products');
        dcl.push(load.dcl);
        html['/products']!.elements = load.elements;
      }
      html['/women']!.elements = (await loadFigures(browser, '/women')).elements;
    } catch (error) {
      failed(`loading a page failed: ${(error as Error).message.split('\n')[0]}`);
    }

    const clicks: number[][][] = [];
    for (const profile of PROFILES) {
      const steps: number[][] = STEPS.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        const times = await clickRun(browser, profile.cpu);
        times.forEach((t, n) => steps[n]!.push(t));
        const shown = times.map((t) => (t === Infinity ? ms([t]) : `${t.toFixed(0)} ms`)).join(', ');
        log(`${count} products, ${profile.name}, run ${i + 1}: ${shown || 'not measured'}`);
        // A run cut short (past the limit, or failed) would be cut short again: no more runs.
        if (times.length < STEPS.length) break;
      }
      clicks.push(steps);
    }
    await stopServer(server);
    server = undefined;

    log(`${count} products: product search on PostgreSQL`);
    const search = await searchFigures(count, catalogue);
    results.set(count, {
      build: figures,
      pages: total.html,
      distBytes: total.bytes,
      productPageBytes: folderBytes(`${dist}/product`).bytes,
      artworkBytes: folderBytes(`${dist}/images/products`).bytes,
      html,
      dcl,
      clicks,
      search,
    });
  }
} finally {
  await browser.close();
  if (server) await stopServer(server);
}

const columns = SIZES.filter((n) => results.has(n));
const rows: [string, (r: SizeResult) => string][] = [
  ['build time (s)', (r) => (r.build ? r.build.seconds.toFixed(0) : '—')],
  [
    'build peak RSS, MiB (Node + child processes)',
    (r) =>
      r.build ? `${mib(r.build.maxRss)} + ${mib(r.build.childMaxRss.reduce((a, b) => a + b, 0))}` : '—',
  ],
  ['HTML pages', (r) => String(r.pages)],
  ['output size (MiB)', (r) => mib(r.distBytes)],
  [
    '… product pages, product/*.html (MiB)',
    (r) => `${mib(r.productPageBytes)} (${pct(r.productPageBytes, r.distBytes)})`,
  ],
  [
    '… product artwork, images/products (MiB)',
    (r) => `${mib(r.artworkBytes)} (${pct(r.artworkBytes, r.distBytes)})`,
  ],
  ...(['/products', '/women'] as const).flatMap((path): [string, (r: SizeResult) => string][] => [
    [`${path} HTML, KiB gzipped (raw)`, (r) => `${kib(r.html[path]!.gzip)} (${kib(r.html[path]!.raw)})`],
    [`${path} DOM elements`, (r) => String(r.html[path]!.elements || '—')],
  ]),
  ['/products DOMContentLoaded (ms)', (r) => ms(r.dcl)],
  ...PROFILES.flatMap((profile, p) =>
    STEPS.map((step, s): [string, (r: SizeResult) => string] => [
      `/products click to paint, ${step}, ${profile.name} (ms)`,
      (r) => ms(r.clicks[p]![s]!),
    ]),
  ),
  ['search, PostgreSQL, 10 connections: requests/s', (r) => (r.search ? String(r.search.rps) : '—')],
  ['search, PostgreSQL, 10 connections: p95 (ms)', (r) => (r.search ? r.search.p95.toFixed(1) : '—')],
];

console.log(
  `\nThe store at ${columns.map((n) => n.toLocaleString('en')).join(', ')} products · Chromium ${chromiumVersion} at 1280 px, ` +
    `medians of ${RUNS} runs · waits capped at ${TIMEOUT / 1000} s${BUILD ? '' : ' · build figures from the run that built .data/dist-N'}\n`,
);
console.log(`| | ${columns.map((n) => `${n.toLocaleString('en')} products`).join(' | ')} |`);
console.log(`|---|${columns.map(() => '---:').join('|')}|`);
for (const [label, cell] of rows)
  console.log(`| ${label} | ${columns.map((n) => cell(results.get(n)!)).join(' | ')} |`);
console.log(
  `\n— in a click row: not measured, an earlier step of the same run waited past ${TIMEOUT / 1000} s ` +
    `(the run stops there; see the log above).`,
);
if (SMOKE && failures.length) {
  console.error(`bench:catalogue: ${failures.length} step(s) failed: ${failures.join('; ')}`);
  process.exitCode = 1;
}
