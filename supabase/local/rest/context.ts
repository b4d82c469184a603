/**
 * What the table and RPC handlers share: the request's parsed parts (the order, the range and the
 * page it asks for), running a statement under the caller's role (one transaction; a thrown error
 * or `Prefer: tx=rollback` rolls it back), and the checks PostgREST makes on a statement's result
 * before committing.
 */
import { header, requestHeaders, type ApiRequest, type ApiResponse } from '../http.ts';
import type { Database, Queryable, RequestContext as DatabaseContext } from '../database.ts';
import type { ResultRow } from './aggregate.ts';
import type { Caller } from './auth.ts';
import type { PageRequest } from './build-read.ts';
import type { Catalog } from './catalog.ts';
import { maxAffectedExceeded, notEmbedded, singularity } from './errors.ts';
import { LIMITS, responseTooLarge } from './limits.ts';
import type { MediaType } from './media-type.ts';
import type { Preferences } from './preferences.ts';
import { capRange, requestedRange, type RowRange } from './range.ts';
import type { SchemaChoice } from './route.ts';
import type { OrderTerm, ParsedQuery, SelectItem } from './types.ts';

export interface RequestContext {
  request: ApiRequest;
  db: Database;
  catalog: Catalog;
  caller: Caller;
  schema: SchemaChoice;
  prefs: Preferences;
  media: MediaType;
  maxRows?: number;
}

/** What the statement runs under: the caller's role and claims, and the request's facts. */
function databaseContext({ request, caller }: RequestContext): DatabaseContext {
  return {
    role: caller.role,
    claims: caller.claims,
    method: request.method,
    path: request.path,
    headers: requestHeaders(request),
  };
}

/** Thrown inside the transaction to roll it back while still answering with `value`. */
class Rollback<T> {
  constructor(readonly value: T) {}
}

export async function inTransaction<T>(
  context: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await context.db.asRole(databaseContext(context), async (tx) => {
      const value = await fn(tx);
      if (context.prefs.tx === 'rollback') throw new Rollback(value);
      return value;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
}

/**
 * A read: one statement, so it needs no transaction of its own beyond the one `queryAs` gives it —
 * a single round trip on PostgreSQL, with the statement prepared because the same request shapes
 * recur (the header search) and planning costs as much as running.
 */
export async function readAs<T>(context: RequestContext, sql: string, params: unknown[]): Promise<T[]> {
  const { rows } = await context.db.queryAs<T>(databaseContext(context), sql, params, { prepare: true });
  return rows;
}

/** PostgREST uses the first top-level `order` parameter. */
export const rootOrder = (query: ParsedQuery): OrderTerm[] =>
  query.order.find((o) => o.path.length === 0)?.value ?? [];

/** The rows the request asks for, from the `Range` header, `limit` and `offset`. */
export function requestRange(context: RequestContext, query: ParsedQuery): RowRange {
  return requestedRange({
    method: context.request.method,
    rangeHeader: header(context.request, 'range'),
    limits: query.limits,
    offsets: query.offsets,
    hasOrder: rootOrder(query).length > 0,
  });
}

/**
 * A read's or a call's select list, page (capped at max_rows), count and body (none for HEAD),
 * the body only built when it stays within the response size limit.
 */
export function pageOf(
  context: RequestContext,
  query: ParsedQuery,
  range: RowRange,
): Pick<PageRequest, 'select' | 'range' | 'count' | 'body'> {
  return {
    select: query.select,
    range: capRange(range, context.maxRows),
    count: context.prefs.count !== undefined,
    body: {
      shape: context.request.method === 'HEAD' ? 'none' : context.media.shape,
      stripNulls: context.media.stripNulls,
      maxBytes: LIMITS.responseBytes,
    },
  };
}

export interface Counts {
  page: number;
  total?: number;
  body: string;
}

/** The statement's counts and body; throws 54000 when the body was too large to build. */
export function countsOf(row: ResultRow | undefined): Counts {
  if (row && row.body === null && row.body_bytes !== null && row.body_bytes !== undefined)
    throw responseTooLarge(Number(row.body_bytes));
  return {
    page: Number(row?.page_total ?? 0),
    total:
      row?.total_result_set === null || row?.total_result_set === undefined
        ? undefined
        : Number(row.total_result_set),
    body: row?.body ?? '',
  };
}

/** `Accept: application/vnd.pgrst.object+json` needs exactly one row; else 406 and roll back. */
export function checkSingular(context: RequestContext, rows: number): void {
  if (context.media.shape === 'object' && rows !== 1) throw singularity(rows);
}

/** `Prefer: handling=strict, max-affected=n` on PATCH/DELETE/RPC. */
export function checkMaxAffected(context: RequestContext, rows: number): void {
  const { maxAffected, handling } = context.prefs;
  if (handling === 'strict' && maxAffected !== undefined && rows > maxAffected)
    throw maxAffectedExceeded(rows);
}

/**
 * Embedded resources are not supported: a relation in `select` fails first (PGRST200, from the
 * SQL builder); here, filters, `order`, `limit` or `or` aimed at an embedding are PGRST108.
 */
export function checkNoEmbedding(query: ParsedQuery): void {
  if (query.select.some((item: SelectItem) => item.kind === 'relation')) return;
  const paths = [...query.filters, ...query.logic, ...query.order, ...query.limits, ...query.offsets];
  const embedded = paths.find((p) => p.path.length > 0);
  if (embedded) throw notEmbedded(embedded.path[0]!);
  for (const { value } of query.order) {
    const term = value.find((t) => t.relation !== undefined);
    if (term) throw notEmbedded(term.relation!);
  }
}

export function responseHeaders(
  context: RequestContext,
  extra: Record<string, string | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) headers[key] = value;
  if (context.schema.announce) headers['Content-Profile'] = context.schema.schema;
  if (context.prefs.applied.length > 0) headers['Preference-Applied'] = context.prefs.applied.join(', ');
  return headers;
}

export function respond(
  context: RequestContext,
  status: number,
  headers: Record<string, string | undefined>,
  body?: string,
): ApiResponse {
  const withBody = body !== undefined && context.request.method !== 'HEAD';
  return {
    status,
    headers: responseHeaders(context, {
      ...(withBody || context.request.method === 'HEAD' ? { 'Content-Type': context.media.contentType } : {}),
      ...headers,
    }),
    body: withBody ? body : undefined,
  };
}
