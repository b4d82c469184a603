/**
 * Starts the local Supabase-compatible server on a free port for a test file, on PGlite or on
 * PostgreSQL (DATABASE_URL), and gives tests real supabase-js clients pointed at it. The database
 * is a copy of the run's migrated template (database-template.ts), which the server recognises as
 * up to date, or with `fresh` an empty one that the server migrates and seeds itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  createLocalSupabase,
  type LocalSupabase,
  type LocalSupabaseOptions,
} from '../../../supabase/local/server.ts';
import { readConfig, type LocalConfig } from '../../../supabase/local/config.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../../supabase/local/keys.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { copyDatabaseTemplate, runTemplates, type DatabaseCopy } from './database-template.ts';
import { HIGH_RATE_LIMITS } from './high-rate-limits.ts';
import { NO_REALTIME } from './no-realtime.ts';

export { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY };

export interface TestServer {
  url: string;
  kind: 'PGlite' | 'PostgreSQL';
  api: LocalSupabase;
  /** A client with the anon key and no stored session. */
  anon(): SupabaseClient;
  /** A client with the service-role key (bypasses RLS), as a server function would use. */
  service(): SupabaseClient;
  /** A client signed in with email and password. */
  signIn(email: string, password: string): Promise<SupabaseClient>;
  /**
   * Resolves when the server receives a request whose path starts with `path` (one made after
   * this call), as Playwright's page.waitForRequest: what a test awaits instead of a pause.
   */
  waitForRequest(path: string): Promise<void>;
  /** Stops the HTTP server and the database, then starts both again on the same data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The project's config with rate limits high enough for a test file's many sign-ins. */
export function testConfig(overrides: Partial<LocalConfig['auth']['rateLimits']> = {}): LocalConfig {
  const config = readConfig();
  return { ...config, auth: { ...config.auth, rateLimits: { ...HIGH_RATE_LIMITS, ...overrides } } };
}

/**
 * A supabase-js client for `url` with `key`; with `forwardedFor`, its requests carry that
 * X-Forwarded-For, standing for another shopper behind a server that trusts loopback as a proxy.
 */
export function clientFor(url: string, key: string, forwardedFor?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: NO_REALTIME,
    ...(forwardedFor ? { global: { headers: { 'X-Forwarded-For': forwardedFor } } } : {}),
  });
}

/**
 * A database for a test file: a copy of the run's migrated template (`withDemoAccounts`: the one
 * that also holds them), or an empty one when `fresh` is asked for or the run has no template (a
 * benchmark script). On PGlite a copy is a data folder, and an empty database is kept in a folder
 * too when `persist` asks for a restart on it.
 */
export async function createTestDatabase({
  fresh = false,
  persist = false,
  withDemoAccounts = false,
}: { fresh?: boolean; persist?: boolean; withDemoAccounts?: boolean } = {}): Promise<DatabaseCopy> {
  const templates = fresh ? undefined : await runTemplates();
  if (templates) return copyDatabaseTemplate(templates[withDemoAccounts ? 'withDemoAccounts' : 'migrated']);
  const database = await createFreshDatabase();
  const dataDir = !database.url && persist ? mkdtempSync(join(tmpdir(), 'mtindo-pglite-')) : undefined;
  return {
    ...database,
    dataDir,
    async drop() {
      await database.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a test server on a copy of the run's migrated database (see createTestDatabase); with
 * `fresh`, on an empty database, as a new shop's first start; with `persist`, a PGlite database
 * that is empty is kept in a folder so that `restart` finds it again.
 *
 * @example const server = await startTestServer({ orderExpiryIntervalMs: 0 });
 */
export async function startTestServer(
  options: Partial<LocalSupabaseOptions> & { persist?: boolean; fresh?: boolean } = {},
): Promise<TestServer> {
  const { persist, fresh, ...serverOptions } = options;
  // The demo accounts come with the database where the server would make them (unless turned
  // off), so its start finds them, and the database is what that start would leave.
  const withDemoAccounts = options.demoAccounts !== false;
  const database = await createTestDatabase({ fresh, persist, withDemoAccounts });
  const dataDir = database.dataDir;
  let api!: LocalSupabase;
  let server!: Server;
  let url = '';
  const awaited = new Set<{ path: string; seen: () => void }>();

  async function start(port = 0) {
    api = await createLocalSupabase({
      config: testConfig(),
      log: () => {},
      // Links in emails point at this test server (known once it listens), as a configured URL would.
      publicUrl: () => url,
      // Shopper messages are sent when a test calls the function, not on a timer beside it.
      shopperMessagesIntervalMs: 0,
      ...serverOptions,
      databaseUrl: database.url,
      dataDir,
    });
    server = createServer((req, res) => {
      for (const waiter of awaited)
        if (req.url?.startsWith(waiter.path)) {
          awaited.delete(waiter);
          waiter.seen();
        }
      api.handle(req, res, () => {
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  async function halt() {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  }

  await start();
  return {
    get url() {
      return url;
    },
    kind: database.kind,
    get api() {
      return api;
    },
    anon: () => clientFor(url, api.keys.publishableKey),
    service: () => clientFor(url, api.keys.secretKey),
    async signIn(email, password) {
      const client = clientFor(url, api.keys.publishableKey);
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return client;
    },
    waitForRequest: (path) =>
      new Promise<void>((seen) => {
        awaited.add({ path, seen });
      }),
    async restart() {
      const port = Number(new URL(url).port);
      await halt();
      await start(port);
    },
    async stop() {
      await halt();
      await database.drop();
    },
  };
}
