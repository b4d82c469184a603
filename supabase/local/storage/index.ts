/**
 * The local server's `/storage/v1`: the part of Supabase Storage's HTTP API the store uses, for
 * `@supabase/supabase-js`'s `storage.from(bucket)` — `upload`, `update`, `remove`, `list`,
 * `download`, `exists`, `getPublicUrl` — and `listBuckets` / `getBucket`. Buckets and objects live
 * in the `storage` schema as on hosted Supabase (created by ../bootstrap.sql); their bytes in
 * `storage_local.blobs`.
 *
 * Every request runs under the caller's role and JWT claims (the same transactions as
 * `/rest/v1`), so the RLS policies on storage.objects decide who uploads, replaces, deletes and
 * reads; the service checks only what Storage itself checks: the bucket's size and type limits
 * and the object's name. Errors have Storage's shape (errors.ts). `handle` never throws.
 *
 * Not answered (404, Storage's not-found shape): signed URLs, move and copy, `info`, list-v2,
 * image transformations, resumable (TUS) and S3 uploads, and bucket writes.
 */
import type { Database, RequestContext } from '../database.ts';
import type { ApiResponse } from '../http.ts';
import type { Keyring } from '../keys.ts';
import { createAuthenticator } from '../rest/auth.ts';
import { findBucket, getBucket, listBuckets } from './buckets.ts';
import {
  accessDenied,
  fromDatabaseError,
  internalError,
  invalidRequest,
  routeNotFound,
  StorageError,
} from './errors.ts';
import { listObjects, readListOptions } from './list.ts';
import { downloadObject, removeObject, removeObjects } from './objects.ts';
import type { StorageRequest } from './request.ts';
import { parseRoute, type StorageRoute } from './routes.ts';
import { readUpload, writeObject } from './upload.ts';

export { isOpenStoragePath } from './routes.ts';
export type { StorageRequest } from './request.ts';

/** Hosted Storage's default upload limit (50 MB); a bucket's own `file_size_limit` may lower it. */
export const SERVER_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Most objects one remove may name, as Storage's hard limit. */
const MAX_REMOVE = 1000;

export interface StorageOptions {
  db: Database;
  keys: Keyring;
  /** The largest JSON body (remove, list), in bytes: the server's general limit. */
  bodyLimit: number;
  /** The largest upload in any bucket, in bytes; SERVER_FILE_SIZE_LIMIT by default. */
  fileSizeLimit?: number;
  /** Where unexpected (500) errors are logged. */
  log?: (line: string) => void;
}

export interface StorageService {
  /** Answers a request whose `path` is below /storage/v1. Never throws. */
  handle(request: StorageRequest): Promise<ApiResponse>;
}

/** A JSON body read within the general limit, or Storage's 400. */
async function jsonBody(request: StorageRequest, limit: number): Promise<unknown> {
  const body = await request.readBody(limit);
  if (body === 'too_large') throw invalidRequest('Request body is too large');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
}

function readPrefixes(body: unknown): string[] {
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === 'string'))
    throw invalidRequest("body must have required property 'prefixes'");
  if (prefixes.length > MAX_REMOVE)
    throw invalidRequest(`Bulk object requests are limited to ${MAX_REMOVE} objects per request.`);
  return prefixes as string[];
}

/**
 * The storage service over the server's database and keys.
 * @example const storage = createStorageService({ db, keys, bodyLimit: 1024 * 1024 });
 */
export function createStorageService(options: StorageOptions): StorageService {
  const { db, bodyLimit } = options;
  const fileSizeLimit = options.fileSizeLimit ?? SERVER_FILE_SIZE_LIMIT;
  const log = options.log ?? console.error;
  const authenticate = createAuthenticator(options.keys);

  /** The caller's role and claims; a token that does not verify is Storage's AccessDenied. */
  async function callerContext(request: StorageRequest): Promise<RequestContext> {
    try {
      const caller = await authenticate(request);
      return { role: caller.role, claims: caller.claims, method: request.method, path: request.url.pathname };
    } catch (error) {
      throw accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
    }
  }

  async function dispatch(request: StorageRequest, route: StorageRoute): Promise<ApiResponse> {
    // Public downloads need no caller; everything else knows who calls before it starts.
    if (route.kind === 'download') return downloadObject(db, request, route, () => callerContext(request));
    const context = await callerContext(request);
    switch (route.kind) {
      case 'upload': {
        const bucket = await findBucket(db, route.bucket);
        const file = await readUpload(request, bucket, route.key, fileSizeLimit);
        const upsert = route.method === 'PUT' || request.headers['x-upsert'] === 'true';
        return writeObject(db, context, { bucket: route.bucket, key: route.key, upsert }, file);
      }
      case 'remove':
        return removeObjects(db, context, route.bucket, readPrefixes(await jsonBody(request, bodyLimit)));
      case 'removeOne':
        return removeObject(db, context, route.bucket, route.key);
      case 'list':
        return listObjects(db, context, route.bucket, readListOptions(await jsonBody(request, bodyLimit)));
      case 'buckets':
        return listBuckets(db, context);
      case 'bucket':
        return getBucket(db, context, route.id);
    }
  }

  return {
    async handle(request) {
      const route = parseRoute(request.method, request.path);
      try {
        if (!route) throw routeNotFound(request.method, `${request.path}${request.url.search}`);
        return await dispatch(request, route);
      } catch (error) {
        if (error instanceof StorageError) return error.toResponse();
        const mapped = fromDatabaseError(error);
        if (mapped) return mapped.toResponse();
        log(
          `[local storage] ${request.method} ${request.path}: ${error instanceof Error ? error.stack : error}`,
        );
        return internalError().toResponse();
      }
    },
  };
}
