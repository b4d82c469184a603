// npm run bench:lighthouse — builds the site, serves it compressed on loopback, runs Lighthouse 12
// in its default mobile mode on one page of each template, and prints a table of the four category
// scores, LCP, TBT, CLS and the gzipped JavaScript each page loads before any interaction.
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = Number(process.env.BENCH_PORT ?? 4410);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const ALL_PAGES = [
  ['home', '/'],
  ['product list', '/products'],
  ['product page', '/product/dress-001'],
  ['brand page', '/brands/rolex'],
  ['blog article', '/blog/african-print'],
  ['info page', '/about'],
];
// BENCH_PAGES=/,/about limits the run to those paths.
const only = process.env.BENCH_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter(([, path]) => only.includes(path)) : ALL_PAGES;

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/server/serve.ts', '--memory', '--port', String(PORT)],
  { stdio: 'ignore' },
);
process.on('exit', () => server.kill());
await waitFor(BASE);

const chromePath =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const rows = [];
try {
  for (const [template, path] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${path}`, chrome.port));
    // The median run by performance score keeps one noisy run from deciding the row.
    runs.sort((a, b) => a.performance - b.performance);
    rows.push({ template, path, ...runs[Math.floor(runs.length / 2)] });
  }
} finally {
  chrome.kill();
  server.kill();
}

const header = ['template', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz'];
const table = rows.map((r) => [
  r.template,
  r.path,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  Math.round(r.lcp),
  Math.round(r.tbt),
  r.cls.toFixed(3),
  (r.jsBytes / 1024).toFixed(1),
]);
console.log(
  `\nLighthouse ${lighthouseVersion()} · mobile (simulated Slow 4G, 4× CPU) · ${RUNS} run(s) per page\n`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const row of table) console.log(`| ${row.join(' | ')} |`);
// Whatever kept a category below 100, so a regression says what to fix.
for (const r of rows) {
  for (const failed of r.failed) console.log(`  ${r.path}: ${failed}`);
  if (process.env.BENCH_VERBOSE) console.log(`  ${r.path}: LCP element ${r.lcpElement}`);
}

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  // Scripts requested before any interaction; transferSize is what travelled (gzipped).
  const requests = audits['network-requests'].details.items;
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failed: Object.values(categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs.filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        ),
      )
      .map((ref) => `${ref.id}: ${audits[ref.id].title}`),
  };
}

async function waitFor(url) {
  // The server starts the local backend too (PGlite, migrations, seed): allow a minute.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The site did not start at ${url}`);
}

function lighthouseVersion() {
  return execSync('node -p "require(\'lighthouse/package.json\').version"', { encoding: 'utf8' }).trim();
}
