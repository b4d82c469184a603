/**
 * The errors the PGlite host gives for what PostgreSQL would report itself: a statement cut off at
 * its role's timeout, and statements the WebAssembly engine could not carry out. They carry a
 * SQLSTATE like any PostgreSQL error, so the REST layer answers them as PostgREST does (57014 →
 * 500, 2201B → 400, 54001 → 500).
 */

/** A PostgreSQL error as the worker sends it: node-postgres's field names. */
export interface ErrorFields {
  name?: string;
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  [field: string]: unknown;
}

/** An Error with a PostgreSQL error's fields, as node-postgres throws them. */
export function databaseError(fields: ErrorFields): Error {
  const { name: _name, message, ...rest } = fields;
  return Object.assign(new Error(message), { severity: 'ERROR' }, rest);
}

/** PostgreSQL's own words for a statement that ran past `statement_timeout`. */
export const statementTimeout = (): Error =>
  databaseError({ code: '57014', message: 'canceling statement due to statement timeout' });

/** A statement that never ran because the engine restarted under its transaction. */
export const transactionLost = (): Error =>
  databaseError({
    code: '25P02',
    message: 'current transaction is aborted, commands ignored until end of transaction block',
  });

/** Operators and functions that compile a regular expression from their input. */
const REGEX_SQL = /(?<!~)!?~\*?(?!~)|\bregexp_\w+\s*\(|\bsimilar\s+to\b/i;

/**
 * PostgreSQL refuses a regular expression whose compiled form outgrows its limits ("regular
 * expression is too complex", 2201B). PGlite is 32-bit WebAssembly: for some of those it asks for
 * more than 1 GB ("invalid memory alloc request size") or overflows the thread's stack first.
 */
const TOO_COMPLEX: ErrorFields = {
  code: '2201B',
  message: 'invalid regular expression: regular expression is too complex',
};

const outOfMemory = (fields: ErrorFields) =>
  (fields.code === 'XX000' && fields.message.startsWith('invalid memory alloc request size')) ||
  fields.code === '53200';

/**
 * The error for a statement that failed in the engine: PostgreSQL's error as it is, unless the
 * engine ran out of memory or crashed where PostgreSQL would have refused a regular expression.
 * `crashed` means the engine threw (its state is unknown and the worker is being replaced).
 */
export function engineError(sql: string, fields: ErrorFields, crashed: boolean): Error {
  const regex = REGEX_SQL.test(sql);
  if (regex && (crashed || outOfMemory(fields))) return databaseError(TOO_COMPLEX);
  if (!crashed) return databaseError(fields);
  if (fields.name === 'RangeError')
    return databaseError({ code: '54001', message: 'stack depth limit exceeded' });
  return databaseError({ code: 'XX000', message: `the database engine failed: ${fields.message}` });
}
