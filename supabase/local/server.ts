/**
 * The local Supabase-compatible server: one request handler that answers `/rest/v1` (PostgREST),
 * `/auth/v1` (GoTrue), `/functions/v1` (edge functions) and the local outbox page, in front of
 * PGlite or PostgreSQL. It plays the part of Supabase's API gateway too: the `apikey` check, CORS,
 * and a body size limit. Mount it in any Node HTTP server (`npm start`, Astro's dev server, tests).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readConfig, type LocalConfig } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { createFunctionsService } from './functions.ts';
import { json, type ApiRequest, type ApiResponse } from './http.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { Outbox } from './outbox.ts';
import { renderOutbox } from './outbox-page.ts';
import { ensureDemoAccounts, migrate, type SetupReport } from './setup.ts';
import { createAuthService, AUTH_SCHEMA_SQL, type AuthService } from './auth/index.ts';
import { createRestService, type RestService } from './rest/index.ts';

export interface LocalSupabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string;
  config?: LocalConfig;
  /** Where edge functions live; supabase/functions by default. */
  functionsDir?: URL;
  /** The URL clients reach the server at, when it is not the request's own Host. */
  publicUrl?: string;
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  demoAccounts?: boolean;
  log?: (line: string) => void;
}

export interface LocalSupabase {
  /** Connect-style middleware: answers the API paths, passes anything else to `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  db: Database;
  outbox: Outbox;
  auth: AuthService;
  rest: RestService;
  setup: SetupReport;
  close(): Promise<void>;
}

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, x-supabase-api-version, x-upsert',
  'Access-Control-Expose-Headers': 'Content-Range, Range, Content-Location, Location, X-Supabase-Api-Version',
  'Access-Control-Max-Age': '3600',
};

/** Paths under /auth/v1 a browser opens without an API key (Supabase's gateway leaves them open). */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json'];
const API_KEYS = new Set([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]);

type Prefix = '/rest/v1' | '/auth/v1' | '/functions/v1' | '/_local/outbox';
const PREFIXES: Prefix[] = ['/rest/v1', '/auth/v1', '/functions/v1', '/_local/outbox'];

function matchPrefix(pathname: string): Prefix | undefined {
  return PREFIXES.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A 4xx in the shape the service behind the prefix uses. */
function gatewayError(prefix: Prefix, status: number, message: string): ApiResponse {
  if (prefix === '/rest/v1') return json(status, { code: 'PGRST000', message, details: null, hint: null });
  if (prefix === '/auth/v1')
    return json(status, {
      code: status,
      error_code: status === 413 ? 'request_entity_too_large' : 'no_api_key',
      msg: message,
    });
  return json(status, { message });
}

const EMPTY = Buffer.alloc(0);

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too_large'> {
  // Most API calls are GETs without a body: answer them without waiting for the stream's end.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return Promise.resolve(EMPTY);
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      return resolve('too_large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve('too_large');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function createLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const log = options.log ?? console.log;
  const config = options.config ?? readConfig();
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  const setup = await migrate(db, AUTH_SCHEMA_SQL);
  const outbox = new Outbox(log);
  const auth = await createAuthService({ db, config: config.auth, outbox });
  if (options.demoAccounts !== false) await ensureDemoAccounts(db, auth.ensureUser);
  const rest = await createRestService({ db, schemas: config.api.schemas, maxRows: config.api.maxRows });
  let origin = options.publicUrl;
  const functions = createFunctionsService({
    dir: options.functionsDir ?? new URL('../functions/', import.meta.url),
    env: () => ({
      SUPABASE_URL: origin,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: options.databaseUrl,
      ...process.env,
    }),
  });

  async function respond(prefix: Prefix, req: IncomingMessage, url: URL): Promise<ApiResponse> {
    const method = req.method ?? 'GET';
    const path = url.pathname.slice(prefix.length) || '/';
    if (prefix === '/_local/outbox') {
      if (path === '/messages.json') return json(200, outbox.list(url.searchParams.get('to') ?? undefined));
      return {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        body: renderOutbox(outbox.list()),
      };
    }
    if (method === 'OPTIONS' && prefix !== '/functions/v1') return { status: 204, headers: {} };
    // The gateway's key check: an API key in the apikey header (or query), unless the path is open.
    const apikey = req.headers.apikey ?? url.searchParams.get('apikey');
    url.searchParams.delete('apikey');
    const open = prefix === '/auth/v1' && OPEN_AUTH_PATHS.includes(path);
    if (!open && prefix !== '/functions/v1') {
      if (!apikey) return gatewayError(prefix, 401, 'No API key found in request');
      if (typeof apikey !== 'string' || !API_KEYS.has(apikey))
        return gatewayError(prefix, 401, 'Invalid API key');
    }
    const body = await readBody(req, bodyLimit);
    if (body === 'too_large') return gatewayError(prefix, 413, 'Request body too large');
    const requestOrigin = options.publicUrl ?? `http://${req.headers.host ?? 'localhost'}`;
    origin ??= requestOrigin;
    const request: ApiRequest = {
      method,
      url,
      path,
      headers: req.headers,
      body,
      ip: req.socket.remoteAddress ?? '',
      origin: requestOrigin,
    };
    if (prefix === '/rest/v1') return rest.handle(request);
    if (prefix === '/auth/v1') return auth.handle(request);
    return functions.handle(request);
  }

  function handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const prefix = matchPrefix(url.pathname);
    if (!prefix) return next();
    respond(prefix, req, url)
      .catch((error: unknown) => {
        log(
          `[local supabase] ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`,
        );
        return gatewayError(prefix, 500, 'Internal server error');
      })
      .then((response) => {
        const headers: Record<string, string> =
          prefix === '/functions/v1' ? { ...response.headers } : { ...CORS, ...response.headers };
        // A known length instead of chunked encoding: fewer bytes, and one write per response.
        const body =
          req.method === 'HEAD' || [204, 304].includes(response.status) ? undefined : response.body;
        if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
        else if (req.method !== 'HEAD') headers['Content-Length'] = '0';
        res.writeHead(response.status, headers);
        res.end(body);
      });
  }

  return { handle, db, outbox, auth, rest, setup, close: () => db.close() };
}
