/**
 * Publishes product changes by itself: the site server asks the database every second what is
 * waiting (`storefront_changes`, pending-changes.ts) and starts a partial publish once the saves
 * have been quiet for `quietMs` (a burst of edits is one publish), or once the first change has
 * waited `maxWaitMs` (steady saving does not hold it back for ever). Changes saved while a publish
 * runs go in the next one. After a failed publish it waits `retryMs` before trying again.
 *
 * @example const auto = startAutoPublish({ db, publisher }); … auto.stop();
 */
import type { Queryable } from '../../supabase/local/database.ts';
import { pendingChanges } from './pending-changes.ts';
import type { Publisher } from './publisher.ts';

export interface AutoPublishTiming {
  /** Quiet after the latest save before a publish starts. */
  quietMs: number;
  /** The longest a change waits for its publish to start. */
  maxWaitMs: number;
  /** How often the database is asked. */
  pollMs: number;
  /** The wait after a failed publish. */
  retryMs: number;
}

/** Quiet for 3 s, never more than 10 s after the first save: live well within a minute. */
export const AUTO_PUBLISH_TIMING: AutoPublishTiming = {
  quietMs: 3_000,
  maxWaitMs: 10_000,
  pollMs: 1_000,
  retryMs: 30_000,
};

/**
 * The timing from the environment: STOREFRONT_PUBLISH_QUIET_MS and STOREFRONT_PUBLISH_MAX_WAIT_MS
 * (a test shortens them), or the defaults.
 */
export function autoPublishTiming(env: NodeJS.ProcessEnv = process.env): AutoPublishTiming {
  const ms = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value >= 0 && env[name]?.trim() ? value : fallback;
  };
  return {
    ...AUTO_PUBLISH_TIMING,
    quietMs: ms('STOREFRONT_PUBLISH_QUIET_MS', AUTO_PUBLISH_TIMING.quietMs),
    maxWaitMs: ms('STOREFRONT_PUBLISH_MAX_WAIT_MS', AUTO_PUBLISH_TIMING.maxWaitMs),
  };
}

export interface AutoPublishOptions extends Partial<AutoPublishTiming> {
  db: Queryable;
  publisher: Publisher;
  log?: (line: string) => void;
}

/** Starts watching for changes; `check` looks once now (tests), `stop` ends the watch. */
export function startAutoPublish(options: AutoPublishOptions) {
  const timing = { ...AUTO_PUBLISH_TIMING, ...options };
  const log = options.log ?? console.log;
  const { db, publisher } = options;
  let failedAt = 0;
  let checking = false;

  /** Whether the changes waiting are due for a publish now. */
  async function due(): Promise<boolean> {
    if (publisher.current() || Date.now() - failedAt < timing.retryMs) return false;
    const pending = await pendingChanges(db);
    return pending.count > 0 && (pending.quietMs >= timing.quietMs || pending.waitingMs >= timing.maxWaitMs);
  }

  async function check(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      if (!(await due())) return;
      const { record, started } = await publisher.start(null, 'partial');
      if (!started) return;
      await publisher.idle();
      const { rows } = await db.query<{ status: string }>(
        'select status from public.storefront_publishes where id = $1',
        [record.id],
      );
      if (rows[0]?.status === 'failed') failedAt = Date.now();
    } catch (error) {
      failedAt = Date.now();
      log(`[publish] could not publish the waiting changes: ${String(error)}`);
    } finally {
      checking = false;
    }
  }

  const timer = setInterval(() => void check(), timing.pollMs);
  // The watch never keeps a stopping server alive.
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

export type AutoPublish = ReturnType<typeof startAutoPublish>;
