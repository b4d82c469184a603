/**
 * "Publish storefront" for the admin area: start a rebuild of the static site from the products
 * table, and follow it (the publish-storefront edge function). Staff only; the calls carry the
 * signed-in session. A refusal or failure throws a DataError whose message can be shown as it is.
 */
import type {
  PendingChange,
  PublishRow,
  PublishTarget,
} from '../../../supabase/functions/_shared/contracts/publishes';
import { resolveClient, type ClientSource } from './client';
import { invokeFunction } from './errors';

export type PublishStatus = PublishRow['status'];

/** One publish of the storefront, as the admin area shows it. */
export interface StorefrontPublish {
  id: string;
  requestedBy: string | null;
  /** full: every page built; partial: only the pages whose content changed (after staff saved). */
  kind: PublishRow['kind'];
  status: PublishStatus;
  /** Reading the catalogue, Rendering pages, Indexing search, Done; or Deploy requested. */
  stage: string;
  /** Products built, and rows left out as invalid (the message names them). */
  productCount: number | null;
  skippedCount: number | null;
  /** Pages the publish built (a partial one: those whose content changed). */
  pagesBuilt: number | null;
  /** The result in words: "Published 127 products." or why it failed. */
  message: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  /** Still queued or running: ask again in a few seconds. */
  active: boolean;
}

export type { PublishTarget };

/** A product change the storefront has yet to show. */
export interface WaitingChange {
  slug: string;
  name: string;
  action: PendingChange['action'];
  changedAt: Date;
}

export interface PublishList {
  publishes: StorefrontPublish[];
  target: PublishTarget;
  /** Product changes waiting for a publish, newest first (the site server publishes them by itself). */
  pending: WaitingChange[];
}

const FUNCTION = 'publish-storefront';

function toPublish(row: PublishRow): StorefrontPublish {
  return {
    id: row.id,
    requestedBy: row.requested_by,
    kind: row.kind,
    status: row.status,
    stage: row.stage,
    productCount: row.product_count,
    skippedCount: row.skipped_count,
    pagesBuilt: row.pages_built,
    message: row.message,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    active: row.status === 'queued' || row.status === 'running',
  };
}

/**
 * Starts a publish of the storefront, or returns the one already running (a second press while
 * one runs does not start another).
 *
 * @example const publish = await startPublish(); // { status: 'running', stage: 'Reading the catalogue', … }
 */
export async function startPublish(source?: ClientSource): Promise<StorefrontPublish> {
  const supabase = await resolveClient(source);
  const { publish } = await invokeFunction(
    supabase.functions,
    FUNCTION,
    { method: 'POST', body: {} },
    'admin',
  );
  return toPublish(publish);
}

/**
 * The latest publishes (newest first, at most 20), where a publish goes and the product changes
 * waiting for one. Poll it every few seconds while the first is `active` or changes wait.
 */
export async function listPublishes(source?: ClientSource): Promise<PublishList> {
  const supabase = await resolveClient(source);
  const { publishes, target, pending } = await invokeFunction(
    supabase.functions,
    FUNCTION,
    { method: 'GET', body: undefined },
    'admin',
  );
  return {
    publishes: publishes.map(toPublish),
    target,
    pending: pending.map((change) => ({
      slug: change.product_slug,
      name: change.product_name,
      action: change.action,
      changedAt: new Date(change.changed_at),
    })),
  };
}
