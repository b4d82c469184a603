/**
 * GET/HEAD (read), POST (insert/upsert), PATCH (update) and DELETE on `/{table}`, with
 * PostgREST's statuses and headers: 200/206/416 and Content-Range for reads; 201 for inserts;
 * 200 with `return=representation`, else 204, for updates and deletes.
 */
import type { ApiResponse } from '../http.ts';
import type { Queryable } from '../database.ts';
import type { ResultRow } from './aggregate.ts';
import { insertPayload, updatePayload } from './body.ts';
import { buildRead } from './build-read.ts';
import { buildDelete, buildInsert, buildUpdate, type Returning, type WriteStatement } from './build-write.ts';
import type { Column, Relation } from './catalog.ts';
import {
  checkMaxAffected,
  checkNoEmbedding,
  checkSingular,
  countsOf,
  inTransaction,
  pageOf,
  readAs,
  requestRange,
  respond,
  rootOrder,
  type Counts,
  type RequestContext,
} from './context.ts';
import { columnNotFound, outOfBounds, undefinedColumn } from './errors.ts';
import { LIMITS } from './limits.ts';
import { selectedColumns } from './expressions.ts';
import { contentRange, readStatus } from './range.ts';
import type { Filter, LogicTree, OrderTerm, ParsedQuery } from './types.ts';

/** The top-level filters, logic trees and order: which rows of the table the request is about. */
function rootConditions(query: ParsedQuery): { filters: Filter[]; logic: LogicTree[]; order: OrderTerm[] } {
  return {
    filters: query.filters.filter((f) => f.path.length === 0).map((f) => f.value),
    logic: query.logic.filter((l) => l.path.length === 0).map((l) => l.value),
    order: rootOrder(query),
  };
}

export async function readTable(
  context: RequestContext,
  relation: Relation,
  query: ParsedQuery,
): Promise<ApiResponse> {
  checkNoEmbedding(query);
  const range = requestRange(context, query);
  const statement = buildRead({ relation, ...rootConditions(query), ...pageOf(context, query, range) });
  const counts = countsOf((await readAs<ResultRow>(context, statement.sql, statement.params))[0]);
  checkSingular(context, counts.page);
  const { status, contentRange: rangeHeader } = readStatus(range.offset, counts.page, counts.total);
  if (status === 416) throw outOfBounds(range.offset, counts.total, rangeHeader);
  return respond(context, status, { 'Content-Range': rangeHeader }, counts.body);
}

function payloadColumns(relation: Relation, keys: string[]): Column[] {
  return keys.map((key) => {
    const column = relation.columns.get(key);
    if (!column) throw columnNotFound(relation.name, key);
    return column;
  });
}

/** What RETURNING and the response body need for `Prefer: return=…`; undefined for minimal. */
function returningFor(
  context: RequestContext,
  relation: Relation,
  query: ParsedQuery,
  isInsert: boolean,
): Returning | undefined {
  const body = {
    shape: context.media.shape,
    stripNulls: context.media.stripNulls,
    maxBytes: LIMITS.responseBytes,
  };
  if (context.prefs.return === 'representation') {
    const selected = selectedColumns(query.select);
    const columns = selected === '*' ? '*' : [...new Set([...selected, ...relation.primaryKey])];
    return { select: query.select, order: rootOrder(query), body, columns };
  }
  if (context.prefs.return === 'headers-only' && isInsert && relation.primaryKey.length > 0) {
    const select = relation.primaryKey.map((name) => ({
      kind: 'field' as const,
      field: { name, jsonPath: [] },
    }));
    return { select, order: [], body: { shape: 'array', stripNulls: false }, columns: relation.primaryKey };
  }
  return undefined;
}

