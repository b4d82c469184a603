/**
 * "Publish storefront" in the site server (`npm start`): the publisher (publisher.ts) and its
 * endpoint on the site server's own origin, `POST /_local/publish`, where the publish-storefront
 * edge function asks for a publish (STOREFRONT_PUBLISH_URL) with the service role key, as the
 * functions hand messages to the outbox. The publish's build reads the catalogue from that same
 * origin's API (CATALOGUE_API_URL). The live site's folder is written to `{sitesDir}/live`, so a
 * restarted server goes on serving what was last published. With `autoPublish`, product changes
 * are published by themselves, a partial publish a few seconds after staff save (auto-publish.ts).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { createPublisher, type BuildCommand, type Publisher } from './publisher.ts';
import { startAutoPublish, type AutoPublish, type AutoPublishTiming } from './auto-publish.ts';
import { notASite } from '../host/site.ts';

export interface PublishingOptions {
  api: LocalSupabase;
  sitesDir: string;
  /**
   * The site server's origin as this machine reaches it (known once it listens): the build reads
   * the catalogue there, and the edge function asks for a publish there.
   */
  origin: () => string;
  /** Serves a newly published site (throws when it cannot). */
  goLive: (dir: string) => void;
  /** The folder served now, which a partial publish builds on. */
  liveDir?: () => string | undefined;
  /** Publish product changes by themselves, with this timing (none when left out). */
  autoPublish?: Partial<AutoPublishTiming>;
  build?: BuildCommand;
  log?: (line: string) => void;
}

/** Where the site server takes requests for a publish. */
export const PUBLISH_PATH = '/_local/publish';

export interface Publishing {
  publisher: Publisher;
  /** The watch that publishes product changes by themselves, when asked for. */
  autoPublish?: AutoPublish;
  /** Where the edge function asks for a publish (STOREFRONT_PUBLISH_URL). */
  publishUrl(): string;
  /** Connect-style middleware: answers PUBLISH_PATH, passes anything else to `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
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

/** Starts the publisher (marking publishes a stopped server left running as failed). */
export async function startPublishing(options: PublishingOptions): Promise<Publishing> {
  const { api } = options;
  const sitesDir = resolve(options.sitesDir);
  const publisher = createPublisher({
    db: api.db,
    sitesDir,
    build: options.build,
    log: options.log,
    catalogueApi: () => ({ url: options.origin(), key: api.keys.publishableKey }),
    liveDir: options.liveDir,
    goLive: (dir) => {
      options.goLive(dir);
      writeFileSync(join(sitesDir, 'live'), `${dir.slice(sitesDir.length + 1)}\n`);
    },
  });
  await publisher.recover();

  /** Starts a publish for the edge function, or returns the one running. */
  function publish(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return send(res, 405, { error: 'POST to start a publish' });
    const apikey = req.headers.apikey;
    if (typeof apikey !== 'string' || api.keys.apiKeyRole(apikey) !== 'service_role')
      return send(res, 401, { error: "The project's secret key is required (apikey)" });
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
  }

  const autoPublish = options.autoPublish
    ? startAutoPublish({ ...options.autoPublish, db: api.db, publisher, log: options.log })
    : undefined;

  return {
    publisher,
    autoPublish,
    publishUrl: () => `${options.origin()}${PUBLISH_PATH}`,
    handle: (req, res, next) => {
      if (req.url?.split('?')[0] === PUBLISH_PATH) publish(req, res);
      else next();
    },
  };
}
