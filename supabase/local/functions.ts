/**
 * Runs edge functions the way Supabase does, in Node: `supabase/functions/{name}/index.ts` calls
 * `Deno.serve(handler)` with a Web-standard `(Request) => Response` handler. Before importing a
 * function the server installs a small `Deno` global whose `serve` records the handler and whose
 * `env.get` reads the variables Supabase gives every function, so the file runs unchanged here and
 * on Supabase. Each request sees its own server's variables (several servers may share a process).
 * Like Supabase's gateway, a valid JWT (the anon key will do) is required unless the
 * function sets `verify_jwt = false` in config.toml; OPTIONS preflights reach the function; and the
 * caller's address is appended to X-Forwarded-For, its last hop the one a client cannot forge.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ApiRequest, ApiResponse } from './http.ts';
import { bearerToken, forwardedFor, json } from './http.ts';
import { localKeyring, type Keyring } from './keys.ts';

type Handler = (request: Request) => Response | Promise<Response>;

export interface FunctionsOptions {
  /** The folder holding one folder per function. */
  dir: URL;
  /** What `Deno.env.get` answers: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, … */
  env: () => Record<string, string | undefined>;
  /** Functions that opt out of the JWT check (`[functions.name] verify_jwt = false`). */
  publicFunctions?: string[];
  /** The server's keys, for the gateway's JWT check; the documented local ones by default. */
  keys?: Keyring;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

type Env = () => Record<string, string | undefined>;

/**
 * Each request runs with its own server's variables: several servers (tests) can share this
 * process, and a function reads the env of the server that called it, even after an await.
 */
const requestEnv = new AsyncLocalStorage<Env>();
const currentEnv = () => (requestEnv.getStore() ?? (() => process.env))();

let registering: ((handler: Handler) => void) | undefined;

/** The part of Deno's API a Supabase function may use, shared by all functions and servers. */
function installDeno() {
  const serve = (first: unknown, second?: unknown) => {
    const handler = (typeof first === 'function' ? first : second) as Handler | undefined;
    if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler');
    registering?.(handler);
    return { finished: Promise.resolve(), shutdown: async () => {}, ref() {}, unref() {} };
  };
  const deno = {
    serve,
    env: {
      get: (key: string) => currentEnv()[key],
      has: (key: string) => currentEnv()[key] !== undefined,
      toObject: () => ({ ...currentEnv() }),
    },
  };
  (globalThis as unknown as { Deno: typeof deno }).Deno = deno;
}

/** Handlers by file, for the whole process: a module runs its `Deno.serve` once, when first imported. */
const handlers = new Map<string, Promise<Handler | undefined>>();
// Imports run one at a time so each `Deno.serve` call is matched to the file that made it.
let queue: Promise<unknown> = Promise.resolve();

function load(dir: URL, name: string): Promise<Handler | undefined> {
  const file = new URL(`${name}/index.ts`, dir);
  const cached = handlers.get(file.href);
  if (cached) return cached;
  const loading = (queue = queue.then(async () => {
    if (!existsSync(file)) return undefined;
    let found: Handler | undefined;
    registering = (handler) => (found = handler);
    try {
      await import(/* @vite-ignore */ pathToFileURL(file.pathname).href);
    } finally {
      registering = undefined;
    }
    if (!found) throw new Error(`supabase/functions/${name}/index.ts did not call Deno.serve`);
    return found;
  })) as Promise<Handler | undefined>;
  handlers.set(file.href, loading);
  loading.catch(() => handlers.delete(file.href));
  return loading;
}

export function createFunctionsService(options: FunctionsOptions) {
  installDeno();

  async function handle(request: ApiRequest): Promise<ApiResponse> {
    const name = request.path.split('/')[1] ?? '';
    if (!NAME.test(name) || name.startsWith('_'))
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (request.method !== 'OPTIONS' && !options.publicFunctions?.includes(name)) {
      const token = bearerToken(request);
      if (!token) return json(401, { code: 401, message: 'Missing authorization header' });
      try {
        await (options.keys ?? localKeyring).verifyJwt(token);
      } catch {
        return json(401, { code: 401, message: 'Invalid JWT' });
      }
    }
    const handler = await load(options.dir, name);
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    // As Supabase's gateway does: the caller's address is the last hop of X-Forwarded-For.
    headers.set('x-forwarded-for', forwardedFor(request));
    const hasBody = !['GET', 'HEAD'].includes(request.method) && request.body.length > 0;
    // The variables are read once per request, however often the function asks.
    let variables: Record<string, string | undefined> | undefined;
    const env = () => (variables ??= options.env());
    const response = await requestEnv.run(env, () =>
      handler(
        new Request(request.url, {
          method: request.method,
          headers,
          body: hasBody ? new Uint8Array(request.body) : undefined,
        }),
      ),
    );
    const body = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => (out[key] = value));
    out['x-served-by'] = 'supabase-edge-runtime';
    return { status: response.status, headers: out, body };
  }

  return { handle };
}
