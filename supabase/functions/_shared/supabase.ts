/**
 * Supabase clients for the edge functions, made per request as Supabase's function examples make
 * them: `callerClient` carries the caller's own Authorization header, so auth.uid() and Row Level
 * Security are theirs; `serviceClient` holds the service role, for the server's own work. Neither
 * keeps or refreshes a session: a function lives for one request.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './contracts/database.ts';

/** How a function reads its environment (`Deno.env.get` on Supabase and in the local server). */
export type Env = (name: string) => string | undefined;

/** The project a function runs in, from the variables Supabase gives every function. */
export interface Project {
  /** The project URL, without a trailing slash. */
  url: string;
  /** The anon (publishable) key: the apikey of calls made as the caller. */
  anonKey: string;
  serviceRoleKey: string;
}

/** A client of this project's API, typed by its schema (contracts/database.ts, `npm run db:types`). */
export type Client = SupabaseClient<Database>;

/**
 * The project's URL and keys.
 * @example const project = projectOf((name) => Deno.env.get(name));
 */
export function projectOf(env: Env): Project {
  return {
    url: (env('SUPABASE_URL') ?? '').replace(/\/+$/, ''),
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  };
}

const STATELESS = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/**
 * The functions never subscribe to Realtime, but supabase-js builds its Realtime client up front
 * and wants a WebSocket class for it. Deno and Supabase's edge runtime have one; Node 20, where the
 * local server runs the functions, has none, so there it gets a class that refuses to connect.
 */
class NoRealtime {
  constructor() {
    throw new Error('The edge functions do not use Realtime');
  }
}
const REALTIME =
  typeof WebSocket === 'undefined' ? { transport: NoRealtime as unknown as typeof WebSocket } : {};
const OPTIONS = { auth: STATELESS, realtime: REALTIME };

/**
 * A client that calls as the holder of `authorization` (the request's "Bearer …" header): the
 * database sees their role and claims. Without one it calls with the anon key, as a guest.
 * @example const caller = callerClient(project, request.headers.get('Authorization'));
 */
export function callerClient(project: Project, authorization: string | null): Client {
  return createClient<Database>(project.url, project.anonKey, {
    ...OPTIONS,
    global: authorization ? { headers: { Authorization: authorization } } : {},
  });
}

/**
 * A client holding the service role: Row Level Security does not apply, so use it only for what
 * the function itself decides (settling a payment it verified, recording a publish).
 * @example const { data } = await serviceClient(project).from('payments').select('*').eq('id', id);
 */
export function serviceClient(project: Project): Client {
  return createClient<Database>(project.url, project.serviceRoleKey, OPTIONS);
}
