/**
 * The local server's database: PGlite in a data folder (or in memory) by default, or a real
 * PostgreSQL when a URL is given. One interface for both, so every other module is the same.
 *
 * `asRole` is how API requests reach the data: a transaction under the caller's role with the
 * JWT claims in `request.jwt.claims` and the role's own settings, exactly as PostgREST runs a
 * request, so that Row Level Security decides what the caller may see and change, and a statement
 * stops at the role's statement_timeout (PostgreSQL cancels it; on PGlite its worker is ended).
 */
import { availableParallelism } from 'node:os';
import { openPGlite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';
import type { ApiRole, StatementTimeouts } from './role-settings.ts';

export { API_ROLES, type ApiRole, type StatementTimeouts } from './role-settings.ts';

export interface QueryResult<T> {
  rows: T[];
  /** Rows affected by INSERT/UPDATE/DELETE, or returned by SELECT. */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** A transaction's handle: parameterised queries, and `exec` for several statements at once. */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface RequestContext {
  role: ApiRole;
  /** The verified JWT payload; becomes `request.jwt.claims`. */
  claims: Record<string, unknown>;
  /** Optional request facts PostgREST also exposes: `request.method`, `request.path`. */
  method?: string;
  path?: string;
  /** The request's headers by lower-case name; becomes `request.headers` (`{}` when absent). */
  headers?: Record<string, string>;
}

export interface Database extends Queryable {
  kind: 'PGlite' | 'PostgreSQL';
  /** Runs several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** A transaction as the database owner: for the server's own bookkeeping (auth tables). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** A transaction under an API role with the request's claims set; RLS applies. */
  asRole<T>(context: RequestContext, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One statement under an API role, as its own transaction: the common case of an API request,
   * sent to PostgreSQL in one round trip. `prepare` keeps the plan for statements that recur.
   */
  queryAs<T = Record<string, unknown>>(
    context: RequestContext,
    sql: string,
    params: unknown[],
    options?: { prepare?: boolean },
  ): Promise<QueryResult<T>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite's data folder; absent means in memory (a temporary folder, removed on close). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Statement timeouts of the API roles in milliseconds (0: none), instead of the roles' own
   * `statement_timeout` (anon 3 s, authenticated 8 s, service_role the connection's 8 s, as on
   * hosted Supabase; see role-settings.ts). Tests use short ones.
   */
  statementTimeouts?: StatementTimeouts;
}

/**
 * Connections to PostgreSQL: twice the CPU cores, the usual rule for a database on the same
 * machine. More only queue work on the same cores: on 2 cores, 4 connections served the product
 * search ~10% faster, with a lower p95, than PostgREST's default of 10.
 */
export function defaultPoolSize(): number {
  return Math.max(4, availableParallelism() * 2);
}

/**
 * Opens the server's database: PostgreSQL when `url` is given, else PGlite (in a worker thread).
 * @example const db = await openDatabase({ dataDir: '.data/pglite' });
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const timeouts = { statementTimeouts: options.statementTimeouts };
  return options.url
    ? openPostgres(options.url, options.poolSize ?? defaultPoolSize(), timeouts)
    : openPGlite({ dataDir: options.dataDir, ...timeouts });
}
