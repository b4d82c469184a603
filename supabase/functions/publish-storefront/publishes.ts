/**
 * The `storefront_publishes` rows: read as the caller (Row Level Security lets staff read them),
 * written with the service role (nobody writes them through the API).
 */
import type { PublishRow } from '../_shared/contracts/publishes.ts';
import { unwrap } from '../_shared/database-error.ts';
import type { Client } from '../_shared/supabase.ts';

/** The stage of a publish a host's deploy hook builds. */
export const DEPLOY_REQUESTED = 'Deploy requested';
/** How many publishes GET lists. */
export const LISTED = 20;

const TABLE = 'storefront_publishes';

/** The latest publishes, newest first, as `caller` sees them. */
export async function listPublishes(caller: Client): Promise<PublishRow[]> {
  const rows = unwrap(
    await caller.from(TABLE).select('*').order('started_at', { ascending: false }).limit(LISTED),
    TABLE,
  );
  return rows as PublishRow[];
}

/** The deploy a host is building now, if one was requested in the last hour. */
export async function runningDeploy(db: Client): Promise<PublishRow | undefined> {
  const since = new Date(Date.now() - 3_600_000).toISOString();
  const rows = unwrap(
    await db
      .from(TABLE)
      .select('*')
      .eq('status', 'running')
      .eq('stage', DEPLOY_REQUESTED)
      .gte('started_at', since)
      .order('started_at', { ascending: false })
      .limit(1),
    TABLE,
  );
  return (rows as PublishRow[])[0];
}

/** Records a new publish. */
export async function insertPublish(db: Client, fields: Partial<PublishRow>): Promise<PublishRow> {
  return unwrap(await db.from(TABLE).insert(fields).select('*').single(), TABLE) as PublishRow;
}

/** Changes a publish; returns it as it now is. */
export async function updatePublish(
  db: Client,
  id: string,
  fields: Partial<PublishRow>,
): Promise<PublishRow | undefined> {
  const rows = unwrap(await db.from(TABLE).update(fields).eq('id', id).select('*'), TABLE);
  return (rows as PublishRow[])[0];
}
