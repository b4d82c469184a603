/**
 * Supabase clients for the edge functions, made per request as Supabase's function examples make
 * them: `callerClient` carries the caller's own Authorization header, so auth.uid() and Row Level
 * Security are theirs; `serviceClient` holds the service role, for the server's own work. Neither
 * keeps or refreshes a session: a function lives for one request.
 */
import {
  createClient,
  type JWK,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { timingSafeEqual } from './constant-time.ts';
import type { Database } from './contracts/database.ts';

/** How a function reads its environment (`Deno.env.get` on Supabase and in the local server). */
export type Env = (name: string) => string | undefined;

/** The project a function runs in, from the variables Supabase gives every function. */
export interface Project {
  /** The project URL, without a trailing slash. */
  url: string;
  /** The key calls made as the caller carry in `apikey`: the publishable key, or the legacy anon key. */
  publishableKey: string;
  /** The key of the function's own calls, as the service role: the secret key, or the legacy one. */
  secretKey: string;
  /** Every key a caller may present as each kind (all named keys, and the legacy one). */
  publishableKeys: string[];
  secretKeys: string[];
  /** The project's public signing keys, for verifying users' JWTs without a request. */
  jwks?: { keys: JWK[] };
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

/** The values of a JSON object of named keys (`{"default": "sb_publishable_…"}`), or none. */
function namedKeys(text: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** A public key of SUPABASE_JWKS as auth-js takes it, or undefined for an entry that is none. */
function toJwk(key: unknown): JWK | undefined {
  if (typeof key !== 'object' || key === null || !('kty' in key) || typeof key.kty !== 'string')
    return undefined;
  const ops =
    'key_ops' in key && Array.isArray(key.key_ops) ? key.key_ops.filter((op) => typeof op === 'string') : [];
  return { ...key, kty: key.kty, key_ops: ops.length ? ops : ['verify'] };
}

/** `SUPABASE_JWKS` (`{"keys": […]}`), or undefined when absent or not a key set. */
function jwksOf(text: string | undefined): Project['jwks'] {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    const keys: unknown =
      typeof parsed === 'object' && parsed !== null && 'keys' in parsed ? parsed.keys : undefined;
    if (!Array.isArray(keys)) return undefined;
    return { keys: keys.map(toJwk).filter((key) => key !== undefined) };
  } catch {
    return undefined;
  }
}

/**
 * The project's URL and keys, from what hosted injects: SUPABASE_PUBLISHABLE_KEYS and
 * SUPABASE_SECRET_KEYS (JSON objects of named keys; `default` is the one the function uses) and
 * SUPABASE_JWKS, with the legacy SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY as a fallback
 * and as keys callers may still present while the project has them.
 * @example const project = projectOf((name) => Deno.env.get(name));
 */
export function projectOf(env: Env): Project {
  const publishable = namedKeys(env('SUPABASE_PUBLISHABLE_KEYS'));
  const secret = namedKeys(env('SUPABASE_SECRET_KEYS'));
  const legacyAnon = env('SUPABASE_ANON_KEY') || undefined;
  const legacyService = env('SUPABASE_SERVICE_ROLE_KEY') || undefined;
  const publishableKeys = [...Object.values(publishable), ...(legacyAnon ? [legacyAnon] : [])];
  const secretKeys = [...Object.values(secret), ...(legacyService ? [legacyService] : [])];
  return {
    url: (env('SUPABASE_URL') ?? '').replace(/\/+$/, ''),
    publishableKey: publishable.default ?? publishableKeys[0] ?? '',
    secretKey: secret.default ?? secretKeys[0] ?? '',
    publishableKeys,
    secretKeys,
    jwks: jwksOf(env('SUPABASE_JWKS')),
  };
}

/** Whether `key` is one of `keys`, every one compared in full. */
export const oneOf = (key: string, keys: string[]) =>
  keys.reduce((found, candidate) => timingSafeEqual(key, candidate) || found, false);

/**
 * The user's JWT in `authorization`, or undefined when it holds none: supabase-js sends the
 * publishable key there (as `Bearer sb_…`, or the legacy anon JWT) when nobody is signed in.
 */
export function userToken(project: Project, authorization: string | null): string | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token || token.startsWith('sb_') || oneOf(token, [...project.publishableKeys, ...project.secretKeys]))
    return undefined;
  return token;
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
 * A client that calls as the holder of `authorization` (the request's "Bearer …" header with a
 * user's JWT): the database sees their role and claims. Without one it calls with the
 * publishable key, as a guest.
 * @example const caller = callerClient(project, request.headers.get('Authorization'));
 */
export function callerClient(project: Project, authorization: string | null): Client {
  const token = userToken(project, authorization);
  return createClient<Schema>(project.url, project.publishableKey, {
    ...OPTIONS,
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

/**
 * A client holding the service role: Row Level Security does not apply, so use it only for what
 * the function itself decides (settling a payment it verified, recording a publish).
 * @example const { data } = await serviceClient(project).from('payments').select('*').eq('id', id);
 */
export function serviceClient(project: Project): Client {
  return createClient<Schema>(project.url, project.secretKey, OPTIONS);
}
