// Publishing product changes by themselves (src/publisher/auto-publish.ts), with a fake build
// (tests/integration/fixtures/fake-site-build.mjs) and short timings: a burst of saves is one
// publish, started once the saves are quiet; steady saving does not hold a publish back past the
// longest wait; a failed publish is retried only after a pause; and the admin area lists what waits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/host/site.ts';
import { startPublishing, type Publishing } from '../../../src/publisher/publishing.ts';
import type { BuildCommand } from '../../../src/publisher/publisher.ts';
import { startAutoPublish, type AutoPublish } from '../../../src/publisher/auto-publish.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

const FAKE_BUILD = fileURLToPath(new URL('../fixtures/fake-site-build.mjs', import.meta.url));
let fail = false;
const fakeBuild: BuildCommand = (outDir, env) => ({
  command: process.execPath,
  args: [FAKE_BUILD, outDir],
  env: { ...process.env, ...env, FAKE_BUILD: fail ? 'fail' : '', FAKE_BUILD_MS: '200' },
});

let server: TestServer;
let publishing: Publishing;
let auto: AutoPublish | undefined;
let tempDir: string;
/** When each publish started, by the test's clock. */
let starts: number[] = [];

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

function firstSite(dir: string): string {
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mtindo</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  return dir;
}

const save = (slug: string, price: number) =>
  server.api.db.query('update public.products set price = $2 where slug = $1', [slug, price]);

async function publishes() {
  const { rows } = await server.api.db.query<{ id: string; status: string; kind: string }>(
    'select id, status, kind from public.storefront_publishes order by started_at',
  );
  return rows;
}

const waiting = async () =>
  (
    await server.api.db.query<{ count: number }>(
      'select count(*)::int as count from public.storefront_changes where publish_id is null',
    )
  ).rows[0]!.count;

/** Resolves once `condition` holds, asking every 50 ms for up to `ms`. */
async function until(condition: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await wait(50);
  }
}

/**
 * Resolves once no publish runs: none has its row running, and the one the publisher is running or
 * starting (its row still being written) has finished.
 */
async function settled() {
  await until(
    async () => !publishing.publisher.current() && !(await publishes()).some((p) => p.status === 'running'),
  );
  await publishing.publisher.idle();
}

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'mtindo-schedule-'));
  server = await startTestServer();
  let live = firstSite(join(tempDir, 'dist'));
  publishing = await startPublishing({
    api: server.api,
    sitesDir: join(tempDir, 'sites'),
    origin: () => server.url,
    build: fakeBuild,
    log: () => {},
    goLive: (dir) => {
      loadSite(dir);
      live = dir;
    },
    liveDir: () => live,
  });
  // Every publish the watch starts, as it starts.
  const start = publishing.publisher.start;
  publishing.publisher.start = (...args) => {
    starts.push(Date.now());
    return start(...args);
  };
}, 60_000);

afterEach(async () => {
  auto?.stop();
  await settled();
  // Each test starts with nothing waiting.
  await server.api.db.query('delete from public.storefront_changes where publish_id is null');
  starts = [];
  fail = false;
});

afterAll(async () => {
  await server?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('publishing saved changes by themselves', () => {
  it('publishes a burst of saves once, when the saves have been quiet', async () => {
    auto = startAutoPublish({
      db: server.api.db,
      publisher: publishing.publisher,
      quietMs: 800,
      maxWaitMs: 10_000,
      pollMs: 50,
    });
    const before = (await publishes()).length;
    for (const [n, slug] of ['dress-001', 'dress-002', 'dress-001', 'bags-001'].entries()) {
      await save(slug, 5000 + n);
      await wait(150);
    }
    const lastSave = Date.now();
    expect(await waiting()).toBe(3);
    expect(starts).toEqual([]);
    await until(() => starts.length > 0);
    // Not before the saves had been quiet for the quiet time (the poll may add a little).
    expect(starts[0]! - lastSave).toBeGreaterThanOrEqual(800 - 150 - 100);
    await settled();
    const after = await publishes();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ status: 'succeeded' });
    expect(await waiting()).toBe(0);
    // Nothing is waiting: nothing more is published.
    await wait(1000);
    expect(starts).toHaveLength(1);
  }, 60_000);

  it('does not hold a publish back past the longest wait while saves go on', async () => {
    auto = startAutoPublish({
      db: server.api.db,
      publisher: publishing.publisher,
      quietMs: 5_000,
      maxWaitMs: 1_500,
      pollMs: 50,
    });
    const first = Date.now();
    let n = 0;
    while (!starts.length && Date.now() - first < 10_000) {
      await save('dress-003', 6000 + (n++ % 50));
      await wait(200);
    }
    expect(starts).toHaveLength(1);
    const waited = starts[0]! - first;
    expect(waited).toBeGreaterThanOrEqual(1_400);
    expect(waited).toBeLessThan(4_000);
  }, 60_000);

  it('waits before trying again after a failed publish', async () => {
    fail = true;
    auto = startAutoPublish({
      db: server.api.db,
      publisher: publishing.publisher,
      quietMs: 200,
      maxWaitMs: 5_000,
      pollMs: 50,
      retryMs: 2_000,
    });
    await save('dress-004', 7001);
    // Read by outcome, not at a moment: on a busy machine the retry may already run by the time a
    // look at "the last publish" is taken.
    await until(async () => (await publishes()).at(-1)?.status === 'failed');
    fail = false;
    await until(async () => (await publishes()).at(-1)?.status === 'succeeded');
    // The change outlived the failure and was tried again, no sooner than the pause after it.
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(1_500);
    await settled();
    expect(await waiting()).toBe(0);
  }, 60_000);

  it('lists the waiting changes to staff, one per product, and to nobody else', async () => {
    await save('dress-005', 8001);
    await save('dress-005', 8002);
    const manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
    const { data } = await manager.functions.invoke('publish-storefront', { method: 'GET' });
    expect(data.pending).toEqual([
      expect.objectContaining({
        product_slug: 'dress-005',
        action: 'updated',
        product_name: expect.any(String),
      }),
    ]);
    const shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    expect((await shopper.from('storefront_changes').select('product_slug')).data).toEqual([]);
    // A product made and then edited before a publish is still new to the storefront; deleted is deleted.
    await server.api.db.query(
      `insert into public.products (slug, name, description, price, category, type)
       values ('kikoi-test-shirt', 'Kikoi Test Shirt', 'A light cotton shirt for the coast.', 4800, 'men', 'shirts')`,
    );
    await save('kikoi-test-shirt', 4500);
    await server.api.db.query(`delete from public.products where slug = 'dress-005'`);
    const { rows } = await server.api.db.query<{ product_slug: string; action: string }>(
      'select product_slug, action from public.storefront_changes where publish_id is null order by product_slug',
    );
    expect(rows).toEqual([
      { product_slug: 'dress-005', action: 'deleted' },
      { product_slug: 'kikoi-test-shirt', action: 'created' },
    ]);
  }, 60_000);
});
