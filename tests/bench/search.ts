// npm run bench:search — the header search in Chromium on the built site, at the real catalogue
// (127 products) and at 10,000 generated ones (npm run catalogue:make; served with its own seed):
//   - build: wall time of `astro build` (site and search index), the index's own time, and the
//     size of the index (dist/pagefind and the misspelling words);
//   - bytes: what opening the dialog downloads (its code), and what the first search downloads
//     (Pagefind's script, WebAssembly and index chunks, the words, the backend's answer);
//   - time from the last keystroke to the results painted, less the debounce, over a fixed list of
//     queries typed into the open dialog: the first search (cold), then p50 and p95 of the rest.
// Env: BENCH_SIZES (127,10000), BENCH_ROUNDS (5), BENCH_PORT (4413).
// `--no-build` reuses the builds in dist/ and .data/dist-N. A smoke run: 127 products, one round,
// dist/ as it is when a build is there.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../src/islands/search/use-site-search';
import { SMOKE, benchSetting } from './smoke.mjs';

const SIZES = benchSetting('BENCH_SIZES', '127,10000', '127').split(',').map(Number);
const ROUNDS = Number(benchSetting('BENCH_ROUNDS', 5, 1));
const PORT = Number(process.env.BENCH_PORT ?? 4413);
const BASE = `http://127.0.0.1:${PORT}`;
const QUERIES = [
  'rolex',
  'silk dress',
  'handbg',
  'watches',
  'black leather bag',
  'kitenge',
  'snekers',
  'omega',
  'beaded necklace',
  'qqqzzz',
];
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const distOf = (size: number) => (size === 127 ? 'dist' : `.data/dist-${size}`);
const catalogueOf = (size: number) => (size === 127 ? undefined : `.data/catalogue-${size}`);

function envFor(size: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const catalogue = catalogueOf(size);
  if (catalogue) env.CATALOGUE_DIR = catalogue;
  else delete env.CATALOGUE_DIR;
  return env;
}

function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

interface BuildFigures {
  seconds: number | null;
  indexMs: number | null;
}

