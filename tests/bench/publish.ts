// npm run bench:publish [-- --sizes 127,1000,10000] [--skip-save] [--smoke]
//
// "Publish storefront" on PostgreSQL at each size: the local server holding a catalogue of N
// products (generated as `npm run catalogue:make` makes them), the site server's publisher running
// the real `astro build` against its API, and the swap to the new site. For each size it prints:
// - the full rebuild, stage by stage (catalogue read, content sync, vite, render, search index,
//   sitemap and the rest, swap), and the peak memory (maxRSS) of the build process;
// - a plain `astro build` of the same catalogue from a folder (CATALOGUE_DIR), timed the same way,
//   run right after it so that both meet the same load on the machine;
// - saving one product to its new price live: on its page, in a list it appears in and in the
//   search index, through the publisher's auto-publish (a partial publish after the saves stop).
// The stages come from the build's own log lines, noted by tests/bench/build-probe.mjs.
// Env: DATABASE_URL (the PostgreSQL server; a fresh database is made on it and dropped after),
//      BENCH_SAVE_TIMEOUT_S (how long to wait for a saved price to be live, 180).
// A smoke run: 127 products only (`--sizes` still wins), without the plain build beside it.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { readCatalogue, seedSql } from '../../supabase/generate-seed.mjs';
import { generateCatalogue, writeCatalogue, type ProductJson } from './generate-catalogue.ts';
import { startTestServer, type TestServer } from '../integration/support/local-server.ts';
import { startPublishing } from '../../src/publisher/publishing.ts';
import { astroBuild, type BuildCommand } from '../../src/publisher/publisher.ts';
import { AUTO_PUBLISH_TIMING } from '../../src/publisher/auto-publish.ts';
import { loadSite } from '../../src/host/site.ts';
import { SMOKE } from './smoke.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BENCH_ROOT = join(ROOT, '.data');
const PROBE = fileURLToPath(new URL('./build-probe.mjs', import.meta.url));

/** A build's stages in seconds; `catalogue` and `swap` only where the build has them. */
export interface BuildTiming {
  products: number;
  /** Where the build read the catalogue. */
  source: 'database' | 'folder';
  catalogue: number | null;
  sync: number;
  vite: number;
  render: number;
  search: number;
  /** Start-up, types, sitemap, headers, page manifest, and for a publish its own bookkeeping. */
  other: number;
  swap: number | null;
  total: number;
  /** Peak resident memory of the build process, MB. */
  peakMb: number;
  /** CPU time of the build process (user and system), seconds: steadier than the wall clock on a busy machine. */
  cpu: number;
  status: string;
  message: string | null;
}

/** Seconds from saving one product to its new price being served, where it was seen. */
export interface SaveToLive {
  products: number;
  page: number | null;
  list: number | null;
  search: number | null;
  /** The publish that took it live: its kind, length and pages built, or why none was measured. */
  publish: string;
}

interface ProbeReport {
  started: number;
  exited: number;
  code: number;
  maxRssKb: number;
  cpuSeconds: number;
  marks: { mark: string; at: number; value?: number }[];
}

/** `astro build` as the publisher runs it, with the probe preloaded and its report file. */
function probedBuild(report: string, build: BuildCommand = astroBuild): BuildCommand {
  return (outDir, env) => {
    const spec = build(outDir, env);
    return {
      ...spec,
      args: ['--import', PROBE, ...spec.args],
      env: { ...spec.env, BENCH_BUILD_PROBE: report },
    };
  };
}

/** The stages of a build from its probe report (epoch ms), `end` being when its site was live. */
function stagesOf(
  probe: ProbeReport,
  start: number,
  end: number,
): Omit<BuildTiming, 'products' | 'source' | 'status' | 'message'> {
  const at = (mark: string, after = 0) => probe.marks.find((m) => m.mark === mark && m.at >= after)?.at;
  const span = (from: number | undefined, to: number | undefined) =>
    from !== undefined && to !== undefined ? (to - from) / 1000 : 0;
  const catalogue = at('catalogue') === undefined ? null : span(at('catalogue'), at('catalogueRead'));
  const sync = span(at('sync'), at('synced')) - (catalogue ?? 0);
  const render = at('render');
  const search = (probe.marks.find((m) => m.mark === 'searchIndex')?.value ?? 0) / 1000;
  const stages = {
    catalogue,
    sync,
    vite: span(at('vite'), render),
    render: span(render, render === undefined ? undefined : at('completed', render)),
    search,
    swap: null as number | null,
  };
  const total = (end - start) / 1000;
  const named = (stages.catalogue ?? 0) + stages.sync + stages.vite + stages.render + stages.search;
  return { ...stages, other: total - named, total, peakMb: probe.maxRssKb / 1024, cpu: probe.cpuSeconds };
}

