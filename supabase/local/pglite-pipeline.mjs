// @ts-check
/**
 * One API statement on PGlite in a single pass through the engine, as role-query.ts does on
 * PostgreSQL: the role setup and the statement are sent together before one Sync, so they form
 * one implicit transaction (committed at the Sync, rolled back on an error) without BEGIN and
 * COMMIT. PGlite's `query()` costs six calls into the engine per statement (parse, describe, bind,
 * describe, execute, sync); this costs one, and statements that recur (`name`) are parsed once.
 *
 * Parameters are sent as text of unknown type, converted as node-postgres converts them, so a
 * statement sees the same values here as on the PostgreSQL path.
 */
import { createRequire } from 'node:module';
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
const { prepareValue } = /** @type {{ prepareValue: (value: unknown) => unknown }} */ (
  createRequire(import.meta.url)('pg/lib/utils.js')
);

const SETUP_NAME = 'mtindo_role_setup';
/** Statements parsed on this worker's connection, by name. */
const prepared = new Set();

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** @param {unknown[]} values */
const textValues = (values) => values.map((value) => /** @type {string | null} */ (prepareValue(value)));

/**
 * Runs `sql` under the role setup (`setupSql` with `setupParams`) as one implicit transaction.
 * Resolves with the statement's result set, or throws the first PostgreSQL error.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ setupSql: string, setupParams: unknown[], sql: string, params: unknown[], name?: string }} request
 */
export async function pipelinedQueryAs(db, { setupSql, setupParams, sql, params, name }) {
  /** @type {Uint8Array[]} */
  const parts = [];
  /** @type {string[]} */
  const parsing = [];
  if (!prepared.has(SETUP_NAME)) {
    parts.push(serialize.parse({ name: SETUP_NAME, text: setupSql, types: [] }));
    parsing.push(SETUP_NAME);
  }
  parts.push(
    serialize.bind({ statement: SETUP_NAME, values: textValues(setupParams) }),
    serialize.execute({}),
  );
  const statement = name ?? '';
  if (!name || !prepared.has(name)) {
    parts.push(serialize.parse({ name: statement, text: sql, types: [] }));
    parsing.push(statement);
  }
  parts.push(
    serialize.bind({ statement, values: textValues(params) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  const { messages } = await db.execProtocol(concat(parts), { throwOnError: false });
  // A Parse before the first error took effect even when a later message failed.
  let parsed = 0;
  for (const message of messages) if (message.name === 'parseComplete') prepared.add(parsing[parsed++]);
  prepared.delete('');
  const error = messages.find((message) => message.name === 'error');
  if (error) throw error;
  // One result set per statement; the role setup's comes first.
  return parse.parseResults(messages, db.parsers).at(-1) ?? { rows: [], fields: [] };
}
