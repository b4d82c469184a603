// A partial publish with the real `astro build`: the site server's publisher builds the whole site
// from the products table once, then builds only the pages whose content changed and lays them over
// a hard-link copy of the live site. It checks that a change rebuilds exactly the pages that show
// the product, that a price change, a new product and a deleted one reach their pages, the lists,
// the catalogue index, the sitemap and the search index, and that a failed partial publish leaves
// the last good site serving. Three builds of the 127-product catalogue: a few minutes.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/host/site.ts';
import { startPublishing, type Publishing } from '../../../src/publisher/publishing.ts';
import {
  astroBuild,
  type BuildCommand,
  type PublishKind,
  type PublishRecord,
} from '../../../src/publisher/publisher.ts';
import { pageFile, readPageManifest, type PageManifest } from '../../../src/integrations/page-digests.ts';
import { decodeCatalogueIndex } from '../../../src/lib/catalogue-index.ts';
import { sitePublish } from '../../../src/integrations/service-worker.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

const BUILD_MS = 400_000;
const FAKE_BUILD = fileURLToPath(new URL('../fixtures/fake-site-build.mjs', import.meta.url));
// Inside the project: Astro keeps a build's server chunks in the project's .astro/ when the
// output folder is outside it, where another build could remove them.
const DATA = fileURLToPath(new URL('../../../.data/', import.meta.url));

let server: TestServer;
let publishing: Publishing;
let sitesDir: string;
let live = '';
let failBuild = false;
const build: BuildCommand = (outDir, env) =>
  failBuild
    ? {
        command: process.execPath,
        args: [FAKE_BUILD, outDir],
        env: { ...process.env, ...env, FAKE_BUILD: 'fail' },
      }
    : astroBuild(outDir, env);

async function publish(kind: PublishKind): Promise<PublishRecord> {
  const { record } = await publishing.publisher.start(null, kind);
  await publishing.publisher.idle();
  const { rows } = await server.api.db.query<PublishRecord>(
    'select * from public.storefront_publishes where id = $1',
    [record.id],
  );
  return rows[0]!;
}

const read = (site: string, path: string) => readFileSync(join(site, pageFile(path)), 'utf8');
const manifestOf = (site: string): PageManifest => readPageManifest(join(site, '.pages.json'))!;
const pending = async () =>
  (
    await server.api.db.query<{ product_slug: string }>(
      'select product_slug from public.storefront_changes where publish_id is null order by product_slug',
    )
  ).rows.map((row) => row.product_slug);

/** The product pages' search records (Pagefind fragments: gzip of "pagefind_dcd" and JSON). */
function searchRecords(site: string): string[] {
  const dir = join(site, 'pagefind/products/fragment');
  return readdirSync(dir).map((file) => gunzipSync(readFileSync(join(dir, file))).toString('utf8'));
}

beforeAll(async () => {
  server = await startTestServer();
  mkdirSync(DATA, { recursive: true });
  sitesDir = mkdtempSync(join(DATA, 'publish-partial-'));
  publishing = await startPublishing({
    api: server.api,
    sitesDir,
    origin: () => server.url,
    build,
    log: () => {},
    goLive: (dir) => {
      loadSite(dir);
      live = dir;
    },
    liveDir: () => live || undefined,
  });
  const first = await publish('partial');
  // No live site yet to build on: the first publish is a full one, and says why.
  expect(first).toMatchObject({ status: 'succeeded', kind: 'full' });
  expect(first.message).toContain('A full publish: the live site has no page manifest.');
}, BUILD_MS);

afterAll(async () => {
  await server?.stop();
  if (sitesDir) rmSync(sitesDir, { recursive: true, force: true });
});

