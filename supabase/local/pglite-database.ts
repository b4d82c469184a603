/**
 * The local server's database on PGlite, which runs in a worker thread (pglite-host.ts) so that a
 * long statement never holds up the server's other work, and which is ended when a statement
 * passes its role's statement_timeout (PGlite has no timer of its own to cancel it).
 *
 * PGlite has one connection: operations take turns, and a transaction keeps its turn until it
 * ends, while its callback's JavaScript runs between statements.
 */
import type { Database, DatabaseOptions, RequestContext, Transaction } from './database-types.ts';
import { PGliteHost, type WorkerResult } from './pglite-host.ts';
import { databaseError, transactionLost } from './pglite-errors.ts';
import { ROLE_SETUP_SQL, statementName } from './role-query.ts';
import { roleSettingsCache, roleSetupValues } from './role-settings.ts';

/** One turn at a time, in the order asked. */
function turns() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const turn = tail.then(fn);
    tail = turn.catch(() => {});
    return turn;
  };
}

const typed = <T>(result: WorkerResult) => result as { rows: T[]; rowCount: number };

/** `set local statement_timeout = 0` (or `to '5s'`, `'500ms'`): the limit a transaction sets itself. */
const SET_LOCAL_TIMEOUT = /^\s*set\s+local\s+statement_timeout\s*(?:=|to)\s*'?(\d+)\s*(ms|s)?'?\s*;?\s*$/i;

/** Opens PGlite on `dataDir`, or on a temporary folder removed on close when there is none. */
export async function openPGlite(
  options: Pick<DatabaseOptions, 'dataDir' | 'statementTimeouts'>,
): Promise<Database> {
  const host = await PGliteHost.open({ dataDir: options.dataDir, roleSetupSql: ROLE_SETUP_SQL });
  const inTurn = turns();
  const direct: Transaction = {
    query: async <T>(sql: string, params?: unknown[]) =>
      typed<T>(await inTurn(() => host.run({ op: 'query', sql, params }))),
    exec: async (sql) => void (await inTurn(() => host.run({ op: 'exec', sql }))),
  };
  const settings = roleSettingsCache(direct, options.statementTimeouts);

  /**
   * The transaction's handle; it fails once the worker it began in has been replaced. A `set local
   * statement_timeout` in the transaction moves its limit, as PostgreSQL's own setting would.
   */
  function handle(generation: number, timeoutMs: number): Transaction {
    let limitMs = timeoutMs;
    const current = () => {
      if (host.generation !== generation) throw transactionLost();
    };
    const follow = (sql: string) => {
      const set = SET_LOCAL_TIMEOUT.exec(sql);
      if (set) limitMs = Number(set[1]) * (set[2]?.toLowerCase() === 's' ? 1000 : 1);
    };
    return {
      async query<T>(sql: string, params?: unknown[]) {
        current();
        const result = typed<T>(await host.run({ op: 'query', sql, params }, limitMs));
        follow(sql);
        return result;
      },
      async exec(sql) {
        current();
        await host.run({ op: 'exec', sql }, limitMs);
        follow(sql);
      },
    };
  }

  async function inTransaction<T>(context: RequestContext | null, fn: (tx: Transaction) => Promise<T>) {
    const role = context && (await settings.forRole(context.role));
    const setupParams = context && role && roleSetupValues(context, role);
    const timeoutMs = role?.timeoutMs ?? 0;
    return inTurn(async () => {
      const generation = host.generation;
      await host.run({ op: 'begin', setupParams }, timeoutMs);
      let open = true;
      try {
        const result = await fn(handle(generation, timeoutMs));
        if (host.generation !== generation) throw transactionLost();
        open = false;
        const end = await host.run({ op: 'query', sql: 'commit' });
        // As PGlite's own transaction(): a COMMIT that rolled back is an error.
        if (end.command === 'ROLLBACK')
          throw databaseError({ code: '25P02', message: 'Transaction was rolled back instead of committed' });
        return result;
      } catch (error) {
        if (open && host.generation === generation)
          await host.run({ op: 'query', sql: 'rollback' }).catch(() => {});
        throw error;
      }
    });
  }

  return {
    kind: 'PGlite',
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
      const role = await settings.forRole(context.role);
      const setupParams = roleSetupValues(context, role);
      const name = options?.prepare ? statementName(sql) : undefined;
      return typed<T>(
        await inTurn(() => host.run({ op: 'queryAs', setupParams, sql, params, name }, role.timeoutMs)),
      );
    },
    close: () => host.close(),
  };
}