const readProbe = (file: string): ProbeReport => JSON.parse(readFileSync(file, 'utf8')) as ProbeReport;

/** The folder a catalogue of `count` products is kept in for the plain build (made once). */
function catalogueFolder(count: number): string {
  const dir = join(BENCH_ROOT, `bench-publish-catalogue-${count}`);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')).length : 0;
  if (files !== count) writeCatalogue(dir, generateCatalogue(readCatalogue() as ProductJson[], count));
  return dir;
}

/** Astro's content cache of a build reading `catalogue` (astro.config.mjs keeps one per source). */
const contentCache = (catalogue: string) =>
  join(ROOT, 'node_modules/.astro', `catalogue-${catalogue.replace(/[^\w.-]+/g, '_')}`);

/**
 * A plain `astro build` of `count` generated products from a folder, as `npm run build` with
 * CATALOGUE_DIR runs it, from a cold content cache as a publish's build is.
 *
 * @example const plain = await benchPlainBuild(1000);
 */
export async function benchPlainBuild(count: number): Promise<BuildTiming> {
  const catalogue = catalogueFolder(count);
  rmSync(contentCache(catalogue), { recursive: true, force: true });
  const work = mkdtempSync(join(BENCH_ROOT, 'bench-plain-'));
  const report = join(work, 'probe.json');
  const spec = probedBuild(report)(join(work, 'dist'), { CATALOGUE_DIR: catalogue });
  try {
    const start = Date.now();
    const code = await new Promise<number | null>((done) => {
      const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: 'ignore' });
      child.on('close', done);
    });
    const probe = readProbe(report);
    return {
      products: count,
      source: 'folder',
      ...stagesOf(probe, start, probe.exited),
      status: code === 0 ? 'succeeded' : 'failed',
      message: code === 0 ? null : `exit code ${code}`,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(contentCache(catalogue), { recursive: true, force: true });
  }
}

/** Every .html file under `dir`, as paths relative to it. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
}

/** The products' search index entry of `slug`, if a fragment not in `seen` holds it. */
function searchPrice(live: string, slug: string, seen: Set<string>): string | undefined {
  const dir = join(live, 'pagefind/products/fragment');
  for (const name of readdirSync(dir)) {
    if (seen.has(name)) continue;
    seen.add(name);
    const text = gunzipSync(readFileSync(join(dir, name)))
      .toString('utf8')
      .replace(/^pagefind_dcd/, '');
    const fragment = JSON.parse(text) as { url: string; meta?: Record<string, string> };
    if (fragment.url === `/product/${slug}.html` || fragment.url === `/product/${slug}`)
      return fragment.meta?.price;
  }
  return undefined;
}

/**
 * SAVE TO LIVE: saves one product's new price (as the admin's save does, an update the products
 * table's trigger records) and times until the live site shows it on the product's page, in a list
 * page it appears on, and in the search index, as the auto-publish (a partial publish) takes it
 * live. Returns undefined when the publisher has no auto-publish to measure.
 */