describe('a partial publish', () => {
  it(
    'builds exactly the pages that show a changed product, and links the rest to the live site',
    async () => {
      const before = live;
      const old = manifestOf(before);
      const slug = 'dress-001';
      // The pages that show the product: its own, its artwork, and every page with its tile.
      const showing = Object.keys(old.pages).filter(
        (path) =>
          path === `/product/${slug}` ||
          path.startsWith(`/images/products/${slug}.`) ||
          path.startsWith(`/images/products/${slug}--`) ||
          (!path.includes('.') && read(before, path).includes(`href="/product/${slug}"`)),
      );
      await server.api.db.query(
        `update public.products set name = 'Kitenge Wrap Maxi Dress' where slug = $1`,
        [slug],
      );
      expect(await pending()).toEqual([slug]);

      const record = await publish('partial');
      expect(record).toMatchObject({ status: 'succeeded', kind: 'partial', pages_built: showing.length });
      expect(live).not.toBe(before);
      const now = manifestOf(live);
      const changed = Object.keys(now.pages).filter((path) => now.pages[path] !== old.pages[path]);
      expect(changed.sort()).toEqual(showing.sort());
      expect(read(live, `/product/${slug}`)).toContain('Kitenge Wrap Maxi Dress');
      // A page that did not change is the live site's own file, not a copy.
      const other = Object.keys(old.pages).find(
        (path) => path.startsWith('/product/') && !showing.includes(path),
      )!;
      expect(statSync(join(live, pageFile(other))).ino).toBe(statSync(join(before, pageFile(other))).ino);
      expect(await pending()).toEqual([]);
      // A new service worker, named after the new publish (its pages cache), precaching the home page;
      // the live site's worker, which the merge's folder first linked to, is as it was.
      const worker = readFileSync(join(live, 'sw.js'), 'utf8');
      expect(sitePublish(live)).not.toBe(sitePublish(before));
      expect(worker.includes(sitePublish(live))).toBe(true);
      expect(worker.includes('"url":"/"')).toBe(true);
      const liveWorker = readFileSync(join(before, 'sw.js'), 'utf8');
      expect(liveWorker.includes(sitePublish(before))).toBe(true);
    },
    BUILD_MS,
  );

  it(
    'takes a new price, a new product and a deleted one to their pages, lists, catalogue index, sitemap and search',
    async () => {
      const before = live;
      const db = server.api.db;
      await db.query(`update public.products set price = 12345, discount = 0 where slug = 'bags-001'`);
      await db.query(
        `insert into public.products (slug, name, description, price, image, category, type, brand, in_stock,
           rating, review_count, sizes, colors, tags, stock, discount, new_arrival, featured, material, art)
         select 'sisal-market-basket', 'Sisal Market Basket', description, 4321, null, category, type, brand,
           true, rating, review_count, sizes, colors, tags, 9, 0, new_arrival, featured, material, art
           from public.products where slug = 'bags-002'`,
      );
      await db.query(`delete from public.products where slug = 'bags-003'`);
      expect(await pending()).toEqual(['bags-001', 'bags-003', 'sisal-market-basket']);

      const record = await publish('partial');
      expect(record).toMatchObject({ status: 'succeeded', kind: 'partial' });
      // The deleted product's page and its artwork, one file per colour.
      expect(record.message).toMatch(/\d+ of \d+ pages built, \d+ removed\.$/);

      // The pages.
      expect(read(live, '/product/bags-001')).toContain('KSH 12,345');
      expect(read(live, '/product/sisal-market-basket')).toContain('Sisal Market Basket');
      expect(existsSync(join(live, 'product/bags-003.html'))).toBe(false);
      expect(existsSync(join(live, 'images/products/sisal-market-basket.svg'))).toBe(true);
      expect(existsSync(join(live, 'images/products/bags-003.svg'))).toBe(false);
      // The lists of their types (totes, handbags, backpacks: one page each).
      expect(read(live, '/products/totes')).toContain('KSH 12,345');
      expect(read(live, '/products/handbags')).toContain('href="/product/sisal-market-basket"');
      expect(read(live, '/products/backpacks')).not.toContain('href="/product/bags-003"');
      // The catalogue index the filters read.
      const index = decodeCatalogueIndex(
        JSON.parse(readFileSync(join(live, 'catalogue/index.json'), 'utf8')),
      );
      const byId = new Map(index.map((item) => [item.id, item]));
      expect(byId.get('bags-001')?.price).toBe(12345);
      expect(byId.has('sisal-market-basket')).toBe(true);
      expect(byId.has('bags-003')).toBe(false);
      // The sitemap lists the whole site: the new page, not the deleted one.
      const sitemap = readFileSync(join(live, 'sitemap-0.xml'), 'utf8');
      expect(sitemap).toContain('/product/sisal-market-basket<');
      expect(sitemap).not.toContain('/product/bags-003<');
      expect(sitemap).toContain('/product/dress-001<');
      // The search index.
      const records = searchRecords(live);
      expect(records.some((text) => text.includes('"/product/sisal-market-basket.html"'))).toBe(true);
      expect(records.some((text) => text.includes('"/product/bags-003.html"'))).toBe(false);
      expect(records.find((text) => text.includes('"/product/bags-001.html"'))).toMatch(/12,345|12345/);
      // The site before it was never written: it still shows the old price.
      expect(read(before, '/product/bags-001')).not.toContain('KSH 12,345');
      expect(await pending()).toEqual([]);
    },
    BUILD_MS,
  );

  it(
    'leaves the last good site serving when it fails, and the change waiting',
    async () => {
      const before = live;
      const folders = readdirSync(sitesDir).sort();
      await server.api.db.query(`update public.products set price = 999 where slug = 'bags-001'`);
      failBuild = true;
      try {
        const record = await publish('partial');
        expect(record).toMatchObject({ status: 'failed', kind: 'partial' });
        expect(record.message).toMatch(/^The build failed \(exit code 1\)/);
      } finally {
        failBuild = false;
      }
      expect(live).toBe(before);
      expect(read(live, '/product/bags-001')).toContain('KSH 12,345');
      // Neither the staged build nor a half-made site is left behind.
      expect(readdirSync(sitesDir).sort()).toEqual(folders);
      expect(await pending()).toEqual(['bags-001']);
    },
    BUILD_MS,
  );
});
