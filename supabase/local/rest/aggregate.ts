/**
 * The outer SELECT every statement ends with, as in PostgREST: the rows of `pgrst_source` are
 * aggregated into the response body inside PostgreSQL (one text column, never parsed in Node),
 * next to the page's row count and, when asked for, the total count.
 */
import type { BodyShape } from './media-type.ts';

export interface ResultRow {
  total_result_set: string | number | null;
  page_total: string | number;
  body: string | null;
}

export interface BodyOptions {
  shape: BodyShape | 'none';
  stripNulls: boolean;
  /** Aggregate `_postgrest_t.pgrst_scalar` (a scalar function's values) instead of whole rows. */
  scalar?: boolean;
  /** A function returning one value or row: the body is that value, not an array. */
  singleValue?: boolean;
}

export function bodySql({ shape, stripNulls, scalar, singleValue }: BodyOptions): string {
  if (shape === 'none') return "''";
  const element = scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  if (shape === 'csv') {
    const header =
      "(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a)";
    const rows =
      "coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')";
    return `${header} || E'\\n' || ${rows}`;
  }
  const aggregated = stripNulls ? `json_strip_nulls(json_agg(${element}))` : `json_agg(${element})`;
  if (shape === 'object' || singleValue) return `coalesce(${aggregated}->0, 'null')::text`;
  return `coalesce(${aggregated}, '[]')::text`;
}

/**
 * `WITH pgrst_source AS (…) [, pgrst_source_count AS (…)] SELECT total, page, body FROM (…)`.
 * `rows` selects from pgrst_source (the select list, filters, order and page applied there).
 */
export function wrapStatement(options: {
  source: string;
  countSource?: string;
  rows: string;
  body: BodyOptions;
  pageTotal?: string;
}): string {
  const count = options.countSource === undefined ? '' : `, pgrst_source_count AS (${options.countSource})`;
  const total =
    options.countSource === undefined
      ? 'null::bigint'
      : '(SELECT pg_catalog.count(*) FROM pgrst_source_count)';
  return (
    `WITH pgrst_source AS (${options.source})${count} ` +
    `SELECT ${total} AS total_result_set, ${options.pageTotal ?? 'pg_catalog.count(_postgrest_t)'} AS page_total, ` +
    `${bodySql(options.body)} AS body FROM (${options.rows}) _postgrest_t`
  );
}
