/**
 * Supabase clients for the edge functions, made per request as Supabase's function examples make
 * them: `callerClient` carries the caller's own Authorization header, so auth.uid() and Row Level
 * Security are theirs; `serviceClient` holds the service role, for the server's own work. Neither
 * keeps or refreshes a session: a function lives for one request.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
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

type Functions = Database['public']['Functions'];

/**
 * The arguments the functions pass as SQL null (a guest has no account; a failed transfer no
 * receipt; an invitation with no role is refused by the database in its words), which the generated
 * schema, like `supabase gen types`, types as required values.
 */
interface NullableArgs {
  place_order_for: 'customer' | 'client_address';
  settle_payout_transfer: 'receipt';
  invite_staff: 'wanted';
}

type WithNulls<Args, Keys extends PropertyKey> = Omit<Args, Keys> & {
  [Key in Keys & keyof Args]: Args[Key] | null;
};

/** The generated schema, with NullableArgs taking null. */
export type Schema = Omit<Database, 'public'> & {
  public: Omit<Database['public'], 'Functions'> & {
    Functions: {
      [Name in keyof Functions]: Name extends keyof NullableArgs
        ? {
            Args: WithNulls<Functions[Name]['Args'], NullableArgs[Name]>;
            Returns: Functions[Name]['Returns'];
          }
        : Functions[Name];
    };
  };
};

/** A client of this project's API, typed by its schema (contracts/database.ts, `npm run db:types`). */
export type Client = SupabaseClient<Schema>;

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

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;
/** What supabase-js's Realtime wants of a WebSocket class, and of its sockets. */
type Transport = NonNullable<RealtimeOptions['transport']>;
type SocketLike = InstanceType<Transport>;

/**
 * The functions never subscribe to Realtime, but supabase-js builds its Realtime client up front
 * and wants a WebSocket class for it. Deno and Supabase's edge runtime have one; Node 20, where the
 * local server runs the functions, has none, so there it gets a class that refuses to connect: its
 * members are only declared, as no socket of it is ever made.
 */
class NoRealtime implements SocketLike {
  declare readonly CONNECTING: number;
  declare readonly OPEN: number;
  declare readonly CLOSING: number;
  declare readonly CLOSED: number;
  declare readonly readyState: number;
  declare readonly url: string;
  declare readonly protocol: string;
  declare onopen: SocketLike['onopen'];
  declare onmessage: SocketLike['onmessage'];
  declare onclose: SocketLike['onclose'];
  declare onerror: SocketLike['onerror'];
  declare close: SocketLike['close'];
  declare send: SocketLike['send'];
  declare addEventListener: SocketLike['addEventListener'];
  declare removeEventListener: SocketLike['removeEventListener'];

  constructor() {
    throw new Error('The edge functions do not use Realtime');
  }
}
const TRANSPORT: Transport = NoRealtime;
const REALTIME: RealtimeOptions = typeof WebSocket === 'undefined' ? { transport: TRANSPORT } : {};
const OPTIONS = { auth: STATELESS, realtime: REALTIME };

/**
 * A client that calls as the holder of `authorization` (the request's "Bearer …" header): the
 * database sees their role and claims. Without one it calls with the anon key, as a guest.
 * @example const caller = callerClient(project, request.headers.get('Authorization'));
 */
export function callerClient(project: Project, authorization: string | null): Client {
  return createClient<Schema>(project.url, project.anonKey, {
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
  return createClient<Schema>(project.url, project.serviceRoleKey, OPTIONS);
}
