/**
 * The outer SELECT every statement ends with, as in PostgREST: the rows of `pgrst_source` are
 * aggregated into the response body inside PostgreSQL (one text column, never parsed in Node),
 * next to the page's row count and, when asked for, the total count.
 *
 * With a byte limit the page is measured first, one row's JSON at a time, and aggregated only
 * when it fits: a response that is too large is never built, in the database or in Node. The
 * price is running a page that fits twice: about 0.2 ms more database time for the header search.
 */
import type { BodyShape } from './media-type.ts';

export interface ResultRow {
  total_result_set: string | number | null;
  page_total: string | number;
  /** Null when the body was not built because the rows come to more than the byte limit. */
  body: string | null;
  /** The page's size in bytes of JSON, when a limit was given. */
  body_bytes?: string | number | null;
}

export interface BodyOptions {
  shape: BodyShape | 'none';
  stripNulls: boolean;
  /** Aggregate `_postgrest_t.pgrst_scalar` (a scalar function's values) instead of whole rows. */
  scalar?: boolean;
  /** A function returning one value or row: the body is that value, not an array. */
  singleValue?: boolean;
  /** Build the body only when the page's rows come to at most this many bytes of JSON. */
  maxBytes?: number;
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
 * With `body.maxBytes`, the page (`pgrst_page`) is sized first (`body_bytes`), and the body is
 * aggregated in a sub-select that runs only when the size is within the limit.
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
  const { maxBytes } = options.body;
  if (maxBytes === undefined || options.body.shape === 'none')
    return (
      `WITH pgrst_source AS (${options.source})${count} ` +
      `SELECT ${total} AS total_result_set, ${options.pageTotal ?? 'pg_catalog.count(_postgrest_t)'} AS page_total, ` +
      `${bodySql(options.body)} AS body FROM (${options.rows}) _postgrest_t`
    );
  // The page is not materialised: sizing renders and forgets one row's JSON at a time, and only
  // a page within the limit is run a second time to build the body. (Materialising it held the
  // whole oversized page in memory; a window over one pass held it too, and cost more.) A page
  // with volatile functions or a write in pgrst_source is still run once: PostgreSQL
  // materialises such a CTE whatever its references.
  const size =
    'SELECT pg_catalog.count(*) AS page_total, ' +
    'coalesce(pg_catalog.sum(pg_catalog.octet_length(pg_catalog.row_to_json(_postgrest_t)::text)), 0) AS bytes ' +
    'FROM pgrst_page _postgrest_t';
  return (
    `WITH pgrst_source AS (${options.source})${count}, pgrst_page AS NOT MATERIALIZED (${options.rows}) ` +
    `SELECT ${total} AS total_result_set, ${options.pageTotal ?? 'pgrst_size.page_total'} AS page_total, ` +
    `pgrst_size.bytes AS body_bytes, CASE WHEN pgrst_size.bytes <= ${Math.trunc(maxBytes)} ` +
    `THEN (SELECT ${bodySql(options.body)} FROM pgrst_page _postgrest_t) END AS body ` +
    `FROM (${size}) pgrst_size`
  );
}
