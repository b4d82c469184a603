// "Publish storefront", timed from the request to the new site live: the local server on
// PostgreSQL holding a catalogue of N products (generated as `npm run catalogue:make` makes them),
// the site server's publisher running the real `astro build` against it, and the swap to the new
// site. Prints, per size, the whole time and each stage's share (reading the catalogue, rendering
// pages, indexing search, going live), and the site's size.
// Usage: tsx tests/bench/publish.ts [--count 10000] (several: --count 127 --count 10000)
// Env: DATABASE_URL (the PostgreSQL server; a fresh database is made on it and dropped after).
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readCatalogue, seedSql } from '../../supabase/generate-seed.mjs';
import { generateCatalogue } from './generate-catalogue.ts';
import { startTestServer } from '../integration/support/local-server.ts';
import { startPublishing } from '../../src/publisher/publishing.ts';
import { loadSite } from '../../src/host/site.ts';
import { PUBLISH_STAGES } from '../../src/publisher/build-progress.ts';

export interface PublishTiming {
  products: number;
  /** Request to the new site served, in seconds. */
  total: number;
  /** Seconds spent in each stage, going live included. */
  stages: Record<string, number>;
  pages: number;
  megabytes: number;
  status: string;
  message: string | null;
}

const BENCH_ROOT = fileURLToPath(new URL('../../.data/', import.meta.url));

/** Files and bytes under a folder. */
function folderSize(dir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, name));
    if (!stat.isFile()) continue;
    bytes += stat.size;
    if (name.endsWith('.html')) pages += 1;
  }
  return { pages, bytes };
}

/**
 * Times one publish of a catalogue of `count` products on PostgreSQL (DATABASE_URL).
 *
 * @example const timing = await benchPublish(10_000);
 */
export async function benchPublish(count: number): Promise<PublishTiming> {
  process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const server = await startTestServer({ orderExpiryIntervalMs: 0, demoAccounts: false, log: () => {} });
  const sitesDir = mkdtempSync(join(BENCH_ROOT, 'bench-publish-'));
  try {
    if (server.kind !== 'PostgreSQL')
      throw new Error('The publish bench runs on PostgreSQL: set DATABASE_URL');
    await server.api.db.exec('delete from public.products');
    await server.api.db.exec(
      seedSql(generateCatalogue(readCatalogue(), count), `${count} generated products`),
    );

    let live = { start: 0, end: 0 };
    const publishing = await startPublishing({
      api: server.api,
      sitesDir,
      // The build reads the catalogue from the test server's API.
      origin: () => server.url,
      log: () => {},
      // Going live as the site server does: the new folder opened for serving.
      goLive: (dir) => {
        const start = performance.now();
        loadSite(dir);
        live = { start, end: performance.now() };
      },
    });

    const started = performance.now();
    const stageStarts: [string, number][] = [[PUBLISH_STAGES.catalogue, started]];
    const { record: publish } = await publishing.publisher.start();
    const watch = setInterval(() => {
      const stage = publishing.publisher.current()?.stage;
      if (stage && stage !== stageStarts.at(-1)![0]) stageStarts.push([stage, performance.now()]);
    }, 50);
    await publishing.publisher.idle();
    clearInterval(watch);
    const finished = performance.now();

    const { rows } = await server.api.db.query<{
      status: string;
      message: string | null;
      product_count: number;
    }>('select status, message, product_count from public.storefront_publishes where id = $1', [publish.id]);
    const folder = readdirSync(sitesDir).find((name) => name !== 'live');
    const size = folder ? folderSize(join(sitesDir, folder)) : { pages: 0, bytes: 0 };
    stageStarts.push(['Going live', live.start || finished], ['end', live.end || finished]);
    const stages: Record<string, number> = {};
    for (let n = 0; n < stageStarts.length - 1; n++)
      stages[stageStarts[n]![0]] = (stageStarts[n + 1]![1] - stageStarts[n]![1]) / 1000;
    return {
      products: rows[0]?.product_count ?? count,
      total: (finished - started) / 1000,
      stages,
      pages: size.pages,
      megabytes: size.bytes / 1024 / 1024,
      status: rows[0]?.status ?? 'unknown',
      message: rows[0]?.message ?? null,
    };
  } finally {
    await server.stop();
    rmSync(sitesDir, { recursive: true, force: true });
  }
}

/** The results as a table. */
export function formatPublishTable(results: PublishTiming[]): string {
  const columns = [PUBLISH_STAGES.catalogue, PUBLISH_STAGES.rendering, PUBLISH_STAGES.indexing, 'Going live'];
  const header = ['products', 'publish (s)', ...columns.map((c) => `${c} (s)`), 'pages', 'MB', 'result'];
  const lines = results.map((r) => [
    r.products.toLocaleString('en-KE'),
    r.total.toFixed(1),
    ...columns.map((c) => (r.stages[c] ?? 0).toFixed(1)),
    r.pages.toLocaleString('en-KE'),
    r.megabytes.toFixed(0),
    r.status,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((cell, i) => cell.padStart(widths[i]!)).join(' | ')} |`;
  return [row(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(row)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { count: { type: 'string', multiple: true } } });
  const counts = (values.count ?? ['127']).map(Number);
  const results: PublishTiming[] = [];
  for (const count of counts) {
    console.error(`Publishing ${count.toLocaleString('en-KE')} products…`);
    const result = await benchPublish(count);
    if (result.status !== 'succeeded') console.error(result.message);
    results.push(result);
  }
  console.log(formatPublishTable(results));
}
