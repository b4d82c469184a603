// @ts-check
/**
 * PGlite in a worker thread (see pglite-host.ts). PGlite is PostgreSQL compiled to WebAssembly and
 * runs a statement synchronously: on the main thread one slow statement stops every request and
 * page, and nothing can cancel it. Here it runs off the main thread, which can end this worker
 * when a statement passes its timeout and open the data folder again.
 *
 * Plain JavaScript because a worker starts outside the TypeScript loaders of tsx, Vite and Vitest.
 *
 * Messages in: `{ id, op, … }` one at a time (the host waits for each answer). Messages out:
 * `{ ready: true }` once open (or `{ startError }`), then `{ id, result }`, `{ id, error }` (a
 * PostgreSQL error's fields) or `{ id, crash }` — the engine threw, its state is unknown, and the
 * host must end this worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pipelinedQueryAs } from './pglite-pipeline.mjs';

/** @type {{ dataDir: string, roleSetupSql: string }} */
const { dataDir, roleSetupSql } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** The fields of a PostgreSQL error that callers read (node-postgres names them the same). */
const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'constraint',
];
/** Postgres' error exit, which PGlite handles itself; anything else thrown by the engine is a crash. */
const POSTGRES_MAIN_LONGJMP = 100;

/** @type {unknown} */
let crash;

/** @param {PGlite} db */
function watchForCrashes(db) {
  // PGlite catches and drops any exception of the engine's loop (a stack overflow in a deep
  // regular expression, a trap), answers with no result and leaves Postgres half-way through an
  // error; the next statement may then hang. Note the exception so the host can start over.
  const mod = /** @type {any} */ (db).mod;
  const loop = mod?._PostgresMainLoopOnce;
  if (typeof loop !== 'function') return;
  mod._PostgresMainLoopOnce = (/** @type {unknown[]} */ ...args) => {
    try {
      return loop(...args);
    } catch (error) {
      if (/** @type {{ status?: unknown }} */ (error)?.status !== POSTGRES_MAIN_LONGJMP) crash ??= error;
      throw error;
    }
  };
}

/** @param {import('@electric-sql/pglite').Results<unknown>} result */
function shape(result) {
  // PGlite reports affectedRows 0 for a SELECT; rows returned count then, as in node-postgres.
  return {
    rows: result.rows,
    rowCount: result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0),
    command: result.command,
  };
}

/** @param {unknown} error */
function errorFields(error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  /** @type {Record<string, unknown>} */
  const fields = { name: e.name, message: e.message ?? String(error) };
  for (const key of ERROR_FIELDS) if (e[key] !== undefined) fields[key] = e[key];
  return fields;
}

/** A regular expression operator applied to a parameter: `~ $3`, `!~* ANY($4)` (REST filters). */
const REGEX_PARAM = /(?<!~)!?(~\*?)(?!~)\s*(ANY\s*\(|ALL\s*\()?\s*\$(\d+)/gi;

/**
 * Compiles the regular expressions a statement takes as parameters before the statement runs,
 * so one PostgreSQL refuses ("invalid regular expression", 2201B) is refused at once, as it is
 * there. Planning first can cost much more here: pg_trgm's index support compiles the expression
 * its own way, which for some that PostgreSQL refuses in milliseconds takes PGlite a minute.
 * @param {PGlite} db
 * @param {string} sql
 * @param {unknown[] | undefined} params
 */
async function checkRegexParams(db, sql, params) {
  if (!params || !sql.includes('~')) return;
  for (const [, operator, quantifier, index] of sql.matchAll(REGEX_PARAM)) {
    const value = params[Number(index) - 1];
    if (typeof value !== 'string') continue;
    const operand = quantifier ? 'any($1::text[])' : '$1::text';
    await db.query(`select '' ${operator} ${operand}`, [value]);
  }
}

/**
 * Runs `fn` in the open transaction and rolls it back if `fn` fails (unless the engine crashed).
 * @template T
 * @param {PGlite} db
 * @param {() => Promise<T>} fn
 */
async function rollingBack(db, fn) {
  try {
    return await fn();
  } catch (error) {
    if (!crash) await db.query('rollback');
    throw error;
  }
}

/**
 * @param {PGlite} db
 * @param {any} request
 */
async function run(db, request) {
  switch (request.op) {
    case 'query':
      await checkRegexParams(db, request.sql, request.params);
      return shape(await db.query(request.sql, request.params));
    case 'exec':
      await db.exec(request.sql);
      return { rows: [], rowCount: 0 };
    case 'begin':
      await db.query('begin');
      if (request.setupParams) await rollingBack(db, () => db.query(roleSetupSql, request.setupParams));
      return { rows: [], rowCount: 0 };
    case 'queryAs':
      // One API request's statement: role setup and statement in one implicit transaction.
      await checkRegexParams(db, request.sql, request.params);
      return shape(await pipelinedQueryAs(db, { ...request, setupSql: roleSetupSql }));
    case 'close':
      await db.close();
      return { rows: [], rowCount: 0 };
    default:
      throw new Error(`unknown operation ${String(request.op)}`);
  }
}

let db;
try {
  db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  watchForCrashes(db);
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ startError: errorFields(error) });
}

if (db) {
  const open = db;
  port.on('message', async (/** @type {any} */ request) => {
    try {
      const result = await run(open, request);
      port.postMessage(crash ? { id: request.id, crash: errorFields(crash) } : { id: request.id, result });
    } catch (error) {
      const failure = crash ?? error;
      const broken = crash !== undefined || failure instanceof WebAssembly.RuntimeError;
      port.postMessage(
        broken
          ? { id: request.id, crash: errorFields(failure) }
          : { id: request.id, error: errorFields(error) },
      );
    }
    if (request.op === 'close') process.exit(0);
  });
}