async function measureSaveToLive(
  server: TestServer,
  count: number,
  live: () => string,
  autoPublish: boolean,
): Promise<SaveToLive> {
  if (!autoPublish)
    return {
      products: count,
      page: null,
      list: null,
      search: null,
      publish: 'not measured: no partial publish yet',
    };
  const { rows } = await server.api.db.query<{ slug: string; price: number; discount: number }>(
    `select slug, price, discount from public.products where in_stock and stock > 0 order by slug
      limit 1 offset $1`,
    [Math.floor(count / 2)],
  );
  const { slug, price } = rows[0]!;
  const newPrice = price + 1;
  const before = live();
  const listPage = htmlFiles(before).find(
    (name) =>
      !name.startsWith('product/') &&
      readFileSync(join(before, name), 'utf8').includes(`data-product-id="${slug}"`),
  );
  const seenFragments = new Set(readdirSync(join(before, 'pagefind/products/fragment')));
  const tile = new RegExp(`data-product-id="${slug}"[^>]*data-price="${newPrice}"`);
  const seen: { page: number | null; list: number | null; search: number | null } = {
    page: null,
    list: null,
    search: null,
  };
  const timeoutMs = Number(process.env.BENCH_SAVE_TIMEOUT_S ?? 180) * 1000;

  const saved = performance.now();
  const savedAt = new Date().toISOString();
  await server.api.db.query('update public.products set price = $1, discount = 0 where slug = $2', [
    newPrice,
    slug,
  ]);
  const since = () => (performance.now() - saved) / 1000;
  while (performance.now() - saved < timeoutMs && Object.values(seen).includes(null)) {
    const dir = live();
    const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
    if (seen.page === null && read(`product/${slug}.html`).includes(`data-price-kes="${newPrice}"`))
      seen.page = since();
    if (seen.list === null && listPage && tile.test(read(listPage))) seen.list = since();
    if (seen.search === null && searchPrice(dir, slug, seenFragments) === String(newPrice))
      seen.search = since();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const publishes = await server.api.db.query<{
    kind: string;
    status: string;
    seconds: number;
    pages_built: number | null;
    message: string | null;
  }>(
    `select kind, status, extract(epoch from finished_at - started_at)::float8 as seconds, pages_built, message
       from public.storefront_publishes where started_at >= $1 order by started_at`,
    [savedAt],
  );
  const publish =
    publishes.rows
      .map(
        (p) =>
          `${p.kind} ${p.status === 'running' ? 'still running at the end of the wait' : p.status}` +
          `${p.seconds === null ? '' : ` in ${p.seconds.toFixed(1)} s`}` +
          `${p.pages_built === null ? '' : `, ${p.pages_built} pages`}` +
          `${p.kind === 'full' && p.message ? ` (${p.message.slice(0, 120)})` : ''}`,
      )
      .join('; ') || 'none started';
  return { products: count, ...seen, publish: listPage ? publish : `${publish}; no list page holds ${slug}` };
}

/**
 * Times one full publish of `count` products on PostgreSQL (DATABASE_URL), stage by stage, and
 * with `saveToLive` then one product's save until its new price is live.
 *
 * @example const { full } = await benchPublish(10_000);
 */
export async function benchPublish(
  count: number,
  { saveToLive = false } = {},
): Promise<BuildTiming & { saveToLive?: SaveToLive }> {
  process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const server = await startTestServer({ orderExpiryIntervalMs: 0, demoAccounts: false, log: () => {} });
  const work = mkdtempSync(join(BENCH_ROOT, 'bench-publish-'));
  const sitesDir = join(work, 'sites');
  let probes = 0;
  let probe = '';
  let live = '';
  let liveAt = 0;
  try {
    if (server.kind !== 'PostgreSQL')
      throw new Error('The publish bench runs on PostgreSQL: set DATABASE_URL');
    await server.api.db.exec('delete from public.products');
    await server.api.db.exec(
      seedSql(generateCatalogue(readCatalogue(), count), `${count} generated products`),
    );

    const publishing = await startPublishing({
      api: server.api,
      sitesDir,
      // The build reads the catalogue from the test server's API.
      origin: () => server.url,
      log: () => {},
      liveDir: () => live || undefined,
      // Going live as the site server does: the new folder opened for serving.
      goLive: (dir) => {
        loadSite(dir);
        live = dir;
        liveAt = Date.now();
      },
      build: (outDir, env) => probedBuild((probe = join(work, `probe-${++probes}.json`)))(outDir, env),
      ...(saveToLive ? { autoPublish: AUTO_PUBLISH_TIMING } : {}),
    });

    const requested = Date.now();
    const { record } = await publishing.publisher.start();
    await publishing.publisher.idle();
    const { rows } = await server.api.db.query<{
      status: string;
      message: string | null;
      product_count: number;
    }>('select status, message, product_count from public.storefront_publishes where id = $1', [record.id]);
    const report = readProbe(probe);
    const stages = stagesOf(report, requested, liveAt || Date.now());
    const swap = liveAt ? (liveAt - report.exited) / 1000 : null;
    const timing: BuildTiming = {
      products: rows[0]?.product_count ?? count,
      source: 'database',
      ...stages,
      swap,
      other: stages.other - (swap ?? 0),
      status: rows[0]?.status ?? 'unknown',
      message: rows[0]?.message ?? null,
    };
    if (!saveToLive || timing.status !== 'succeeded') return timing;
    const save = await measureSaveToLive(server, count, () => live, Boolean(publishing.autoPublish));
    publishing.autoPublish?.stop();
    await publishing.publisher.idle();
    return { ...timing, saveToLive: save };
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(contentCache(server.url), { recursive: true, force: true });
  }
}

/** Rows as a Markdown table, numbers right-aligned. */
function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((cell, i) => cell.padStart(widths[i]!)).join(' | ')} |`;
  return [row(header), `|${widths.map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`, ...lines.map(row)].join(
    '\n',
  );
}

const seconds = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** Full rebuilds and plain builds as one table, a row each. */
export function formatPublishTable(results: BuildTiming[]): string {
  return table(
    [
      'products',
      'build',
      'catalogue read',
      'content sync',
      'vite',
      'render',
      'search index',
      'sitemap/other',
      'swap',
      'total (s)',
      'build CPU (s)',
      'peak RSS (MB)',
      'result',
    ],
    results.map((r) => [
      r.products.toLocaleString('en-KE'),
      r.source === 'database' ? 'publish (database)' : 'plain build (folder)',
      r.source === 'folder' ? 'in sync' : seconds(r.catalogue),
      seconds(r.sync),
      seconds(r.vite),
      seconds(r.render),
      seconds(r.search),
      seconds(r.other),
      seconds(r.swap),
      seconds(r.total),
      seconds(r.cpu),
      r.peakMb.toFixed(0),
      r.status,
    ]),
  );
}

/** Save-to-live measurements as a table. */
export function formatSaveTable(results: SaveToLive[]): string {
  const at = (value: number | null, publish: string) =>
    value === null ? (publish.startsWith('not measured') ? publish : 'not seen') : `${value.toFixed(1)} s`;
  return table(
    ['products', 'product page', 'list page', 'search', 'publish'],
    results.map((r) => [
      r.products.toLocaleString('en-KE'),
      at(r.page, r.publish),
      at(r.list, r.publish),
      at(r.search, r.publish),
      r.publish,
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: SMOKE ? '127' : '127,1000,10000' },
      'skip-save': { type: 'boolean' },
      smoke: { type: 'boolean' },
    },
  });
  const sizes = values.sizes.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes: ${values.sizes}`);
  const builds: BuildTiming[] = [];
  const saves: SaveToLive[] = [];
  for (const size of sizes) {
    console.error(`${size.toLocaleString('en-KE')} products: publishing from the database…`);
    const { saveToLive, ...publish } = await benchPublish(size, { saveToLive: !values['skip-save'] });
    builds.push(publish);
    if (saveToLive) saves.push(saveToLive);
    // The plain build is the comparison beside the publish: a smoke run, which judges no figure, leaves it out.
    if (SMOKE) continue;
    console.error(`${size.toLocaleString('en-KE')} products: plain build from a folder…`);
    builds.push(await benchPlainBuild(size));
  }
  // A build that failed is a bench that did not complete.
  for (const build of builds.filter((timing) => timing.status !== 'succeeded')) {
    console.error(
      `The build of ${build.products} products from the ${build.source}: ${build.status}. ${build.message ?? ''}`,
    );
    process.exitCode = 1;
  }
  for (const save of saves.filter((timing) => [timing.page, timing.list, timing.search].includes(null))) {
    console.error(`A saved price at ${save.products} products was not all live: ${save.publish}`);
    process.exitCode = 1;
  }
  console.log('\nFull rebuild, by stage (seconds), and the build process peak memory');
  console.log('(two cores shared with other work: compare the rows of one size, not the absolute times)\n');
  console.log(formatPublishTable(builds));
  if (saves.length) {
    console.log('\nSaving one product: seconds until its new price is live (auto-publish)\n');
    console.log(formatSaveTable(saves));
  }
}
