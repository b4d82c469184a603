/**
 * The `storefront_publishes` rows: read as the caller (Row Level Security lets staff read them),
 * written with the service role (nobody writes them through the API). Each row becomes the
 * contract's PublishRow in toPublishRow, its status read as one the admin area knows.
 */
import type { Tables, TablesInsert, TablesUpdate } from '../_shared/contracts/database.ts';
import type { PendingChange, PublishRow } from '../_shared/contracts/publishes.ts';
import { unwrap } from '../_shared/database-error.ts';
import { oneOf } from '../_shared/read.ts';
import type { Client } from '../_shared/supabase.ts';

/** The stage of a publish a host's deploy hook builds. */
export const DEPLOY_REQUESTED = 'Deploy requested';
/** How many publishes GET lists. */
export const LISTED = 20;

const TABLE = 'storefront_publishes';
const STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
const KINDS = ['full', 'partial'] as const;
const ACTIONS = ['created', 'updated', 'deleted'] as const;
/** How many waiting changes GET lists (the count says how many there are). */
export const PENDING_LISTED = 50;

/** A storefront_publishes row as the contract's PublishRow. */
function toPublishRow(row: Tables<'storefront_publishes'>): PublishRow {
  return {
    ...row,
    kind: oneOf(row.kind, KINDS, 'publish kind'),
    status: oneOf(row.status, STATUSES, 'publish status'),
  };
}

/** The product changes waiting for a publish, newest first, as `caller` sees them. */
export async function listPendingChanges(caller: Client): Promise<PendingChange[]> {
  const rows = unwrap(
    await caller
      .from('storefront_changes')
      .select('product_slug, product_name, action, changed_at')
      .is('publish_id', null)
      .order('changed_at', { ascending: false })
      .limit(PENDING_LISTED),
    'storefront_changes',
  );
  return rows.map((row) => ({ ...row, action: oneOf(row.action, ACTIONS, 'change action') }));
}

/** The latest publishes, newest first, as `caller` sees them. */
export async function listPublishes(caller: Client): Promise<PublishRow[]> {
  const rows = unwrap(
    await caller.from(TABLE).select('*').order('started_at', { ascending: false }).limit(LISTED),
    TABLE,
  );
  return rows.map(toPublishRow);
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
  return rows.map(toPublishRow)[0];
}

/** Records a new publish. */
export async function insertPublish(
  db: Client,
  fields: TablesInsert<'storefront_publishes'>,
): Promise<PublishRow> {
  const [row] = unwrap(await db.from(TABLE).insert(fields).select('*'), TABLE);
  if (!row) throw new Error(`${TABLE}: the insert returned no row`);
  return toPublishRow(row);
}

/** Changes a publish; returns it as it now is. */
export async function updatePublish(
  db: Client,
  id: string,
  fields: TablesUpdate<'storefront_publishes'>,
): Promise<PublishRow | undefined> {
  const rows = unwrap(await db.from(TABLE).update(fields).eq('id', id).select('*'), TABLE);
  return rows.map(toPublishRow)[0];
}
