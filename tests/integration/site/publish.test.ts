// "Publish storefront" on the local server, with a fake build (tests/integration/fixtures/
// fake-site-build.mjs) standing in for `astro build`: one publish at a time, the swap to the new
// site, a failed build leaving the old site serving, two site folders kept, the rows staff read,
// and the publish-storefront function (staff only; the local publisher or a host's deploy hook).
// The site server is this file's own, on a free port, publishing into a temporary folder.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from '../../../src/host/site-handler.ts';
import { loadSite, type Site } from '../../../src/host/site.ts';
import { startPublishing, type Publishing } from '../../../src/publisher/publishing.ts';
import type { BuildCommand, PublishRecord } from '../../../src/publisher/publisher.ts';
import { LOCAL_SECRET_KEY, startTestServer, type TestServer } from '../support/local-server.ts';

const FAKE_BUILD = fileURLToPath(new URL('../fixtures/fake-site-build.mjs', import.meta.url));
let mode: { fail?: boolean; ms?: number } = {};
const fakeBuild: BuildCommand = (outDir, env) => ({
  command: process.execPath,
  args: [FAKE_BUILD, outDir],
  env: {
    ...process.env,
    ...env,
    FAKE_BUILD: mode.fail ? 'fail' : '',
    FAKE_BUILD_MS: String(mode.ms ?? 0),
  },
});

/** A built site in miniature, the one the site server starts with. */
function firstSite(dir: string): string {
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mtindo</title><p>The first build</p>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  return dir;
}

