/**
 * The local server's database: PGlite in a data folder (or in memory) by default, or a real
 * PostgreSQL when a URL is given. One interface for both, so every other module is the same.
 *
 * `asRole` is how API requests reach the data: a transaction under the caller's role with the
 * JWT claims in `request.jwt.claims`, exactly as PostgREST runs a request, so that Row Level
 * Security decides what the caller may see and change.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ROLE_SETUP_SQL, RoleQuery, statementName } from './role-query.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

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
  /** PGlite's data folder; absent means in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

function roleSetupValues(context: RequestContext): string[] {
  if (!API_ROLES.includes(context.role)) throw new Error(`Unknown API role ${String(context.role)}`);
  return [context.role, JSON.stringify(context.claims), context.method ?? '', context.path ?? ''];
}

/**
 * Connections to PostgreSQL: twice the CPU cores, the usual rule for a database on the same
 * machine. More only queue work on the same cores: on 2 cores, 4 connections served the product
 * search ~10% faster, with a lower p95, than PostgREST's default of 10.
 */
export function defaultPoolSize(): number {
  return Math.max(4, availableParallelism() * 2);
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? defaultPoolSize())
    : openPGlite(options.dataDir);
}

async function openPGlite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  type PGliteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];
  const wrap = (tx: PGliteTx | PGlite): Transaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params);
      // PGlite reports affectedRows 0 for a SELECT; rows returned count then, as in node-postgres.
      return {
        rows: result.rows,
        rowCount: result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0),
      };
    },
    exec: async (sql) => void (await tx.exec(sql)),
  });
  const direct = wrap(db);
  return {
    kind: 'PGlite',
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    asRole: (context, fn) =>
      db.transaction(async (tx) => {
        await tx.query(ROLE_SETUP_SQL, roleSetupValues(context));
        return fn(wrap(tx));
      }),
    queryAs: (context, sql, params) =>
      db.transaction(async (tx) => {
        await tx.query(ROLE_SETUP_SQL, roleSetupValues(context));
        return wrap(tx).query(sql, params);
      }),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const wrap = (client: pg.PoolClient | pg.Pool): Transaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (sql) => void (await client.query(sql)),
  });
  async function inTransaction<T>(
    setup: RequestContext | null,
    fn: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (setup) await client.query(ROLE_SETUP_SQL, roleSetupValues(setup));
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  const direct = wrap(pool);
  return {
    kind: 'PostgreSQL',
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => inTransaction(null, fn),
    asRole: (context, fn) => inTransaction(context, fn),
    async queryAs<T>(
      context: RequestContext,
      sql: string,
      params: unknown[],
      options?: { prepare?: boolean },
    ) {
      const values = roleSetupValues(context);
      const client = await pool.connect();
      try {
        const result = await new Promise<pg.QueryResult>((resolve, reject) =>
          client.query(
            new RoleQuery(values, {
              text: sql,
              values: params,
              name: options?.prepare ? statementName(sql) : undefined,
              callback: (error: Error | null, res: pg.QueryResult) => (error ? reject(error) : resolve(res)),
            }),
          ),
        );
        return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