async function runWrite(
  context: RequestContext,
  statement: WriteStatement,
  limited: boolean,
): Promise<Counts> {
  return inTransaction(context, async (tx: Queryable) => {
    const result = await tx.query<ResultRow>(statement.sql, statement.params);
    const counts = statement.wrapped ? countsOf(result.rows[0]) : { page: result.rowCount, body: '' };
    checkSingular(context, counts.page);
    if (limited) checkMaxAffected(context, counts.page);
    return counts;
  });
}

/** `Location: /table?id=eq.…` for one row inserted with `Prefer: return=headers-only`. */
function locationOf(relation: Relation, body: string): string | undefined {
  const rows = JSON.parse(body || '[]') as Record<string, unknown>[];
  if (rows.length !== 1) return undefined;
  const pairs = relation.primaryKey.map((key) => {
    const value = rows[0]![key];
    const condition =
      value === null ? 'is.null' : `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`;
    return `${encodeURIComponent(key)}=${encodeURIComponent(condition)}`;
  });
  return `/${encodeURIComponent(relation.name)}?${pairs.join('&')}`;
}

export async function insertIntoTable(
  context: RequestContext,
  relation: Relation,
  query: ParsedQuery,
): Promise<ApiResponse> {
  checkNoEmbedding(query);
  const payload = insertPayload(context.request, query.columns);
  const columns = payloadColumns(relation, payload.keys);
  let onConflict: { columns: string[]; ignore: boolean } | undefined;
  if (context.prefs.resolution) {
    const conflictColumns = query.onConflict ?? relation.primaryKey;
    for (const name of conflictColumns)
      if (!relation.columns.has(name)) throw undefinedColumn(relation.name, name);
    onConflict = { columns: conflictColumns, ignore: context.prefs.resolution === 'ignore-duplicates' };
  }
  const returning = returningFor(context, relation, query, true);
  const statement = buildInsert({
    relation,
    columns,
    rows: payload.rows,
    missingDefault: context.prefs.missing === 'default',
    onConflict,
    returning,
  });
  const counts = await runWrite(context, statement, false);
  const total = context.prefs.count ? counts.page : undefined;
  const headers = { 'Content-Range': contentRange(1, 0, total) };
  if (context.prefs.return === 'representation') return respond(context, 201, headers, counts.body);
  const location = returning ? locationOf(relation, counts.body) : undefined;
  return respond(context, 201, { ...headers, Location: location });
}

export async function updateTable(
  context: RequestContext,
  relation: Relation,
  query: ParsedQuery,
): Promise<ApiResponse> {
  checkNoEmbedding(query);
  const payload = updatePayload(context.request, query.columns);
  const columns = payloadColumns(relation, payload.keys);
  const range = requestRange(context, query);
  const returning = returningFor(context, relation, query, false);
  // Nothing to set: PostgREST answers as if no row matched, without touching the table.
  const counts: Counts =
    columns.length === 0
      ? { page: 0, body: context.media.shape === 'csv' ? '' : '[]' }
      : await runWrite(
          context,
          buildUpdate({
            relation,
            columns,
            row: payload.rows[0]!,
            ...rootConditions(query),
            range,
            returning,
          }),
          true,
        );
  if (columns.length === 0) checkSingular(context, 0);
  const headers = {
    'Content-Range': contentRange(0, counts.page - 1, context.prefs.count ? counts.page : undefined),
  };
  return returning ? respond(context, 200, headers, counts.body) : respond(context, 204, headers);
}

export async function deleteFromTable(
  context: RequestContext,
  relation: Relation,
  query: ParsedQuery,
): Promise<ApiResponse> {
  checkNoEmbedding(query);
  const range = requestRange(context, query);
  const returning = returningFor(context, relation, query, false);
  const statement = buildDelete({ relation, ...rootConditions(query), range, returning });
  const counts = await runWrite(context, statement, true);
  const headers = { 'Content-Range': contentRange(1, 0, context.prefs.count ? counts.page : undefined) };
  return returning ? respond(context, 200, headers, counts.body) : respond(context, 204, headers);
}
