/**
 * The `storefront_publishes` rows through the REST API: read as the caller (Row Level Security
 * lets staff read them), written with the service role (nobody writes them through the API).
 */
import { RestError, type RestSettings } from '../_shared/rest.ts';

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

/** The stage of a publish a host's deploy hook builds. */
export const DEPLOY_REQUESTED = 'Deploy requested';
/** How many publishes GET lists. */
export const LISTED = 20;

async function request<T>(
  settings: RestSettings,
  query: string,
  init: { method?: string; body?: unknown; authorization?: string } = {},
): Promise<T> {
  const asServer = init.authorization === undefined;
  const response = await fetch(`${settings.url}/rest/v1/storefront_publishes?${query}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: asServer ? settings.serviceRoleKey : settings.anonKey,
      Authorization: init.authorization ?? `Bearer ${settings.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new RestError(response.status, `storefront_publishes: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The latest publishes, newest first, as the caller sees them. */
export const listPublishes = (settings: RestSettings, authorization: string) =>
  request<PublishRow[]>(settings, `select=*&order=started_at.desc&limit=${LISTED}`, { authorization });

/** The deploy a host is building now, if one was requested in the last hour. */
export async function runningDeploy(settings: RestSettings): Promise<PublishRow | undefined> {
  const since = new Date(Date.now() - 3_600_000).toISOString();
  const rows = await request<PublishRow[]>(
    settings,
    `select=*&status=eq.running&stage=eq.${encodeURIComponent(DEPLOY_REQUESTED)}&started_at=gte.${since}&order=started_at.desc&limit=1`,
  );
  return rows[0];
}

/** Records a new publish. */
export async function insertPublish(
  settings: RestSettings,
  fields: Partial<PublishRow>,
): Promise<PublishRow> {
  const rows = await request<PublishRow[]>(settings, 'select=*', { method: 'POST', body: fields });
  return rows[0]!;
}

/** Changes a publish; returns it as it now is. */
export async function updatePublish(
  settings: RestSettings,
  id: string,
  fields: Partial<PublishRow>,
): Promise<PublishRow | undefined> {
  const rows = await request<PublishRow[]>(settings, `id=eq.${id}&select=*`, {
    method: 'PATCH',
    body: fields,
  });
  return rows[0];
}
