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

export interface ReadRequest {
  relation: Relation;
  select: SelectItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
  count: boolean;
  body: BodyOptions;
}

export function buildRead(request: ReadRequest): Statement {
  const params = new Params();
  const source = relationSource(request.relation);
  const columns = selectSql(source, request.select, params);
  const where = whereSql(source, request.filters, request.logic, params);
  const order = orderSql(source, request.order, params);
  const limit = limitSql(request.range, params);
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
