/**
 * The payload of POST/PATCH and of RPC calls, by Content-Type as PostgREST reads it: JSON (the
 * default when no type is given), `application/x-www-form-urlencoded` (one object of strings),
 * and for RPC a raw text/xml/binary body for a function with one unnamed parameter of that type.
 * Bad bodies are 400 PGRST102 with PostgREST's messages.
 *
 * For inserts the column list is the `columns` parameter when given (supabase-js sends it for
 * arrays), otherwise the union of the objects' keys; a row without a key gets NULL there
 * (PostgREST's `missing=null`) or the column default with `Prefer: missing=default`.
 */
import { header, type ApiRequest } from '../http.ts';
import { invalidBody } from './errors.ts';
import { checkBodyDepth } from './limits.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const EMPTY_OR_INVALID = 'Empty or invalid json';

/** A body PostgREST passes whole to a function's single unnamed parameter of this type. */
export interface RawBody {
  type: 'text' | 'xml' | 'bytea';
  value: string | Buffer;
}

const RAW_TYPES: Record<string, RawBody['type']> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

function contentType(request: ApiRequest): string {
  return (header(request, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function notAcceptable(type: string): never {
  throw invalidBody(`Content-Type not acceptable: ${type}`);
}

/** The body as JSON, or as an object of strings when form-encoded. */
function parseStructured(request: ApiRequest, emptyAs?: unknown): unknown {
  const type = contentType(request);
  const text = request.body.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type !== '' && type !== 'application/json') notAcceptable(type);
  if (text.trim() === '') {
    if (emptyAs !== undefined) return emptyAs;
    throw invalidBody(EMPTY_OR_INVALID);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody(EMPTY_OR_INVALID);
  }
  // Serialising a deeply nested value again would overflow Node's stack, and PGlite's after it.
  checkBodyDepth(value);
  return value;
}

export interface Payload {
  rows: JsonObject[];
  /** The payload's column names, before they are checked against the table. */
  keys: string[];
}

/** POST: an object or an array of objects. */
export function insertPayload(request: ApiRequest, columns: string[] | undefined): Payload {
  const value = parseStructured(request);
  let rows: JsonObject[];
  if (isObject(value)) rows = [value];
  else if (Array.isArray(value)) {
    if (!value.every(isObject)) throw invalidBody('All object keys must match');
    rows = value;
  } else throw invalidBody(EMPTY_OR_INVALID);
  if (columns) return { rows, keys: [...new Set(columns)] };
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return { rows, keys: [...keys] };
}

/** PATCH: one object; `columns` narrows which of its keys are written. */
export function updatePayload(request: ApiRequest, columns: string[] | undefined): Payload {
  const value = parseStructured(request);
  if (!isObject(value)) throw invalidBody(EMPTY_OR_INVALID);
  return { rows: [value], keys: columns ? [...new Set(columns)] : Object.keys(value) };
}

/** POST /rpc/fn: named arguments (an empty body means none), or a raw body. */
export function rpcPayload(request: ApiRequest): { args: JsonObject } | { raw: RawBody } {
  const rawType = RAW_TYPES[contentType(request)];
  if (rawType)
    return {
      raw: { type: rawType, value: rawType === 'bytea' ? request.body : request.body.toString('utf8') },
    };
  const value = parseStructured(request, {});
  if (!isObject(value)) throw invalidBody(EMPTY_OR_INVALID);
  return { args: value };
}
