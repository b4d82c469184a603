/**
 * SQL for the pieces of a request — select items, filters, `or`/`and` trees and order terms —
 * against one source of rows (a table, the rows a mutation returned, a function's result).
 * Every column is checked against the source before it is quoted; every value and JSON key is
 * a bound parameter. The operators are PostgREST's (`eq` is `=`, `cs` is `@>`, `in` is `= ANY`).
 */
import {
  aggregatesNotAllowed,
  noRelationship,
  QueryParseError,
  RestError,
  undefinedColumn,
} from './errors.ts';
import { arrayLiteral, ident, isSafeTypeName, type Params } from './sql.ts';
import type { Field, Filter, LogicTree, Operation, OrderTerm, SelectItem } from './types.ts';

export interface Source {
  /** The relation's name in error messages: `column products.x does not exist`. */
  label: string;
  /** What columns are qualified with in SQL: `"public"."products"` or `"pgrst_source"`. */
  qualifier: string;
  hasColumn(name: string): boolean;
  /** For PGRST200: the schema searched for relationships. */
  schema: string;
}

/**
 * Pseudo-types name no values; casting to one fails, and `::unknown` fails inside PostgreSQL's
 * output functions with an internal error (XX000) instead of a cast error.
 */
const PSEUDO_TYPES = new Set([
  'any',
  'anyarray',
  'anycompatible',
  'anycompatiblearray',
  'anycompatiblemultirange',
  'anycompatiblenonarray',
  'anycompatiblerange',
  'anyelement',
  'anyenum',
  'anymultirange',
  'anynonarray',
  'anyrange',
  'cstring',
  'event_trigger',
  'fdw_handler',
  'index_am_handler',
  'internal',
  'language_handler',
  'pg_ddl_command',
  'record',
  'table_am_handler',
  'trigger',
  'tsm_handler',
  'unknown',
  'void',
]);

function checkCast(cast: string | undefined): void {
  if (cast === undefined) return;
  if (!isSafeTypeName(cast))
    throw new QueryParseError(
      `"failed to parse cast (${cast})"`,
      'expecting a type name of letters, digits and "_"',
    );
  const name = cast.toLowerCase().replace(/\s+/g, ' ').trim();
  if (PSEUDO_TYPES.has(name))
    throw new RestError(400, '42846', `cannot cast to ${name}: it is a pseudo-type, not a type of values`);
}

export function fieldSql(source: Source, field: Field, params: Params): string {
  if (!source.hasColumn(field.name)) throw undefinedColumn(source.label, field.name);
  let sql = `${source.qualifier}.${ident(field.name)}`;
  for (const step of field.jsonPath)
    sql += `${step.arrow}${step.index ? `${params.add(step.key)}::int` : params.add(step.key)}`;
  return sql;
}

/** The select list; embedded resources are not supported (no relationships are exposed yet). */
export function selectSql(source: Source, items: SelectItem[], params: Params): string {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') parts.push(`${source.qualifier}.*`);
    else if (item.kind === 'relation') throw noRelationship(source.label, item.name, source.schema);
    else {
      if (item.aggregate) throw aggregatesNotAllowed();
      checkCast(item.cast);
      let sql = fieldSql(source, item.field, params);
      if (item.cast) sql = `CAST(${sql} AS ${item.cast})`;
      // A JSON path is named after its last key (`data->>name` → "name"), as in PostgREST.
      const name = item.alias ?? item.field.jsonPath.at(-1)?.key;
      parts.push(name === undefined ? sql : `${sql} AS ${ident(name)}`);
    }
  }
  return parts.join(', ');
}

/** Every column a select list needs from RETURNING: `*`, or the named columns. */
export function selectedColumns(items: SelectItem[]): string[] | '*' {
  const names = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star') return '*';
    if (item.kind === 'field') names.add(item.field.name);
  }
  return [...names];
}

const OPERATOR_SQL: Record<string, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTION: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** `*` is the wildcard in like/ilike patterns, since `%` is awkward in URLs. */
const likePattern = (value: string) => value.replace(/\*/g, '%');

function operationSql(column: string, operation: Operation, params: Params): string {
  switch (operation.operator) {
    case 'in':
      return operation.values.length === 1 && operation.values[0] === ''
        ? `${column} = ANY('{}')`
        : `${column} = ANY(${params.add(arrayLiteral(operation.values))})`;
    case 'is':
      return `${column} IS ${operation.value.toUpperCase()}`;
    case 'isdistinct':
      return `${column} IS DISTINCT FROM ${params.add(operation.value)}`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const language = operation.language === undefined ? '' : `${params.add(operation.language)}, `;
      return `${column} @@ ${FTS_FUNCTION[operation.operator]}(${language}${params.add(operation.value)})`;
    }
    case 'like':
    case 'ilike':
    case 'eq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'match':
    case 'imatch': {
      const text =
        operation.operator === 'like' || operation.operator === 'ilike'
          ? likePattern(operation.value)
          : operation.value;
      const value = params.add(text);
      const quantified = operation.quantifier ? `${operation.quantifier.toUpperCase()}(${value})` : value;
      return `${column} ${OPERATOR_SQL[operation.operator]} ${quantified}`;
    }
    default:
      return `${column} ${OPERATOR_SQL[operation.operator]} ${params.add(operation.value)}`;
  }
}

export function filterSql(source: Source, filter: Filter, params: Params): string {
  const sql = operationSql(fieldSql(source, filter.field, params), filter.operation, params);
  return filter.negated ? `NOT ${sql}` : sql;
}

export function logicSql(source: Source, tree: LogicTree, params: Params): string {
  if (tree.kind === 'filter') return filterSql(source, tree.filter, params);
  const joined = tree.children
    .map((child) => logicSql(source, child, params))
    .join(tree.operator === 'and' ? ' AND ' : ' OR ');
  return `${tree.negated ? 'NOT ' : ''}(${joined})`;
}

/** ` WHERE …` for the top-level filters and logic trees, or ''. */
export function whereSql(source: Source, filters: Filter[], logic: LogicTree[], params: Params): string {
  const conditions = [
    ...filters.map((f) => filterSql(source, f, params)),
    ...logic.map((t) => logicSql(source, t, params)),
  ];
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}

/** ` ORDER BY …` or ''. */
export function orderSql(source: Source, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let sql = fieldSql(source, term.field, params);
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

/** ` LIMIT $n OFFSET $m` or '' for all rows. */
export function limitSql(range: { offset: number; limit?: number }, params: Params): string {
  if (range.limit === undefined && range.offset === 0) return '';
  const limit = range.limit === undefined ? 'ALL' : params.add(range.limit);
  return ` LIMIT ${limit} OFFSET ${params.add(range.offset)}`;
}
