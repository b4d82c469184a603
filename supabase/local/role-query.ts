/**
 * One API request's statement on PostgreSQL in a single round trip. node-postgres sends a query as
 * Parse/Bind/Describe/Execute/Sync; this query sends the role setup (ROLE_SETUP_SQL) first, in the
 * same flight and before the same Sync. Statements before a Sync form one implicit transaction, so
 * the role and claims set by the first hold for the second — a PostgREST request without the
 * three round trips of BEGIN, setup and COMMIT — and both are still parameterised.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/**
 * Sets the role, the request settings and the role's statement_timeout (`$5`; '' keeps the
 * connection's, see role-settings.ts) for the rest of the transaction, as PostgREST does: the JWT
 * claims, the method, the path and `request.headers` (`$6`, a JSON object of the request's headers
 * by lower-case name). It returns no rows (the settings are made in the WHERE clause) so it can lead
 * a pipelined request. The timeout holds for the statements after it in the transaction.
 */
export const ROLE_SETUP_SQL = `select where (set_config('role', $1, true) || set_config('request.jwt.claims', $2, true)
  || set_config('request.method', $3, true) || set_config('request.path', $4, true)
  || set_config('request.headers', $6, true)
  || set_config('statement_timeout', coalesce(nullif($5, ''), current_setting('statement_timeout')), true)) is null`;

const SETUP_STATEMENT = 'mtindo_role_setup';

interface WireConnection {
  parsedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: unknown }): void;
  execute(message: { portal: string; rows: number }): void;
}

interface QueryConfig {
  text: string;
  values: unknown[];
  name?: string;
  callback: (error: Error | null, result: pg.QueryResult) => void;
}

export class RoleQuery extends pg.Query {
  constructor(
    private readonly setupValues: string[],
    config: QueryConfig,
  ) {
    const { callback } = config;
    // The callback gets the results of both statements; hand on the request's own.
    super({
      ...config,
      queryMode: 'extended',
      callback: (error: Error | null, result: pg.QueryResult | pg.QueryResult[]) =>
        callback(error, Array.isArray(result) ? result[result.length - 1]! : result),
    } as ConstructorParameters<typeof pg.Query>[0]);
  }

  /** Called by node-postgres to write the query; the setup goes out first. */
  prepare(connection: WireConnection): void {
    if (connection.parsedStatements[SETUP_STATEMENT] === undefined) {
      connection.parse({ text: ROLE_SETUP_SQL, name: SETUP_STATEMENT, types: [] });
      connection.parsedStatements[SETUP_STATEMENT] = ROLE_SETUP_SQL;
    }
    connection.bind({
      portal: '',
      statement: SETUP_STATEMENT,
      values: this.setupValues,
      valueMapper: prepareValue,
    });
    connection.execute({ portal: '', rows: 0 });
    (pg.Query.prototype as unknown as { prepare(c: WireConnection): void }).prepare.call(this, connection);
  }
}

const names = new Map<string, string>();
const MAX_PREPARED = 500;

/**
 * A stable name for a recurring statement, so PostgreSQL keeps its plan per connection. Past a
 * bound (a client inventing endless query shapes), statements go unnamed instead of growing.
 */
export function statementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known || names.size >= MAX_PREPARED) return known;
  const name = `mtindo_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  names.set(sql, name);
  return name;
}
