/**
 * PostgREST's errors: the `{code, message, details, hint}` body, the PGRST codes with their HTTP
 * statuses (PostgREST 12, plus PGRST205 and PGRST303 which the Supabase client already knows from
 * later releases), and the SQLSTATE → HTTP status table for errors raised by PostgreSQL.
 */
import type { ApiResponse } from '../http.ts';

export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }

  toResponse(extraHeaders: Record<string, string> = {}): ApiResponse {
    return {
      status: this.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders, ...this.headers },
      body: JSON.stringify(this.body),
    };
  }
}

/** PGRST100: the query string does not follow the grammar. The only error the parser throws. */
export class QueryParseError extends RestError {
  constructor(message: string, details: string) {
    super(400, 'PGRST100', message, details);
  }
}

export const invalidRpcMethod = (method: string) =>
  new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export const invalidRange = (details: string) =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);

export const unacceptableSchema = (schemas: string[]) =>
  new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);

export const unacceptableMediaType = (types: string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);

export const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

/** 416 for an offset past the end of a counted result; the Content-Range still says the total. */
export function outOfBounds(offset: number, total: number | undefined, contentRange: string): RestError {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`,
    null,
    { 'Content-Range': contentRange },
  );
}

export const limitWithoutOrder = () =>
  new RestError(
    400,
    'PGRST109',
    "A 'limit' was applied without an explicit 'order'",
    null,
    "Apply an 'order' using unique column(s)",
  );

export const singularity = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );

export const unsupportedMethod = (method: string) =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const invalidPreferences = (preferences: string[]) =>
  new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${preferences.join(', ')}`,
  );

export const aggregatesNotAllowed = () =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export const maxAffectedExceeded = (rows: number) =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

export const invalidPath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

export const noRelationship = (parent: string, child: string, schema: string) =>
  new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema '${schema}', but no matches were found.`,
  );

export const ambiguousFunction = (candidates: string[]) =>
  new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );

export const columnNotFound = (relation: string, column: string) =>
  new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
  );

export const tableNotFound = (schema: string, name: string, suggestion?: string) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );

/**
 * A select, filter or order on a column the relation does not have. PostgREST 12 lets PostgreSQL
 * raise this (42703, 400); we check first so that no unknown identifier reaches SQL, and answer
 * with the same body PostgreSQL's message would give.
 */
export const undefinedColumn = (relation: string, column: string) =>
  new RestError(400, '42703', `column ${relation}.${column} does not exist`);

/** Haskell's `show` of a string, which PostgREST uses inside WWW-Authenticate. */
function quoted(text: string): string {
  return JSON.stringify(text);
}

export const jwtInvalid = (message: string) =>
  new RestError(401, 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${quoted(message)}`,
  });

export const jwtClaimsInvalid = (message: string) =>
  new RestError(401, 'PGRST303', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${quoted(message)}`,
  });

/**
 * The HTTP status PostgREST gives an error PostgreSQL raised, by SQLSTATE — except class 54
 * (program limit exceeded: an array of 7 dimensions, a value nested past the stack, too many
 * columns), which PostgREST answers 500: through this API it comes from what the request sent
 * or asked for, so it is the client's 400, like the limits the service checks itself (limits.ts).
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code in exact) return exact[code]!;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42501') return authenticated ? 403 : 401;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 400,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const prefix = code.slice(0, 2);
  if (prefix in byClass) return byClass[prefix]!;
  // RAISE SQLSTATE 'PT404' etc. choose the status themselves.
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) {
    const status = Number(custom[1]);
    return status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * Turns anything thrown while talking to the database into a PostgREST error: a PostgreSQL error
 * keeps its SQLSTATE, message, detail and hint; a lost connection is PGRST001 (503); anything else
 * is an internal error that is not the client's fault.
 */
export function fromDatabaseError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as DatabaseErrorLike;
  const message = typeof e.message === 'string' ? e.message : String(error);
  if (isSqlState(e.code)) {
    const status = statusForSqlState(e.code, message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(
      status,
      e.code,
      message,
      typeof e.detail === 'string' ? e.detail : null,
      typeof e.hint === 'string' ? e.hint : null,
      headers,
    );
  }
  if (typeof e.code === 'string' && /^E(CONN|TIMEDOUT|PIPE|HOSTUNREACH|NOTFOUND)/.test(e.code))
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', message);
  return new RestError(500, 'PGRSTX00', 'Internal server error', message);
}
