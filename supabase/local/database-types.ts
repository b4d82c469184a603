/**
 * The shapes of the local server's database, apart from the code that opens one (database.ts):
 * PGlite's and PostgreSQL's implementations and the role settings import these, and database.ts
 * imports those implementations, so the types sit here to keep the imports one-way.
 */

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

/** Statement timeouts in milliseconds by role, overriding the roles' own; 0 means none. */
export type StatementTimeouts = Partial<Record<ApiRole, number>>;

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
