/**
 * A local auth service on a fresh migrated test database (PGlite, or PostgreSQL when DATABASE_URL
 * is set), and a `fetch` that hands supabase-js's requests straight to `service.handle` — no HTTP
 * server, the router being someone else's.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { readConfig, type LocalConfig, type RateLimits } from '../../../supabase/local/config.ts';
import type { AuthDatabase } from '../../../supabase/local/auth/context.ts';
import type { ApiRequest, ApiResponse } from '../../../supabase/local/http.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../../supabase/local/keys.ts';
import { Outbox, type OutboxMessage } from '../../../supabase/local/outbox.ts';
import { createAuthService, type AuthService } from '../../../supabase/local/auth/index.ts';
import { HIGH_RATE_LIMITS } from './high-rate-limits.ts';
import { openMigratedDatabase } from './migrated-database.ts';
import { NO_REALTIME } from './no-realtime.ts';

export const ORIGIN = 'http://localhost:4321';
export const SITE = 'http://localhost:4321';

export interface Testbed {
  db: AuthDatabase;
  service: AuthService;
  outbox: Outbox;
  config: LocalConfig['auth'];
  /** Moves the service's clock forward. */
  advance(seconds: number): void;
  /** supabase-js's fetch, going to the service. */
  fetch: typeof fetch;
  client(options?: { flowType?: 'pkce' | 'implicit'; ip?: string }): SupabaseClient;
  /** One raw request to the service, path below /auth/v1. */
  request(
    method: string,
    pathAndQuery: string,
    init?: { body?: unknown; headers?: Record<string, string>; ip?: string },
  ): Promise<ApiResponse>;
  /** The newest message sent to an address. */
  latest(to: string): OutboxMessage;
  close(): Promise<void>;
}

export interface TestbedOptions {
  rateLimits?: RateLimits;
  config?: Partial<LocalConfig['auth']>;
}

export async function openTestbed(options: TestbedOptions = {}): Promise<Testbed> {
  const db = await openMigratedDatabase();
  const base = readConfig().auth;
  const config = { ...base, ...options.config, rateLimits: options.rateLimits ?? HIGH_RATE_LIMITS };
  const outbox = new Outbox(() => {});
  let offset = 0;
  const service = await createAuthService({
    db,
    config,
    outbox,
    now: () => Date.now() + offset,
    log: () => {},
  });

  async function handle(request: Request, ip: string): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/auth/v1')) throw new Error(`not an auth request: ${url.href}`);
    const headers: IncomingHttpHeaders = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const apiRequest: ApiRequest = {
      method: request.method,
      url,
      path: url.pathname.slice('/auth/v1'.length) || '/',
      headers,
      body: Buffer.from(await request.arrayBuffer()),
      ip,
      origin: ORIGIN,
    };
    const response = await service.handle(apiRequest);
    const noBody = response.status === 204 || response.status === 304;
    const payload = typeof response.body === 'string' ? response.body : new Uint8Array(response.body ?? []);
    return new Response(noBody ? null : payload, {
      status: response.status,
      headers: response.headers,
    });
  }

  const fetchFor =
    (ip: string): typeof fetch =>
    (input, init) =>
      handle(new Request(input, init), ip);

  return {
    db,
    service,
    outbox,
    config,
    advance(seconds) {
      offset += seconds * 1000;
    },
    fetch: fetchFor('127.0.0.1'),
    client({ flowType = 'implicit', ip = '127.0.0.1' } = {}) {
      return createClient(ORIGIN, LOCAL_PUBLISHABLE_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
        global: { fetch: fetchFor(ip) },
        realtime: NO_REALTIME,
      });
    },
    async request(method, pathAndQuery, init = {}) {
      const url = new URL(`/auth/v1${pathAndQuery}`, ORIGIN);
      const body =
        init.body === undefined
          ? Buffer.alloc(0)
          : Buffer.from(typeof init.body === 'string' ? init.body : JSON.stringify(init.body));
      const headers: IncomingHttpHeaders = {
        'content-type': 'application/json',
        apikey: LOCAL_PUBLISHABLE_KEY,
      };
      for (const [key, value] of Object.entries(init.headers ?? {})) headers[key.toLowerCase()] = value;
      return service.handle({
        method,
        url,
        path: url.pathname.slice('/auth/v1'.length) || '/',
        headers,
        body,
        ip: init.ip ?? '127.0.0.1',
        origin: ORIGIN,
      });
    },
    latest(to) {
      const message = outbox.latest(to);
      if (!message) throw new Error(`no message to ${to}`);
      return message;
    },
    close: () => db.close(),
  };
}

/**
 * Opens a testbed before the file's (or the describe block's) tests and closes it after them;
 * the accessor returns it inside the tests.
 */
export function useAuthTestbed(options: TestbedOptions = {}): () => Testbed {
  let bed: Testbed | undefined;
  beforeAll(async () => {
    bed = await openTestbed(options);
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });
  return () => {
    if (!bed) throw new Error('The auth testbed opens in beforeAll; use it inside the tests.');
    return bed;
  };
}

/** Parses a JSON response body. */
export function body<T = Record<string, unknown>>(response: ApiResponse): T {
  return JSON.parse(String(response.body ?? '')) as T;
}

/** The parameters of a redirect's fragment. */
export function fragment(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/** Follows an email link through the service (GET /verify) and returns the Location. */
export async function followLink(bed: Testbed, link: string): Promise<string> {
  const url = new URL(link);
  const response = await bed.request('GET', `${url.pathname.slice('/auth/v1'.length)}${url.search}`);
  if (response.status !== 303)
    throw new Error(`expected a redirect, got ${response.status}: ${String(response.body)}`);
  return response.headers?.Location ?? '';
}

let counter = 0;
/** A fresh address per call, so tests do not depend on each other. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@mtindo.test`;
}

/** Signs up and confirms through the outbox link; returns the address. */
export async function confirmedUser(bed: Testbed, password = 'correct-horse-1', fullName = 'Wanjiku Kamau') {
  const email = uniqueEmail();
  const { error } = await bed
    .client()
    .auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  if (error) throw error;
  await followLink(bed, bed.latest(email).link!);
  return { email, password };
}
