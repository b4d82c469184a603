/**
 * "Publish storefront" on the store's own machine: rebuilds the static site from the products
 * table while the site server keeps serving the old one, then swaps to the new one at once.
 *
 * A publish runs `astro build --outDir {sitesDir}/{time}` in a child process whose catalogue
 * loader reads the site server's API (CATALOGUE_API_URL, with the anon key, as a build against a
 * hosted project does). The build reports its stages and the catalogue's counts as events over an
 * IPC channel (src/integrations/build-events.ts); when it succeeds and the folder is a whole site,
 * the folder goes to `goLive`. A failed build leaves the old site serving and its folder is
 * removed. One publish runs at a time: asking again while one runs returns that one. Each publish
 * is a row of `storefront_publishes`, written with the server's own connection (RLS lets staff
 * read it).
 *
 * A publish is full (every page) or partial: a partial one builds only the pages whose content
 * changed since the live site (src/integrations/page-digests.ts) into a staging folder and lays
 * them over a hard-link copy of the live site (site-merge.ts). It is possible only while the site's
 * code is the live site's (site-version.ts, and the built assets); otherwise the publish is a full
 * one, and its message says why. Either way the product changes saved before it started are
 * marked as taken live (pending-changes.ts).
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../../supabase/local/database.ts';
import { BUILD_EVENTS_VARIABLE } from '../integrations/build-events.ts';
import { runBuildProcess, type BuildSpec } from './build-process.ts';
import { BuildProgress, PUBLISH_STAGES } from './build-progress.ts';
import { notASite } from '../host/site.ts';
import {
  LIVE_MANIFEST_VARIABLE,
  PAGE_MANIFEST_FILE,
  readPageManifest,
} from '../integrations/page-digests.ts';
import { siteVersion } from '../integrations/site-version.ts';
import { mergePartialBuild, SiteChanged, type MergeResult } from './site-merge.ts';
import { markChangesPublished } from './pending-changes.ts';

/** A full publish builds every page; a partial one only those whose content changed. */
export type PublishKind = 'full' | 'partial';