let server: TestServer;
let publishing: Publishing;
let siteServer: Server;
let origin = '';
let tempDir: string;
let sitesDir: string;
let site: Site;
let functionEnv: Record<string, string | undefined> = {};
const live: string[] = [];

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'mtindo-publish-'));
  sitesDir = join(tempDir, 'sites');
  site = loadSite(firstSite(join(tempDir, 'dist')));
  server = await startTestServer({ functionEnv: () => functionEnv });
  publishing = await startPublishing({
    api: server.api,
    sitesDir,
    origin: () => origin,
    build: fakeBuild,
    log: () => {},
    goLive: (dir) => {
      site = loadSite(dir);
      live.push(dir);
    },
  });
  siteServer = createServer(createSiteHandler({ site: () => site, api: server.api, publishing }));
  await new Promise<void>((done) => siteServer.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`;
  functionEnv = { STOREFRONT_PUBLISH_URL: publishing.publishUrl() };
}, 120_000);

afterAll(async () => {
  siteServer?.closeAllConnections();
  await new Promise((done) => siteServer?.close(done));
  await server?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

const askPublish = (key = LOCAL_SECRET_KEY) =>
  fetch(publishing.publishUrl(), {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: '{}',
  });

async function row(id: string): Promise<PublishRecord> {
  const { rows } = await server.api.db.query<PublishRecord>(
    'select * from public.storefront_publishes where id = $1',
    [id],
  );
  return rows[0]!;
}

const siteFolders = () => readdirSync(sitesDir).filter((name) => name !== 'live');

describe('the publisher', () => {
  it('refuses a caller without the service role key', async () => {
    expect((await askPublish('not-the-key')).status).toBe(401);
  });

  it('builds from the API, runs one publish at a time, and swaps to the new site', async () => {
    mode = { ms: 800 };
    const first = await askPublish();
    expect(first.status).toBe(202);
    const { publish, started } = (await first.json()) as { publish: PublishRecord; started: boolean };
    expect(started).toBe(true);
    expect(publish).toMatchObject({ status: 'running', stage: 'Reading the catalogue' });
    const second = await askPublish();
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ started: false, publish: { id: publish.id } });

    await publishing.publisher.idle();
    const { count } = await server.anon().from('products').select('slug', { count: 'exact', head: true });
    expect(await row(publish.id)).toMatchObject({
      status: 'succeeded',
      stage: 'Done',
      product_count: count,
      skipped_count: 1,
      message: `Published ${count} products; 1 left out as invalid: garden-gnome (category: Invalid enum value).`,
    });
    expect(live).toHaveLength(1);
    expect(readFileSync(join(live[0]!, 'index.html'), 'utf8')).toContain(`${count} products`);
    expect(readFileSync(join(sitesDir, 'live'), 'utf8').trim()).toBe(live[0]!.split('/').pop());
    // The site server serves the new site at once.
    expect(await (await fetch(`${origin}/`)).text()).toContain(`${count} products`);
  });

  it('keeps the old site when a build fails, and says why', async () => {
    mode = { fail: true };
    const { publish } = (await (await askPublish()).json()) as { publish: PublishRecord };
    await publishing.publisher.idle();
    const failed = await row(publish.id);
    expect(failed).toMatchObject({ status: 'failed', stage: 'Reading the catalogue' });
    expect(failed.message).toMatch(
      /^The build failed \(exit code 1\)\.\n.*Could not render \/product\/dress-001: boom/,
    );
    expect(failed.finished_at).not.toBeNull();
    expect(live).toHaveLength(1);
    expect(siteFolders()).toEqual([live[0]!.split('/').pop()]);
    expect(await (await fetch(`${origin}/`)).text()).toContain(' products</p>');
  });

  it('keeps the live site and the one before it', async () => {
    mode = {};
    for (let n = 0; n < 2; n++) {
      await askPublish();
      await publishing.publisher.idle();
    }
    expect(live).toHaveLength(3);
    expect(siteFolders().sort()).toEqual(
      live
        .slice(-2)
        .map((dir) => dir.split('/').pop())
        .sort(),
    );
    expect(existsSync(live[0]!)).toBe(false);
  });
  it('marks a publish a stopped server left running as failed, but not a host’s deploy', async () => {
    const { rows } = await server.api.db.query<{ id: string; stage: string }>(
      `insert into public.storefront_publishes (status, stage) values ('running', 'Rendering pages'), ('running', 'Deploy requested') returning id, stage`,
    );
    await publishing.publisher.recover();
    expect(await row(rows[0]!.id)).toMatchObject({
      status: 'failed',
      message: 'The server stopped before this publish finished.',
    });
    expect(await row(rows[1]!.id)).toMatchObject({ status: 'running' });
    await server.api.db.query(`delete from public.storefront_publishes where id = $1`, [rows[1]!.id]);
  });
});

describe('the publish-storefront function', () => {
  it('refuses shoppers with 403 and visitors who are not signed in with 401', async () => {
    const shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const asShopper = await shopper.functions.invoke('publish-storefront', { body: {} });
    expect(asShopper.error?.context?.status).toBe(403);
    expect(await asShopper.error.context.json()).toEqual({ error: 'Only staff can publish the storefront.' });
    const asVisitor = await server.anon().functions.invoke('publish-storefront', { body: {} });
    expect(asVisitor.error?.context?.status).toBe(401);
    expect(await asVisitor.error.context.json()).toEqual({ error: 'Please sign in first.', field: null });
  });

  it('lets a manager publish through the site server and follow it', async () => {
    mode = { ms: 300 };
    const manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
    const { data: session } = await manager.auth.getUser();
    const { data, error } = await manager.functions.invoke('publish-storefront', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      started: true,
      publish: { status: 'running', requested_by: session.user!.id },
    });
    await publishing.publisher.idle();
    const { data: list } = await manager.functions.invoke('publish-storefront', { method: 'GET' });
    expect(list.target).toBe('local');
    expect(list.publishes[0]).toMatchObject({ id: data.publish.id, status: 'succeeded', stage: 'Done' });
    // The rows are staff's to read, and nobody's to write, through the API.
    const shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    expect((await shopper.from('storefront_publishes').select('id')).data).toEqual([]);
    const { error: writeError } = await manager.from('storefront_publishes').insert({ status: 'succeeded' });
    expect(writeError).not.toBeNull();
  });

  it('calls a host’s deploy hook when one is configured, and takes the host’s report', async () => {
    const hooked: string[] = [];
    const hook: Server = createServer((req, res) => {
      hooked.push(req.method ?? '');
      res.writeHead(200).end('{}');
    });
    await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
    functionEnv = {
      STOREFRONT_DEPLOY_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`,
      STOREFRONT_PUBLISH_REPORT_KEY: 'report-key',
    };
    try {
      const admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
      const { data } = await admin.functions.invoke('publish-storefront', { body: {} });
      expect(data).toMatchObject({
        started: true,
        publish: { status: 'running', stage: 'Deploy requested' },
      });
      expect(hooked).toEqual(['POST']);
      const again = await admin.functions.invoke('publish-storefront', { body: {} });
      expect(again.data).toMatchObject({ started: false, publish: { id: data.publish.id } });
      expect(hooked).toHaveLength(1);

      const report = (key: string) =>
        server.anon().functions.invoke('publish-storefront', {
          body: { report: { status: 'succeeded', message: 'Deployed by the host.', product_count: 128 } },
          headers: { 'x-publish-key': key },
        });
      expect((await report('wrong')).error?.context?.status).toBe(403);
      expect((await report('report-key')).data).toMatchObject({
        publish: { id: data.publish.id, status: 'succeeded', stage: 'Done', product_count: 128 },
      });
    } finally {
      functionEnv = { STOREFRONT_PUBLISH_URL: publishing.publishUrl() };
      await new Promise((done) => hook.close(done));
    }
  });
});