function build(size: number): BuildFigures {
  const catalogue = catalogueOf(size);
  if (catalogue && !existsSync(`${catalogue}/seed.sql`)) {
    const made = spawnSync('npm', ['run', 'catalogue:make', '--', '--count', String(size)], {
      stdio: 'inherit',
    });
    if (made.status !== 0) throw new Error(`catalogue:make --count ${size} failed`);
  }
  const started = performance.now();
  const args = ['run', 'build', ...(size === 127 ? [] : ['--', '--outDir', distOf(size)])];
  const done = spawnSync('npm', args, { env: envFor(size), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (done.status !== 0)
    throw new Error(`The build of ${size} products failed:\n${done.stderr.slice(-2000)}`);
  const indexMs = /search index: .* in (\d+) ms/.exec(done.stdout)?.[1];
  return { seconds: (performance.now() - started) / 1000, indexMs: indexMs ? Number(indexMs) : null };
}

async function startServer(size: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/host/serve.ts', '--memory', '--port', String(PORT), '--dist', distOf(size)],
    { env: envFor(size), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // The local backend seeds PGlite with the whole catalogue first: allow five minutes.
  for (let i = 0; i < 3000; i++) {
    if (server.exitCode !== null) throw new Error('The server exited during start-up');
    if (
      await fetch(BASE).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await sleep(100);
  }
  throw new Error('The site did not start');
}

/** Bytes received over the network from now until `stop()` (CDP's encoded lengths). */
async function countBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  return {
    take: () => {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

/** Types `query` into the open dialog; ms from its last keystroke to the results painted. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const box = page.getByRole('dialog', { name: 'Search Fashion' }).getByRole('combobox');
  await box.fill('');
  await box.pressSequentially(query);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { lastKey: number };
        const root = document.getElementById('search')!;
        const done = () => {
          const status = root.querySelector('[role=status]');
          const counted = /\d+ results?/.test(root.querySelector('[aria-live]')?.textContent ?? '');
          const empty = root.textContent?.includes('No results found for');
          return !status && (counted || empty);
        };
        const finish = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - w.lastKey)));
        if (done()) return finish();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          finish();
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Row {
  size: number;
  build: BuildFigures;
  indexKiB: number;
  openKiB: number;
  firstKiB: number;
  firstMs: number;
  p50: number;
  p95: number;
  /** Each query's times over the rounds. */
  byQuery: Map<string, number[]>;
}

const rows: Row[] = [];
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const size of SIZES) {
    const built =
      process.argv.includes('--no-build') || (SMOKE && existsSync(join(distOf(size), 'index.html')));
    const figures = built ? { seconds: null, indexMs: null } : build(size);
    const indexKiB =
      (folderBytes(join(distOf(size), 'pagefind')) + folderBytes(join(distOf(size), 'search'))) / 1024;
    const server = await startServer(size);
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      await context.addInitScript(() => {
        // The time of the last keystroke, for timeQuery.
        document.addEventListener(
          'keydown',
          (event) => ((window as unknown as { lastKey: number }).lastKey = event.timeStamp),
          { capture: true },
        );
        sessionStorage.setItem('splashShown', '1');
        localStorage.setItem('emailPopupSeen', 'bench');
      });
      const page = await context.newPage();
      await page.goto(`${BASE}/about`, { waitUntil: 'networkidle' });
      const bytes = await countBytes(page);
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Search Fashion' }).getByRole('combobox').waitFor();
      await page.waitForLoadState('networkidle');
      const openKiB = bytes.take() / 1024;
      const firstMs = (await timeQuery(page, QUERIES[0]!)) - SEARCH_DEBOUNCE_MS;
      await page.waitForLoadState('networkidle');
      const firstKiB = bytes.take() / 1024;
      const byQuery = new Map(QUERIES.map((query) => [query, [] as number[]]));
      for (let round = 0; round < ROUNDS; round++)
        for (const query of QUERIES)
          byQuery.get(query)!.push((await timeQuery(page, query)) - SEARCH_DEBOUNCE_MS);
      const times = [...byQuery.values()].flat();
      rows.push({
        size,
        build: figures,
        indexKiB,
        openKiB,
        firstKiB,
        firstMs,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        byQuery,
      });
      await context.close();
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }
} finally {
  await browser.close();
}

const cell = (value: number | null, digits = 0) => (value === null ? '—' : value.toFixed(digits));
console.log(
  `\nHeader search · Chromium 1280×800, loopback, no throttling · ${QUERIES.length} queries × ${ROUNDS} rounds · times less the ${SEARCH_DEBOUNCE_MS} ms debounce\n`,
);
console.log(`| | ${rows.map((r) => `${r.size.toLocaleString('en')} products`).join(' | ')} |`);
console.log(`|---|${rows.map(() => '---:').join('|')}|`);
const line = (label: string, value: (r: Row) => string) =>
  console.log(`| ${label} | ${rows.map(value).join(' | ')} |`);
line('build, site and index (s)', (r) => cell(r.build.seconds));
line('… of which the search index (s)', (r) =>
  cell(r.build.indexMs === null ? null : r.build.indexMs / 1000, 1),
);
line('index size (KiB)', (r) => cell(r.indexKiB));
line('opening the dialog downloads (KiB)', (r) => cell(r.openKiB, 1));
line('the first search downloads (KiB)', (r) => cell(r.firstKiB, 1));
line('first search, last key → results (ms)', (r) => cell(r.firstMs));
line('later searches p50 (ms)', (r) => cell(r.p50));
line('later searches p95 (ms)', (r) => cell(r.p95));

console.log(`\nEach query, last key → results (ms): the median and the slowest of its ${ROUNDS} rounds\n`);
console.log(`| query | ${rows.map((r) => `${r.size.toLocaleString('en')}: median | slowest`).join(' | ')} |`);
console.log(`|---|${rows.map(() => '---:|---:').join('|')}|`);
for (const query of QUERIES)
  console.log(
    `| ${query} | ${rows
      .map((r) => {
        const times = r.byQuery.get(query)!;
        return `${cell(percentile(times, 50))} | ${cell(Math.max(...times))}`;
      })
      .join(' | ')} |`,
  );