export interface PublishRecord {
  id: string;
  requested_by: string | null;
  kind: PublishKind;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  stage: string;
  product_count: number | null;
  skipped_count: number | null;
  pages_built: number | null;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

/**
 * The command that builds the site into `outDir`, and its environment: a Node program, which gets
 * an IPC channel to report its build events on (`process.send`).
 */
export type BuildCommand = (outDir: string, env: Record<string, string>) => BuildSpec;

export interface PublisherOptions {
  db: Queryable;
  /** Where published sites go, one folder each (`.data/sites`). */
  sitesDir: string;
  /** The API the build reads the catalogue from, and the key it reads with (the anon key). */
  catalogueApi: () => { url: string; key: string };
  /** Serves the new site; throws when it cannot (the publish then fails, the old site stays). */
  goLive: (dir: string) => void;
  /** The folder served now, which a partial publish builds on. */
  liveDir?: () => string | undefined;
  /** The build; `astro build` by default. Tests give a small fake. */
  build?: BuildCommand;
  /** A build that runs longer is stopped and the publish fails. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Published site folders kept: the live one and the one before it. */
export const SITES_KEPT = 2;
const COLUMNS =
  'id, requested_by, kind, status, stage, product_count, skipped_count, pages_built, message, started_at, finished_at';
/** A partial build's folder beside the site folders, removed once laid over the live site. */
const STAGED = '.staged';

/**
 * `astro build` as `npm run build` runs it (the same heap cap: a 10,000-product build stays
 * within 1.5 GB), into another folder.
 */
export const astroBuild: BuildCommand = (outDir, env) => ({
  command: process.execPath,
  args: ['--max-old-space-size=1536', 'node_modules/astro/astro.js', 'build', '--outDir', outDir],
  cwd: PROJECT_ROOT,
  env: { ...process.env, ...env },
});

/** A folder name that sorts by time: 2026-11-28T09-30-00-000Z. */
const folderName = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * The publisher of one site server: `start` a publish (or get the running one), `recover` rows a
 * stopped server left running, `current` and `idle` to follow it.
 *
 * @example const publisher = createPublisher({ db, sitesDir: '.data/sites', catalogueApi, goLive });
 */
export function createPublisher(options: PublisherOptions) {
  const log = options.log ?? console.log;
  const build = options.build ?? astroBuild;
  const sitesDir = resolve(options.sitesDir);
  let running: Promise<PublishRecord> | undefined;
  let runningRecord: PublishRecord | undefined;
  let finished: Promise<void> = Promise.resolve();

  async function update(id: string, fields: Partial<PublishRecord>): Promise<PublishRecord> {
    const names = Object.keys(fields) as (keyof PublishRecord)[];
    const sets = names.map((name, n) => `${name} = $${n + 2}`).join(', ');
    const { rows } = await options.db.query<PublishRecord>(
      `update public.storefront_publishes set ${sets} where id = $1 returning ${COLUMNS}`,
      [id, ...names.map((name) => fields[name])],
    );
    return rows[0]!;
  }

  /** Keeps the live folder and the newest other one (the site before it); removes the rest. */
  function prune(live: string) {
    const liveName = basename(live);
    const others = readdirSync(sitesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== liveName)
      .map((entry) => entry.name)
      .sort()
      .reverse();
    for (const name of others.slice(SITES_KEPT - 1))
      rmSync(join(sitesDir, name), { recursive: true, force: true });
  }

  /** Runs `astro build` into `outDir`; resolves with why it failed (undefined when it did not). */
  async function runBuild(
    record: PublishRecord,
    outDir: string,
    progress: BuildProgress,
    env: Record<string, string>,
  ): Promise<string | undefined> {
    const api = options.catalogueApi();
    const spec = build(outDir, {
      CATALOGUE_API_URL: api.url,
      CATALOGUE_API_KEY: api.key,
      [BUILD_EVENTS_VARIABLE]: 'ipc',
      ...env,
    });
    return runBuildProcess(
      spec,
      progress,
      (stage) => {
        runningRecord = { ...runningRecord!, stage };
        return update(record.id, { stage });
      },
      options.timeoutMs ?? 30 * 60_000,
    );
  }

  /**
   * The live site a partial publish builds on and its page manifest, or why the publish must be a
   * full one.
   */
  function partialBase(): { live: string; manifest: string } | { why: string } {
    const live = options.liveDir?.();
    const manifest = live && join(live, PAGE_MANIFEST_FILE);
    if (!live || !manifest || !existsSync(manifest)) return { why: 'the live site has no page manifest' };
    if (readPageManifest(manifest)?.version !== siteVersion(PROJECT_ROOT))
      return { why: "the site's code or content changed since the live site was built" };
    return { live, manifest };
  }

  /**
   * A partial publish: builds the changed pages into a staging folder and lays them over a copy of
   * the live site in `outDir`. Resolves with the pages built, or with `full` and why when the site
   * changed under it.
   */
  async function runPartial(
    record: PublishRecord,
    outDir: string,
    progress: BuildProgress,
    base: { live: string; manifest: string },
  ): Promise<{ failed?: string; full?: string; merged?: MergeResult }> {
    const staged = `${outDir}${STAGED}`;
    try {
      const failed = await runBuild(record, staged, progress, { [LIVE_MANIFEST_VARIABLE]: base.manifest });
      if (failed) return { failed };
      return { merged: await mergePartialBuild(base.live, staged, outDir) };
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      if (error instanceof SiteChanged) return { full: error.message };
      return { failed: `The partial publish failed: ${String(error)}` };
    } finally {
      rmSync(staged, { recursive: true, force: true });
    }
  }

  /** Runs the build of `record` to its end; resolves once the row says how it went. */
  async function run(record: PublishRecord): Promise<void> {
    const outDir = join(sitesDir, folderName());
    let progress = new BuildProgress();
    let kind = record.kind;
    let note = '';
    let failed: string | undefined;
    let pagesBuilt: number | null = null;
    if (kind === 'partial') {
      const base = partialBase();
      const partial = 'why' in base ? { full: base.why } : await runPartial(record, outDir, progress, base);
      failed = partial.failed;
      const { merged } = partial;
      if (merged) {
        pagesBuilt = merged.built;
        note = ` ${merged.built} of ${merged.pages} pages built${merged.removed ? `, ${merged.removed} removed` : ''}.`;
      }
      if (partial.full) {
        kind = 'full';
        note = ` A full publish: ${partial.full}.`;
        progress = new BuildProgress();
        await update(record.id, { kind });
      }
    }
    if (kind === 'full') {
      failed = await runBuild(record, outDir, progress, {});
      const manifest = readPageManifest(join(outDir, PAGE_MANIFEST_FILE));
      if (manifest) pagesBuilt = Object.keys(manifest.pages).length;
    }
    const problem = failed ?? notASite(outDir);
    const counts = {
      product_count: progress.products ?? null,
      skipped_count: progress.skipped ?? null,
      pages_built: pagesBuilt,
    };
    if (!problem) {
      try {
        options.goLive(outDir);
        prune(outDir);
        const message = `${progress.successMessage()}${note}`;
        await markChangesPublished(options.db, record.id);
        await update(record.id, {
          ...counts,
          status: 'succeeded',
          stage: PUBLISH_STAGES.done,
          message,
          finished_at: new Date().toISOString(),
        });
        log(`[publish] ${message} Serving ${outDir}.`);
        return;
      } catch (error) {
        return fail(record, outDir, counts, `The new site could not be served: ${String(error)}`);
      }
    }
    return fail(record, outDir, counts, failed ?? `The build finished incomplete: ${problem}.`);
  }

  async function fail(
    record: PublishRecord,
    outDir: string,
    counts: Pick<PublishRecord, 'product_count' | 'skipped_count' | 'pages_built'>,
    message: string,
  ) {
    rmSync(outDir, { recursive: true, force: true });
    await update(record.id, { ...counts, status: 'failed', message, finished_at: new Date().toISOString() });
    log(`[publish] failed; the site stays as it was. ${message}`);
  }

  /**
   * Starts a publish, full unless asked otherwise, or returns the one running. `started` says
   * which.
   *
   * @example const { record, started } = await publisher.start(userId);
   * @example await publisher.start(null, 'partial'); // the changed pages only
   */
  async function start(
    requestedBy: string | null = null,
    kind: PublishKind = 'full',
  ): Promise<{ record: PublishRecord; started: boolean }> {
    if (running) return { record: runningRecord ?? (await running), started: false };
    running = (async () => {
      mkdirSync(sitesDir, { recursive: true });
      const { rows } = await options.db.query<PublishRecord>(
        `insert into public.storefront_publishes (requested_by, kind, status, stage) values ($1, $2, 'running', $3) returning ${COLUMNS}`,
        [requestedBy, kind, PUBLISH_STAGES.catalogue],
      );
      return rows[0]!;
    })();
    try {
      const record = (runningRecord = await running);
      finished = run(record)
        .catch((error: unknown) => log(`[publish] ${String(error)}`))
        .finally(() => {
          running = undefined;
          runningRecord = undefined;
        });
      return { record, started: true };
    } catch (error) {
      running = undefined;
      throw error;
    }
  }

  /**
   * Marks publishes a stopped server left running as failed (a host's deploy is not this
   * server's to judge).
   */
  async function recover(): Promise<void> {
    await options.db.query(
      `update public.storefront_publishes
          set status = 'failed', message = 'The server stopped before this publish finished.', finished_at = now()
        where status in ('queued', 'running') and stage <> $1`,
      [PUBLISH_STAGES.deploy],
    );
  }

  return {
    start,
    recover,
    /** The publish running now, if any. */
    current: () => runningRecord,
    /**
     * Resolves when the publish running or starting when it is called (if any) has finished: one
     * whose row is still being written is waited for too.
     */
    idle: async () => {
      await running?.catch(() => {});
      await finished;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
