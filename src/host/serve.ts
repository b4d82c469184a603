// `npm run serve`, and `npm start` after its build (start.ts): one Node process on one origin
// serving the built site (dist/) the way a static host does — compressed responses, long cache for
// hashed assets, clean URLs, the designed 404 page — and, unless the build points at a hosted
// project (PUBLIC_SUPABASE_URL), the local Supabase-compatible API under /rest/v1, /auth/v1 and
// /functions/v1.
// Usage: tsx src/host/serve.ts [--port N] [--host H] [--memory] [--dist DIR] [--tls-cert F --tls-key F]
//   --dist DIR serves another build's output (astro build --outDir DIR) instead of dist/.
//   Without --dist (and --memory), the site last published ("Publish storefront", publishing.ts)
//   is served when it is newer than dist/; STOREFRONT_SITES_DIR moves them from .data/sites.
//   With --memory, publishes go to a temporary folder, removed on exit, as the data does.
//   --tls-cert/--tls-key serve HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as a static
//   host does: one connection for all of a page's requests, and brotli for the browsers that
//   only ask for it over HTTPS. `npm run bench:lighthouse` measures the site this way.
//   PORT, HOST, DATABASE_URL (PostgreSQL instead of PGlite), SUPABASE_DATA_DIR (PGlite's folder).
//   STOREFRONT_AUTO_PUBLISH=off: product changes wait for Publish instead of going live by
//   themselves; STOREFRONT_PUBLISH_QUIET_MS / _MAX_WAIT_MS time them (src/publisher/auto-publish.ts).
// With the local API it listens on loopback only (127.0.0.1 by default, ::1, localhost) and refuses
// any other --host or HOST, whatever the environment holds: the local API is for this machine
// (supabase/local/deployment.ts). A build that points at a hosted or self-hosted project
// (PUBLIC_SUPABASE_URL) runs no API here: the server is then a static file server holding no
// secrets, and may listen anywhere (HTTPS with --tls-cert/--tls-key, or behind a proxy of yours).
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import { dataDirFromEnv } from '../../supabase/local/paths.ts';
import { DEMO_ACCOUNTS } from '../../supabase/local/setup.ts';
import { TEST_CARDS } from '../../supabase/local/card-gateway.ts';
import { exitOnDeploymentError, listenOptions } from '../../supabase/local/server-options.ts';
import { createSiteHandler } from './site-handler.ts';
import { displayPath, localWelcome } from './start-summary.ts';
import { loadSite, notASite, type Site } from './site.ts';
import { siteToServe, startPublishing, type Publishing } from '../publisher/publishing.ts';
import { autoPublishTiming } from '../publisher/auto-publish.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    memory: { type: 'boolean' },
    dist: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
// A server whose data is thrown away keeps its publishes no longer: they never touch .data/sites.
const throwawaySites = values.memory && !process.env.STOREFRONT_SITES_DIR;
// Made by the first publish (publisher.ts), so a server that never publishes leaves nothing behind.
const sitesDir = throwawaySites
  ? join(tmpdir(), `mtindo-sites-${randomUUID()}`)
  : resolve(process.env.STOREFRONT_SITES_DIR ?? fileURLToPath(new URL('../../.data/sites', import.meta.url)));
if (throwawaySites) process.on('exit', () => rmSync(sitesDir, { recursive: true, force: true }));
const root = values.dist ? resolve(values.dist) : values.memory ? dist : siteToServe(dist, sitesDir);
const port = Number(values.port ?? process.env.PORT ?? 4321);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const tls =
  values['tls-cert'] && values['tls-key']
    ? { cert: readFileSync(values['tls-cert']), key: readFileSync(values['tls-key']) }
    : undefined;
// Refused first: before the site is looked for and before any data opens.
const listening = !process.env.PUBLIC_SUPABASE_URL
  ? await Promise.resolve()
      .then(() => listenOptions({ command: 'npm start', host, port, https: Boolean(tls) }))
      .catch(exitOnDeploymentError)
  : undefined;

if (notASite(root)) {
  console.error(
    values.dist ? `No built site in ${root}.` : 'No built site in dist/. Run `npm run build` first.',
  );
  process.exit(1);
}

// The site being served; "Publish storefront" replaces it with the new build in one assignment.
let site: Site = loadSite(root);

/**
 * This server as processes on this machine reach it: the publish's build and the edge functions.
 * Over plain HTTP that is the loopback address it listens on; a certificate names localhost.
 */
function ownOrigin(publicUrl: string): string {
  if (tls) return publicUrl;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

let api: LocalSupabase | undefined;
let publishing: Publishing | undefined;
if (listening) {
  console.log('Starting the local backend (its first start migrates and seeds the database)…');
  api = await createLocalSupabase({
    ...listening,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: values.memory || process.env.DATABASE_URL ? undefined : dataDirFromEnv(),
    // Sample reviews for a person trying the store (published with the first auto-publish); a
    // throwaway server (the tests) starts without them, so nothing is published at its start.
    demoReviews: !values.memory,
    // The publish-storefront function asks this server's publisher for a publish.
    functionEnv: () => ({ STOREFRONT_PUBLISH_URL: publishing?.publishUrl() }),
  });
  publishing = await startPublishing({
    api,
    sitesDir,
    origin: () => ownOrigin(listening.publicUrl),
    goLive: (dir) => {
      site = loadSite(dir);
    },
    liveDir: () => site.root,
    // Product changes go live by themselves (STOREFRONT_AUTO_PUBLISH=off leaves them to Publish).
    autoPublish: process.env.STOREFRONT_AUTO_PUBLISH === 'off' ? undefined : autoPublishTiming(),
  });
}

const handle = createSiteHandler({ site: () => site, api, publishing });

// HTTP/2's request and response objects stand in for HTTP/1.1's in the handlers (Node's
// compatibility API).
const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle as never) : createServer(handle);
// An idle connection is kept a minute, as the local API keeps its own (supabase/local/main.ts):
// with Node's 5 s, a client that sent its next request on one the server was closing at that
// moment got ECONNRESET (a browser test's API request did, on a busy machine).
if (!tls) (server as ReturnType<typeof createServer>).keepAliveTimeout = 60_000;

server.listen(port, host, () => {
  // With the local API, the address its email links and functions name (localhost): a link opened
  // in the same browser then finds the session where the shopper left it.
  const origin =
    listening?.publicUrl ?? `${tls ? 'https' : 'http'}://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  console.log(`Mtindo is running at ${origin}`);
  if (site.root !== dist && !values.dist) console.log(`Serving the site published in ${site.root}.`);
  if (!api) return console.log(`Data comes from the hosted project at ${process.env.PUBLIC_SUPABASE_URL}.`);
  const where = process.env.DATABASE_URL
    ? 'PostgreSQL at DATABASE_URL'
    : values.memory
      ? 'PGlite in memory'
      : `PGlite in ${displayPath(dataDirFromEnv())}`;
  console.log(`Local Supabase API at ${origin}/rest/v1, /auth/v1, /functions/v1 (${where}).`);
  if (api.setup.applied.length)
    console.log(`Applied ${api.setup.applied.length} migrations${api.setup.seeded ? ' and the seed' : ''}.`);
  for (const line of localWelcome({ origin, accounts: DEMO_ACCOUNTS, paidCard: TEST_CARDS.paid }))
    console.log(line);
});

const stop = async () => {
  server.close();
  await api?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
