/**
 * `POST /object/list/{bucket}` (supabase-js `list(path, options)`): the folders and files one level
 * below a prefix, as Storage's `storage.search` answers a caller without BYPASSRLS: folders first
 * (name only, other fields null), then files, at most `limit` after `offset`. It runs as the
 * caller, so only objects their select policy shows are listed. Unlike Storage, `prefix` and
 * `search` are matched literally (LIKE's wildcards escaped).
 */
import type { Database, RequestContext } from '../database.ts';
import { json, type ApiResponse } from '../http.ts';
import { invalidRequest } from './errors.ts';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];
const MAX_LIMIT = 1000;

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  column: string;
  order: 'asc' | 'desc';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function integer(value: unknown, name: string, minimum: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum)
    throw invalidRequest(`body/${name} must be >= ${minimum}`);
  return value;
}

/** The list request's options, checked as Storage's schema checks them. */
export function readListOptions(body: unknown): ListOptions {
  if (!isRecord(body)) throw invalidRequest('body must be object');
  if (typeof body.prefix !== 'string') throw invalidRequest("body must have required property 'prefix'");
  const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
  const column = typeof sortBy.column === 'string' ? sortBy.column : 'name';
  if (!SORT_COLUMNS.includes(column))
    throw invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  let prefix = body.prefix;
  // Storage reads a prefix as a folder.
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  return {
    prefix,
    limit: Math.min(integer(body.limit, 'limit', 1, 100), MAX_LIMIT),
    offset: integer(body.offset, 'offset', 0, 0),
    search: typeof body.search === 'string' ? body.search : '',
    column,
    order: sortBy.order === 'desc' ? 'desc' : 'asc',
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lists one level of `bucket` below `options.prefix`, as the caller. */
export async function listObjects(
  db: Database,
  context: RequestContext,
  bucket: string,
  options: ListOptions,
): Promise<ApiResponse> {
  const level = `${options.prefix}${options.search}`.split('/').length;
  // The column and order come from the lists above, never from the request as written.
  const orderBy = `${options.column} ${options.order}`;
  const { rows } = await db.queryAs(
    context,
    `with matched as (
       select path_tokens, id, updated_at, created_at, last_accessed_at, metadata
       from storage.objects where bucket_id = $1 and name ilike $2
     ), folders as (
       select path_tokens[$3] as folder from matched
       where array_length(path_tokens, 1) <> $3 group by folder
     )
     (select folder as name, null::uuid as id, null::timestamptz as updated_at,
        null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from folders order by folder ${options.order})
     union all
     (select path_tokens[$3] as name, id, updated_at, created_at, last_accessed_at, metadata
      from matched where array_length(path_tokens, 1) = $3 order by ${orderBy})
     limit $4 offset $5`,
    [bucket, `${escapeLike(options.prefix + options.search)}%`, level, options.limit, options.offset],
  );
  return json(200, rows);
}
