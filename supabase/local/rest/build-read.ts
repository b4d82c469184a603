/**
 * GET/HEAD on a table or view: one statement that selects the page, optionally counts every
 * matching row, and aggregates the page into the JSON body.
 */
import { wrapStatement, type BodyOptions } from './aggregate.ts';
import type { Relation } from './catalog.ts';
import { limitSql, orderSql, selectSql, whereSql, type Source } from './expressions.ts';
import type { RowRange } from './range.ts';
import { Params } from './sql.ts';
import type { Filter, LogicTree, OrderTerm, SelectItem } from './types.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export function relationSource(relation: Relation, qualifier = relation.sql): Source {
  return {
    label: relation.name,
    qualifier,
    schema: relation.schema,
    hasColumn: (name) => relation.columns.has(name),
  };
}

/** What a table read and a function call share: the select list, the conditions, the page, the body. */
export interface PageRequest {
  select: SelectItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
  count: boolean;
  body: BodyOptions;
}

export interface ReadRequest extends PageRequest {
  relation: Relation;
}

/** WHERE, ORDER BY and LIMIT/OFFSET over `source`, their parameters added in that order. */
export function pageClauses(
  source: Source,
  request: PageRequest,
  params: Params,
): { where: string; order: string; limit: string } {
  return {
    where: whereSql(source, request.filters, request.logic, params),
    order: orderSql(source, request.order, params),
    limit: limitSql(request.range, params),
  };
}

export function buildRead(request: ReadRequest): Statement {
  const params = new Params();
  const source = relationSource(request.relation);
  const columns = selectSql(source, request.select, params);
  const { where, order, limit } = pageClauses(source, request, params);
  const from = `FROM ${request.relation.sql}${where}`;
  const sql = wrapStatement({
    source: `SELECT ${columns} ${from}${order}${limit}`,
    // The count reuses the filters' placeholders: same columns, so the same inferred types.
    countSource: request.count ? `SELECT 1 ${from}` : undefined,
    rows: 'SELECT * FROM pgrst_source',
    body: request.body,
  });
  return { sql, params: params.values };
}
