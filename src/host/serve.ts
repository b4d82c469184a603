// `npm start`: one Node process on one origin serving the built site (dist/) the way a static host
// does — compressed responses, long cache for hashed assets, clean URLs, the designed 404 page —
// and, unless the build points at a hosted project (PUBLIC_SUPABASE_URL), the local
// Supabase-compatible API under /rest/v1, /auth/v1 and /functions/v1.
// Usage: tsx src/host/serve.ts [--port N] [--host H] [--memory] [--dist DIR] [--tls-cert F --tls-key F]
//   --dist DIR serves another build's output (astro build --outDir DIR) instead of dist/.
//   Without --dist (and --memory), the site last published ("Publish storefront", publishing.ts)
//   is served when it is newer than dist/; STOREFRONT_SITES_DIR moves them from .data/sites.
//   With --memory, publishes go to a temporary folder, removed on exit, as the data does.
//   --tls-cert/--tls-key serve HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as a static
//   host does: one connection for all of a page's requests, and brotli for the browsers that
//   only ask for it over HTTPS. `npm run bench:lighthouse` measures the site this way.
//   PORT, HOST, DATABASE_URL (PostgreSQL instead of PGlite), SUPABASE_DATA_DIR (PGlite's folder);
//   on a machine others reach: SITE_URL, the secrets `npm run secrets` prints, TRUSTED_PROXIES.
import { createServer, type IncomingMessage } from 'node:http';
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
import { exitOnDeploymentError, serverOptionsFromEnv } from '../../supabase/local/server-options.ts';
import { TrustedProxies } from '../../supabase/local/deployment.ts';
import { createSiteHandler } from './site-handler.ts';
import { loadSite, notASite, type Site } from './site.ts';
import { siteToServe, startPublishing, type Publishing } from '../publisher/publishing.ts';

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

if (notASite(root)) {
  console.error(
    values.dist ? `No built site in ${root}.` : 'No built site in dist/. Run `npm run build` first.',
  );
  process.exit(1);
}

// The site being served; "Publish storefront" replaces it with the new build in one assignment.
let site: Site = loadSite(root);
const trustedProxies = TrustedProxies.fromEnv();
const fromTrustedProxy = (req: IncomingMessage) => trustedProxies.has(req.socket.remoteAddress ?? '');
const tls =
  values['tls-cert'] && values['tls-key']
    ? { cert: readFileSync(values['tls-cert']), key: readFileSync(values['tls-key']) }
    : undefined;

/**
 * This server as processes on this machine reach it: the publish's build and the edge functions.
 * Over plain HTTP that is the address it listens on; a certificate names the public address.
 */
function ownOrigin(publicUrl: string): string {
  if (tls) return publicUrl;
  const loopback = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

let api: LocalSupabase | undefined;
let publishing: Publishing | undefined;
if (!process.env.PUBLIC_SUPABASE_URL) {
  const fromEnv = await serverOptionsFromEnv({ host, port, urlVariable: 'SITE_URL' }).catch(
    exitOnDeploymentError,
  );
  api = await createLocalSupabase({
    ...fromEnv,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: values.memory || process.env.DATABASE_URL ? undefined : dataDirFromEnv(),
    // The publish-storefront function asks this server's publisher for a publish.
    functionEnv: () => ({ STOREFRONT_PUBLISH_URL: publishing?.publishUrl() }),
  }).catch(exitOnDeploymentError);
  publishing = await startPublishing({
    api,
    sitesDir,
    origin: () => ownOrigin(fromEnv.publicUrl),
    goLive: (dir) => {
      site = loadSite(dir);
    },
  });
}

const handle = createSiteHandler({ site: () => site, api, publishing, fromTrustedProxy });

// HTTP/2's request and response objects stand in for HTTP/1.1's in the handlers (Node's
// compatibility API).
const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle as never) : createServer(handle);

server.listen(port, host, () => {
  const origin = `${tls ? 'https' : 'http'}://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  console.log(`Mtindo is running at ${origin}`);
  if (site.root !== dist && !values.dist) console.log(`Serving the site published in ${site.root}.`);
  if (!api) return console.log(`Data comes from the hosted project at ${process.env.PUBLIC_SUPABASE_URL}.`);
  const where = process.env.DATABASE_URL
    ? 'PostgreSQL at DATABASE_URL'
    : values.memory
      ? 'PGlite in memory'
      : `PGlite in ${dataDirFromEnv()}`;
  console.log(`Local Supabase API at ${origin}/rest/v1, /auth/v1, /functions/v1 (${where}).`);
  if (api.setup.applied.length)
    console.log(`Applied ${api.setup.applied.length} migrations${api.setup.seeded ? ' and the seed' : ''}.`);
  if (api.mode === 'own')
    return console.log('Running on secrets of its own: no demo accounts, no outbox page.');
  console.log(`Local outbox (confirmation e-mails, texts): ${origin}/_local/outbox`);
  console.log('Local demo accounts (local only):');
  for (const account of DEMO_ACCOUNTS)
    console.log(
      `  ${(account.role ?? 'shopper').padEnd(8)} ${account.email.padEnd(22)} password ${account.password}`,
    );
});

const stop = async () => {
  server.close();
  await api?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
