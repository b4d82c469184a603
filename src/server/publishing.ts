/**
 * "Publish storefront" in the site server (`npm start`): the publisher (publish.ts) and a small
 * HTTP server of its own on 127.0.0.1, on a port the system picks, which
 * - answers `POST /publish` from the publish-storefront edge function (STOREFRONT_PUBLISH_URL),
 *   with the service role key: it starts a publish, or returns the one running;
 * - serves the local API to the publish's build (CATALOGUE_API_URL), however the site itself is
 *   reached (HTTPS, another interface, a proxy).
 * Nothing else on any machine can reach it. The live site's folder is written to
 * `{sitesDir}/live`, so a restarted server goes on serving what was last published.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { timingSafeEqual } from '../../supabase/functions/_shared/constant-time.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { createPublisher, type BuildCommand, type Publisher } from './publish.ts';
import { notASite } from './site.ts';

export interface PublishingOptions {
  api: LocalSupabase;
  sitesDir: string;
  /** Serves a newly published site (throws when it cannot). */
  goLive: (dir: string) => void;
  build?: BuildCommand;
  log?: (line: string) => void;
}

export interface Publishing {
  publisher: Publisher;
  /** Where the edge function asks for a publish (STOREFRONT_PUBLISH_URL). */
  publishUrl: string;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The site last published into `sitesDir`, if it is still there and whole. */
export function publishedSite(sitesDir: string): { dir: string; time: number } | undefined {
  const marker = join(sitesDir, 'live');
  if (!existsSync(marker)) return undefined;
  const dir = join(sitesDir, readFileSync(marker, 'utf8').trim());
  return notASite(dir) ? undefined : { dir, time: statSync(join(dir, 'index.html')).mtimeMs };
}

/**
 * The folder to serve at start: the last published site when it is newer than `dist` (a later
 * `npm run build` of content/products wins over an older publish), else `dist`.
 */
export function siteToServe(dist: string, sitesDir: string): string {
  const published = publishedSite(sitesDir);
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  return published && published.time > built ? published.dir : dist;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the publisher and its loopback server. */
export async function startPublishing(options: PublishingOptions): Promise<Publishing> {
  const { api } = options;
  const sitesDir = resolve(options.sitesDir);
  let origin = '';
  const publisher = createPublisher({
    db: api.db,
    sitesDir,
    build: options.build,
    log: options.log,
    catalogueApi: () => ({ url: origin, key: api.keys.anonKey }),
    goLive: (dir) => {
      options.goLive(dir);
      writeFileSync(join(sitesDir, 'live'), `${dir.slice(sitesDir.length + 1)}\n`);
    },
  });
  await publisher.recover();

  const server = createServer((req, res) => {
    if (req.url !== '/publish') return api.handle(req, res, () => send(res, 404, { error: 'Not found' }));
    if (req.method !== 'POST') return send(res, 405, { error: 'POST to start a publish' });
    if (!timingSafeEqual(req.headers.authorization ?? '', `Bearer ${api.keys.serviceRoleKey}`))
      return send(res, 401, { error: 'The service role key is required' });
    void readJson(req)
      .then((body) => {
        const by =
          typeof body.requested_by === 'string' && UUID.test(body.requested_by) ? body.requested_by : null;
        return publisher.start(by);
      })
      .then(
        ({ record, started }) => send(res, started ? 202 : 200, { publish: record, started }),
        (error: unknown) => send(res, 500, { error: `Could not start the publish: ${String(error)}` }),
      );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    publisher,
    publishUrl: `${origin}/publish`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
