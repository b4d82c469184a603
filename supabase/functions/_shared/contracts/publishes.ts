/**
 * The publish-storefront function's answers: publishes of the static site (`storefront_publishes`
 * rows) and where a publish goes. Shared by the admin area and the function.
 */

/** A `storefront_publishes` row: one rebuild of the static site. */
export interface PublishRow {
  id: string;
  requested_by: string | null;
  /** full: every page built; partial: only the pages whose content changed. */
  kind: 'full' | 'partial';
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  stage: string;
  product_count: number | null;
  skipped_count: number | null;
  pages_built: number | null;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

/** Where a publish goes: this machine's site server, a host's deploy hook, or nowhere yet. */
export type PublishTarget = 'local' | 'deploy-hook' | null;

/** A product change the storefront has yet to show (a `storefront_changes` row waiting). */
export interface PendingChange {
  product_slug: string;
  product_name: string;
  action: 'created' | 'updated' | 'deleted';
  changed_at: string;
}

/**
 * GET /publish-storefront: the latest publishes, newest first, where a publish goes, and the
 * product changes waiting for one (newest first).
 */
export interface PublishList {
  publishes: PublishRow[];
  target: PublishTarget;
  pending: PendingChange[];
}

/** POST /publish-storefront: the publish started, or the one already running (`started: false`). */
export interface PublishStarted {
  publish: PublishRow;
  started: boolean;
}
