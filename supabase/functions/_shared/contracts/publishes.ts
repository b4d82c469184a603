/**
 * The publish-storefront function's answers: publishes of the static site (`storefront_publishes`
 * rows) and where a publish goes. Shared by the admin area and the function.
 */

/** A `storefront_publishes` row: one rebuild of the static site. */
export interface PublishRow {
  id: string;
  requested_by: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  stage: string;
  product_count: number | null;
  skipped_count: number | null;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

/** Where a publish goes: this machine's site server, a host's deploy hook, or nowhere yet. */
export type PublishTarget = 'local' | 'deploy-hook' | null;

/** GET /publish-storefront: the latest publishes, newest first, and where a publish goes. */
export interface PublishList {
  publishes: PublishRow[];
  target: PublishTarget;
}

/** POST /publish-storefront: the publish started, or the one already running (`started: false`). */
export interface PublishStarted {
  publish: PublishRow;
  started: boolean;
}
