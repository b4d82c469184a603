/**
 * The product changes waiting for the storefront (`storefront_changes`, written by a trigger on
 * products): how many, how long since the latest and the first, and marking those a publish took
 * live. Read and written with the site server's own connection.
 */
import type { Queryable } from '../../supabase/local/database.ts';

/** What is waiting: changed products, and how long ago the latest and the first change were. */
export interface PendingChanges {
  count: number;
  /** Since the latest save, in milliseconds (by the database's clock). */
  quietMs: number;
  /** Since the first save still waiting, in milliseconds. */
  waitingMs: number;
}

/** The changes waiting for the storefront. */
export async function pendingChanges(db: Queryable): Promise<PendingChanges> {
  const { rows } = await db.query<{ count: number; quiet_ms: number | null; waiting_ms: number | null }>(
    `select count(*)::int as count,
            (extract(epoch from now() - max(changed_at)) * 1000)::float8 as quiet_ms,
            (extract(epoch from now() - min(first_changed_at)) * 1000)::float8 as waiting_ms
       from public.storefront_changes where publish_id is null`,
  );
  const row = rows[0]!;
  return { count: row.count, quietMs: row.quiet_ms ?? 0, waitingMs: row.waiting_ms ?? 0 };
}

/**
 * Marks the changes saved before the publish `publishId` started (when its build had yet to read
 * the catalogue) as taken live by it; a product saved again since stays waiting. The start is read
 * in SQL, at the database's microseconds: a JavaScript Date keeps milliseconds, and a change saved
 * in the same millisecond as the start, before it, would stay waiting.
 */
export async function markChangesPublished(db: Queryable, publishId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `with published as (
       update public.storefront_changes set publish_id = $1
        where publish_id is null
          and changed_at <= (select started_at from public.storefront_publishes where id = $1)
        returning 1
     ) select count(*)::int as count from published`,
    [publishId],
  );
  return rows[0]?.count ?? 0;
}
