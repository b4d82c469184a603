/**
 * The local server's database on a real PostgreSQL: a node-postgres pool. A request's role setup
 * (ROLE_SETUP_SQL, with the role's own settings such as its statement_timeout) opens each API
 * transaction, so PostgreSQL itself cancels a statement that runs past the role's timeout.
 *
 * Each connection works as `postgres`, as hosted's API and migrations do, when the URL's user is
 * another role that may act as it: on a server shaped like hosted (CI's), the URL names the
 * superuser supabase_admin, which runs only the bootstrap (setup.ts), and `postgres` is no
 * superuser. Connected as a plain cluster's `postgres` superuser, or before the bootstrap has made
 * a `postgres` role on a server that had none, a connection stays the URL's user.
 */
import pg from 'pg';
import type { Database, DatabaseOptions, RequestContext, Transaction } from './database-types.ts';
import { ROLE_SETUP_SQL, RoleQuery, statementName } from './role-query.ts';
import { roleSettingsCache, roleSetupValues } from './role-settings.ts';

/** Makes a new connection's session work as `postgres` when it is another role allowed to. */
async function workAsPostgres(client: pg.ClientBase): Promise<void> {
  await client.query(
    `select set_config('role', 'postgres', false)
     where session_user <> 'postgres' and pg_has_role(to_regrole('postgres'), 'member')`,
  );
}

/** Opens a pool of `poolSize` connections to the PostgreSQL at `url`. */
export async function openPostgres(
  url: string,
  poolSize: number,
  options: Pick<DatabaseOptions, 'statementTimeouts'> = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, onConnect: workAsPostgres });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const wrap = (client: pg.PoolClient | pg.Pool): Transaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (sql) => void (await client.query(sql)),
  });
  const direct = wrap(pool);
  const settings = roleSettingsCache(direct, options.statementTimeouts);

  async function inTransaction<T>(
    setup: RequestContext | null,
    fn: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const values = setup && roleSetupValues(setup, await settings.forRole(setup.role));
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (values) await client.query(ROLE_SETUP_SQL, values);
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

  return {
    kind: 'PostgreSQL',
    query: direct.query,
    async exec(sql) {
      await direct.exec(sql);
      // Migrations may alter roles; read their settings again, as PostgREST does on a reload.
      settings.invalidate();
    },
    transaction: (fn) => inTransaction(null, fn),
    asRole: (context, fn) => inTransaction(context, fn),
    async queryAs<T>(
      context: RequestContext,
      sql: string,
      params: unknown[],
      options?: { prepare?: boolean },
    ) {
      const values = roleSetupValues(context, await settings.forRole(context.role));
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
