/**
 * The local Supabase-compatible server: one request handler that answers `/rest/v1` (PostgREST),
 * `/auth/v1` (GoTrue), `/functions/v1` (edge functions), `/storage/v1` (Storage) and the local
 * outbox page, in front of PGlite or PostgreSQL. It plays the part of Supabase's API gateway too:
 * the `apikey` check, CORS, and a body size limit. Mount it in any Node HTTP server (`npm start`,
 * Astro's dev server, tests).
 *
 * It is for this machine only (`deployment.ts`): the documented keys, demo accounts, the outbox
 * and the payment sandboxes, for development and tests. A shop in production runs on hosted
 * Supabase or Supabase's own self-hosted stack.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { readConfig, type LocalConfig } from './config.ts';
import { openDatabase, type Database, type StatementTimeouts } from './database.ts';
import { createFunctionsService } from './functions.ts';
import { passGateway } from './gateway.ts';
import { keptPaymentCallbackSecret } from './callback-secret.ts';
import { header, json, type ApiRequest, type ApiResponse } from './http.ts';
import { createKeyring, LOCAL_SECRETS, type Keyring, type ServerSecrets } from './keys.ts';
import { clientAddress, isDirectLoopbackClient, TrustedProxies } from './deployment.ts';
import { Outbox, readOutboxMessage } from './outbox.ts';
import { expireUnpaidOrders } from './order-expiry.ts';
import { renderOutbox } from './outbox-page.ts';
import { createPaymentSandbox, type PaymentSandbox } from './payment-sandbox.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts, migrate, type SetupReport } from './setup.ts';
import { ensureDemoReviews } from './demo-reviews.ts';
import { sendShopperMessages } from './shopper-messages.ts';
import { createAuthService, AUTH_SCHEMA_SQL, type AuthService } from './auth/index.ts';
import { createRestService, type RestService } from './rest/index.ts';
import { createStorageService, isOpenStoragePath } from './storage/index.ts';

export interface LocalSupabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite's data folder; in memory when absent. */
  dataDir?: string;
  config?: LocalConfig;
  /** Where edge functions live; supabase/functions by default. */
  functionsDir?: URL;
  /**
   * The URL clients reach the API at, for links in emails, the token issuer and functions'
   * SUPABASE_URL; a function for a server that learns its port late. Never the request's Host.
   * Default: config.toml's `api.external_url`, else `auth.site_url`.
   */
  publicUrl?: string | (() => string);
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  /** The server's secrets; the documented local ones by default (tests pass keyrings of their own). */
  secrets?: ServerSecrets;
  /**
   * Proxies whose X-Forwarded-For gives the client's address (rate limits): tests trust loopback
   * to play many shoppers behind one gateway. None by default.
   */
  trustedProxies?: TrustedProxies;
  /** The demo accounts; on by default. */
  demoAccounts?: boolean;
  /** Sample reviews by demo buyers (demo-reviews.ts), made once per database; off by default. */
  demoReviews?: boolean;
  /** The API roles' statement timeouts in ms, instead of their own (anon 3 s, authenticated 8 s). */
  statementTimeouts?: StatementTimeouts;
  /** How long the Daraja simulator's shopper takes to answer an M-Pesa prompt, in ms. */
  mpesaAnswerDelayMs?: number;
  /** How often unpaid orders past their time are expired, in ms; 0 turns it off. */
  orderExpiryIntervalMs?: number;
  /** How often queued shopper messages (alerts, review reminders) are sent, in ms; 0 turns it off. */
  shopperMessagesIntervalMs?: number;
  /** More variables for the edge functions (the site server's STOREFRONT_PUBLISH_URL). */
  functionEnv?: () => Record<string, string | undefined>;
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
  keys: Keyring;
  /** The Daraja simulator and card test gateway. */
  payments: PaymentSandbox;
  /**
   * The key the functions sign M-Pesa callback URLs with: PAYMENT_CALLBACK_SECRET from the
   * environment, else one made for this database and kept in it (`callback-secret.ts`).
   */
  paymentCallbackSecret: string;
  close(): Promise<void>;
}

/** Supabase's gateway answers any origin on the API; never on the outbox. */
const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, range-unit, x-supabase-api-version, x-upsert, cache-control, x-metadata',
  'Access-Control-Expose-Headers': 'Content-Range, Range, Content-Location, Location, X-Supabase-Api-Version',
  'Access-Control-Max-Age': '3600',
};

