/**
 * INSERT (with ON CONFLICT for upserts), UPDATE and DELETE.
 *
 * The payload is one JSON parameter, turned into typed rows by json_to_recordset with the column
 * types from the catalog, as PostgREST does — so a wrong value is PostgreSQL's 22P02, not ours.
 *
 * With `return=representation` the statement is wrapped like a read (RETURNING feeds
 * pgrst_source). With `return=minimal` there is no RETURNING at all: RETURNING would make
 * PostgreSQL apply the table's SELECT policies to the new rows, and a visitor may insert into a
 * table they cannot read (the newsletter). The affected-row count then comes from the command.
 */
import { wrapStatement, type BodyOptions } from './aggregate.ts';
import type { Column, Relation } from './catalog.ts';
import { limitSql, orderSql, selectSql, whereSql } from './expressions.ts';
import { relationSource, type Statement } from './build-read.ts';
import type { RowRange } from './range.ts';
import { ident, Params } from './sql.ts';
import type { Filter, LogicTree, OrderTerm, SelectItem } from './types.ts';

export interface Returning {
  select: SelectItem[];
  order: OrderTerm[];
  body: BodyOptions;
  /** What RETURNING must give the select list: every column, or these. */
  columns: string[] | '*';
}

export interface WriteStatement extends Statement {
  /** True when the statement returns PostgREST's (total, page, body) row; else use rowCount. */
  wrapped: boolean;
}

function returningSql(relation: Relation, columns: string[] | '*'): string {
  if (columns === '*') return ` RETURNING ${relation.sql}.*`;
  if (columns.length === 0) return ' RETURNING 1';
  return ` RETURNING ${columns.map((c) => `${relation.sql}.${ident(c)}`).join(', ')}`;
}

function finish(relation: Relation, command: string, params: Params, returning?: Returning): WriteStatement {
  if (!returning) return { sql: command, params: params.values, wrapped: false };
  const source = relationSource(relation, '"pgrst_source"');
  const columns = selectSql(source, returning.select, params);
  const order = orderSql(source, returning.order, params);
  const sql = wrapStatement({
    source: command + returningSql(relation, returning.columns),
    rows: `SELECT ${columns} FROM pgrst_source${order}`,
    body: returning.body,
  });
  return { sql, params: params.values, wrapped: true };
}

const typedColumns = (columns: Column[]) => columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');

export interface InsertRequest {
  relation: Relation;
  columns: Column[];
  rows: Record<string, unknown>[];
  /** `Prefer: missing=default`: keys absent from a row take the column default, not NULL. */
  missingDefault: boolean;
  onConflict?: { columns: string[]; ignore: boolean };
  returning?: Returning;
}

function insertRows(request: InsertRequest, params: Params): string {
  const { columns } = request;
  const payload = params.add(JSON.stringify(request.rows));
  if (columns.length === 0) return `SELECT FROM json_array_elements(${payload}::json) _`;
  const names = columns.map((c) => ident(c.name)).join(', ');
  const withDefaults = request.missingDefault ? columns.filter((c) => c.default !== null) : [];
  if (withDefaults.length === 0)
    return `SELECT ${names} FROM json_to_recordset(${payload}::json) AS _(${typedColumns(columns)})`;
  // Merge each row over an object of the defaults (default expressions come from the catalog).
  const defaults = withDefaults.map((c) => `${params.add(c.name)}::text, ${c.default}`).join(', ');
  return (
    `SELECT ${names} FROM jsonb_to_recordset((SELECT jsonb_agg(jsonb_build_object(${defaults}) || elem) ` +
    `FROM jsonb_array_elements(${payload}::jsonb) elem)) AS _(${typedColumns(columns)})`
  );
}

export function buildInsert(request: InsertRequest): WriteStatement {
  const params = new Params();
  const { relation, columns, onConflict } = request;
  const names = columns.map((c) => ident(c.name));
  let command = `INSERT INTO ${relation.sql}${names.length > 0 ? ` (${names.join(', ')})` : ''} ${insertRows(request, params)}`;
  if (onConflict && onConflict.columns.length > 0) {
    command += ` ON CONFLICT (${onConflict.columns.map(ident).join(', ')}) `;
    command +=
      onConflict.ignore || names.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${names.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}`;
  }
  return finish(relation, command, params, request.returning);
}

export interface FilteredRequest {
  relation: Relation;
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
  returning?: Returning;
}

/**
 * The WHERE of an UPDATE/DELETE. With limit/offset (PostgREST requires an order then), the rows
 * are picked by ctid from an ordered, limited SELECT of the same table.
 */
function mutationWhere(request: FilteredRequest, params: Params): string {
  const source = relationSource(request.relation);
  const where = whereSql(source, request.filters, request.logic, params);
  const { range } = request;
  if (range.limit === undefined && range.offset === 0) return where;
  const sql = request.relation.sql;
  const picked = `SELECT ${sql}.ctid FROM ${sql}${where}${orderSql(source, request.order, params)}${limitSql(range, params)}`;
  return ` WHERE ${sql}.ctid = ANY(ARRAY(${picked}))`;
}

export interface UpdateRequest extends FilteredRequest {
  columns: Column[];
  row: Record<string, unknown>;
}

export function buildUpdate(request: UpdateRequest): WriteStatement {
  const params = new Params();
  const { relation, columns } = request;
  const payload = params.add(JSON.stringify(request.row));
  const set = columns.map((c) => `${ident(c.name)} = pgrst_body.${ident(c.name)}`).join(', ');
  const command =
    `UPDATE ${relation.sql} SET ${set} FROM json_to_record(${payload}::json) AS pgrst_body(${typedColumns(columns)})` +
    mutationWhere(request, params);
  return finish(relation, command, params, request.returning);
}

export function buildDelete(request: FilteredRequest): WriteStatement {
  const params = new Params();
  const command = `DELETE FROM ${request.relation.sql}${mutationWhere(request, params)}`;
  return finish(request.relation, command, params, request.returning);
}
