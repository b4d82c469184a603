/**
 * Calls the project's database functions through its REST API (PostgREST), as the caller (their
 * Authorization header, so auth.uid() and Row Level Security apply) or as the server (the service
 * role). A refusal raised with SQLSTATE PTxxx keeps its status, message and field (the detail).
 */
export interface RestSettings {
  url: string;
  /** The anon key: the apikey every request carries. */
  anonKey: string;
  serviceRoleKey: string;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field or line the refusal concerns (`contact.phone`, `lines.2.quantity`), when it names one. */
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function restSettings(env: (name: string) => string | undefined): RestSettings {
  return {
    url: (env('SUPABASE_URL') ?? '').replace(/\/+$/, ''),
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  };
}

interface PostgrestError {
  code?: string;
  message?: string;
  details?: string | null;
}

/** Runs `name(args)` as the holder of `authorization` (a "Bearer …" header), else as the service role. */
export async function rpc<T>(
  settings: RestSettings,
  name: string,
  args: Record<string, unknown>,
  authorization?: string,
): Promise<T> {
  const asServer = authorization === undefined;
  const response = await fetch(`${settings.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: asServer ? settings.serviceRoleKey : settings.anonKey,
      Authorization: authorization ?? `Bearer ${settings.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = (body ?? {}) as PostgrestError;
    const own = error.code?.startsWith('PT');
    throw new RestError(
      response.status,
      own && error.message ? error.message : `${name} failed: ${error.message ?? response.status}`,
      own ? (error.details ?? undefined) : undefined,
      error.code,
    );
  }
  return body as T;
}

/** Reads rows with the service role: `query` is PostgREST's (`id=eq.…&select=*`). */
export async function selectRows<T>(settings: RestSettings, table: string, query: string): Promise<T[]> {
  const response = await fetch(`${settings.url}/rest/v1/${table}?${query}`, {
    headers: { apikey: settings.serviceRoleKey, Authorization: `Bearer ${settings.serviceRoleKey}` },
  });
  if (!response.ok) throw new RestError(response.status, `Reading ${table} failed (${response.status})`);
  return (await response.json()) as T[];
}