/** Paths under /auth/v1 a browser opens without an API key (Supabase's gateway leaves them open). */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json'];

type Prefix =
  | '/rest/v1'
  | '/auth/v1'
  | '/functions/v1'
  | '/storage/v1'
  | '/_local/outbox'
  | '/_local/daraja'
  | '/_local/card';
const PREFIXES: Prefix[] = [
  '/rest/v1',
  '/auth/v1',
  '/functions/v1',
  '/storage/v1',
  '/_local/outbox',
  '/_local/daraja',
  '/_local/card',
];
type LocalPrefix = Extract<Prefix, `/_local/${string}`>;
const isLocalPrefix = (prefix: Prefix): prefix is LocalPrefix => prefix.startsWith('/_local/');

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

function parseTarget(target: string): URL | undefined {
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return undefined;
  }
}

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
  const secrets = options.secrets ?? LOCAL_SECRETS;
  const keys = createKeyring(secrets);
  const trustedProxies = options.trustedProxies ?? new TrustedProxies([]);
  const publicUrlOption = options.publicUrl ?? config.api.externalUrl ?? config.auth.siteUrl;
  const publicUrl = () =>
    (typeof publicUrlOption === 'function' ? publicUrlOption() : publicUrlOption).replace(/\/+$/, '');
  const db = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    statementTimeouts: options.statementTimeouts,
  });
  const setup = await migrate(db, AUTH_SCHEMA_SQL).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const paymentCallbackSecret =
    process.env.PAYMENT_CALLBACK_SECRET?.trim() ||
    (await keptPaymentCallbackSecret(db).catch(async (error: unknown) => {
      await db.close();
      throw error;
    }));
  const outbox = new Outbox(log);
  const auth = await createAuthService({ db, config: config.auth, outbox, keys });
  if (options.demoAccounts !== false) await ensureDemoAccounts(db, auth.ensureUser);
  if (options.demoReviews && options.demoAccounts !== false)
    await ensureDemoReviews(db, auth.ensureUser, DEMO_ACCOUNTS[0]);
  const rest = await createRestService({
    db,
    schemas: config.api.schemas,
    maxRows: config.api.maxRows,
    keys,
  });
  const storage = createStorageService({ db, keys, bodyLimit, log });
  const payments = createPaymentSandbox({ answerDelayMs: options.mpesaAnswerDelayMs, log });
  const functions = createFunctionsService({
    dir: options.functionsDir ?? new URL('../functions/', import.meta.url),
    keys,
    publicFunctions: config.functions.publicFunctions,
    env: () => ({
      SITE_URL: publicUrl(),
      ...payments?.functionEnv(publicUrl()),
      PAYMENT_CALLBACK_SECRET: paymentCallbackSecret,
      ...process.env,
      ...options.functionEnv?.(),
      SUPABASE_URL: publicUrl(),
      // What hosted gives every function: the API keys by name, the JWKS, and the legacy keys
      // where the project still has them (undefined reads as unset).
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
      SUPABASE_JWKS: JSON.stringify(keys.jwks),
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      SUPABASE_DB_URL: options.databaseUrl,
      MTINDO_OUTBOX_URL: `${publicUrl()}/_local/outbox/messages`,
    }),
  });
  const stopExpiry = expireUnpaidOrders(db, options.orderExpiryIntervalMs ?? 30_000, log);
  const stopMessages = sendShopperMessages(
    () => `${publicUrl()}/functions/v1/shopper-messages`,
    keys.secretKey,
    options.shopperMessagesIntervalMs ?? 10_000,
    log,
  );

  /** A request as the services read it: the path below their prefix, the body read once. */
  function apiRequest(
    req: IncomingMessage,
    url: URL,
    path: string,
    body: Buffer,
    headers: IncomingHttpHeaders = req.headers,
  ): ApiRequest {
    return {
      method: req.method ?? 'GET',
      url,
      path,
      headers,
      body,
      ip: clientAddress(req, trustedProxies),
      origin: publicUrl(),
    };
  }

  /** A message from an edge function (a receipt, an SMS), with the secret key: into the outbox. */
  async function acceptMessage(req: IncomingMessage): Promise<ApiResponse> {
    const apikey = header({ headers: req.headers }, 'apikey') ?? '';
    if (keys.apiKeyRole(apikey) !== 'service_role')
      return json(401, { message: 'The secret key is required (apikey)' });
    const body = await readBody(req, bodyLimit);
    const message = body === 'too_large' ? undefined : readOutboxMessage(body);
    if (!message) return json(400, { message: 'Send {channel: "email"|"sms", to, subject, text}' });
    outbox.send(message);
    return json(202, { queued: true });
  }

  /** The outbox: only to a client on this machine that no proxy relayed. */
  function outboxResponse(req: IncomingMessage, url: URL, path: string): ApiResponse | undefined {
    if (!isDirectLoopbackClient(req)) return undefined;
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    if (path === '/messages.json')
      return json(200, outbox.list(url.searchParams.get('to') ?? undefined), headers);
    return {
      status: 200,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
      body: renderOutbox(outbox.list()),
    };
  }

  /** The local pages and sandboxes: the outbox, the Daraja simulator, the card test gateway. */
  async function localResponse(
    prefix: LocalPrefix,
    req: IncomingMessage,
    url: URL,
    path: string,
  ): Promise<ApiResponse | undefined> {
    if (prefix === '/_local/outbox' && path === '/messages' && req.method === 'POST')
      return acceptMessage(req);
    if (prefix === '/_local/outbox') return outboxResponse(req, url, path);
    if (!isDirectLoopbackClient(req)) return undefined;
    const body = await readBody(req, bodyLimit);
    if (body === 'too_large') return json(413, { message: 'Request body too large' });
    const request = apiRequest(req, url, path, body);
    return prefix === '/_local/daraja' ? payments.daraja.handle(request) : payments.card.handle(request);
  }

  async function respond(prefix: Prefix, req: IncomingMessage, url: URL): Promise<ApiResponse> {
    const method = req.method ?? 'GET';
    const path = url.pathname.slice(prefix.length) || '/';
    if (method === 'OPTIONS' && prefix !== '/functions/v1') return { status: 204, headers: {} };
    const apikey = req.headers.apikey ?? url.searchParams.get('apikey') ?? undefined;
    url.searchParams.delete('apikey');
    const open =
      (prefix === '/auth/v1' && OPEN_AUTH_PATHS.includes(path)) ||
      (prefix === '/storage/v1' && isOpenStoragePath(method, path));
    let headers = req.headers;
    if (prefix !== '/functions/v1') {
      const passed = await passGateway(req.headers, Array.isArray(apikey) ? apikey.join() : apikey, keys, {
        open,
        error: (status, message) => gatewayError(prefix, status, message),
      });
      if ('refused' in passed) return passed.refused;
      headers = passed.headers;
    }
    // Storage reads its own body: an upload's limit is its bucket's, not the general one.
    if (prefix === '/storage/v1')
      return storage.handle({
        ...apiRequest(req, url, path, EMPTY, headers),
        readBody: (limit) => readBody(req, limit),
      });
    const body = await readBody(req, bodyLimit);
    if (body === 'too_large') return gatewayError(prefix, 413, 'Request body too large');
    const request = apiRequest(req, url, path, body, headers);
    if (prefix === '/rest/v1') return rest.handle(request);
    if (prefix === '/auth/v1') return auth.handle(request);
    return functions.handle(request);
  }

  function handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
    // A request target that is not a path (`//a b:99999/`) is no API path: never a throw here.
    const target = req.url ?? '/';
    const url = target.startsWith('/') && !target.startsWith('//') ? parseTarget(target) : undefined;
    if (!url) return next();
    const prefix = matchPrefix(url.pathname);
    if (!prefix) return next();
    if (isLocalPrefix(prefix)) {
      const path = url.pathname.slice(prefix.length) || '/';
      localResponse(prefix, req, url, path)
        .catch((error: unknown) => {
          log(
            `[local] ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`,
          );
          return json(500, { message: 'Internal server error' });
        })
        .then((page) => {
          if (!page) return next();
          res.writeHead(page.status, page.headers).end(page.body);
        });
      return;
    }
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

  return {
    handle,
    db,
    outbox,
    auth,
    rest,
    setup,
    keys,
    payments,
    paymentCallbackSecret,
    close: () => {
      stopExpiry();
      stopMessages();
      payments.close();
      return db.close();
    },
  };
}
