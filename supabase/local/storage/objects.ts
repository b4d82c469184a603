/**
 * Reading and removing objects. A public download reads as Storage's superuser once the bucket is
 * known to be public; an authenticated one reads the row as the caller (the select policy
 * decides) and then the bytes as the owner. Removal deletes rows as the caller, so rows the delete
 * policy hides are left alone and left out of the answer, as on hosted Supabase; their bytes go
 * with them (ON DELETE CASCADE).
 *
 * Files are served with `X-Content-Type-Options: nosniff` and a sandboxing CSP, and only raster
 * images inline: any other type (an SVG, HTML) is an attachment, and HTML is sent as text/plain,
 * as Storage does, so nothing uploaded runs as a page of this origin.
 */
import type { Database, RequestContext, Transaction } from '../database.ts';
import { header, json, type ApiRequest, type ApiResponse } from '../http.ts';
import { findBucket } from './buckets.ts';
import { accessDenied, noSuchBucket, noSuchKey } from './errors.ts';
import { mustBeValidKey } from './routes.ts';
import { AS_OWNER } from './upload.ts';

interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

interface StoredObject {
  id: string;
  metadata: ObjectMetadata | null;
  bytes?: Uint8Array;
}

/** Types a browser may show inline: raster images, which cannot carry script. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

const OBJECT_COLUMNS = `name, bucket_id, owner, owner_id, version, id, updated_at, created_at,
  last_accessed_at, metadata, user_metadata`;

async function readBytes(tx: Transaction, object: StoredObject, withBytes: boolean): Promise<StoredObject> {
  if (!withBytes) return object;
  const { rows } = await tx.query<{ bytes: Uint8Array }>(
    'select bytes from storage_local.blobs where object_id = $1',
    [object.id],
  );
  return { ...object, bytes: rows[0]?.bytes ?? new Uint8Array() };
}

const FIND_OBJECT = 'select id, metadata from storage.objects where bucket_id = $1 and name = $2';

/** An object of a public bucket, for anyone. */
async function readPublic(db: Database, bucket: string, key: string, withBytes: boolean) {
  return db.transaction(async (tx) => {
    if (!(await findBucket(tx, bucket)).public) throw noSuchBucket();
    const { rows } = await tx.query<StoredObject>(FIND_OBJECT, [bucket, key]);
    return rows[0] && readBytes(tx, rows[0], withBytes);
  });
}

/** An object the caller's select policy shows. */
async function readAsCaller(
  db: Database,
  context: RequestContext,
  bucket: string,
  key: string,
  withBytes: boolean,
) {
  return db.asRole(context, async (tx) => {
    const { rows } = await tx.query<StoredObject>(FIND_OBJECT, [bucket, key]);
    if (!rows[0]) return undefined;
    await tx.query(AS_OWNER);
    return readBytes(tx, rows[0], withBytes);
  });
}

function servedType(mimetype: string | undefined): string {
  const type = mimetype ?? 'application/octet-stream';
  return type.includes('text/html') ? 'text/plain' : type;
}

function attachment(filename: string | null): string {
  if (!filename) return 'attachment;';
  const encoded = encodeURIComponent(filename);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

function fileResponse(request: ApiRequest, object: StoredObject): ApiResponse {
  const metadata = object.metadata ?? {};
  const type = servedType(metadata.mimetype);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': metadata.cacheControl ?? 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Robots-Tag': 'none',
  };
  if (metadata.eTag) headers.ETag = metadata.eTag;
  const modified = metadata.lastModified ? new Date(metadata.lastModified) : undefined;
  if (modified && !Number.isNaN(modified.getTime())) headers['Last-Modified'] = modified.toUTCString();
  const download = request.url.searchParams.get('download');
  const inline = INLINE_TYPES.has(type.split(';')[0]!.trim().toLowerCase());
  if (download !== null || !inline) headers['Content-Disposition'] = attachment(download);
  if (metadata.eTag && header(request, 'if-none-match') === metadata.eTag) return { status: 304, headers };
  if (request.method === 'HEAD')
    return { status: 200, headers: { ...headers, 'Content-Length': String(metadata.size ?? 0) } };
  const bytes = object.bytes ?? new Uint8Array();
  return { status: 200, headers, body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** `GET /object/{public|authenticated}/{bucket}/{path}`, and `GET /object/{bucket}/{path}`. */
export async function downloadObject(
  db: Database,
  request: ApiRequest,
  route: { access: 'public' | 'authenticated'; bucket: string; key: string },
  context: () => Promise<RequestContext>,
): Promise<ApiResponse> {
  mustBeValidKey(route.key);
  const withBytes = request.method !== 'HEAD';
  const object =
    route.access === 'public'
      ? await readPublic(db, route.bucket, route.key, withBytes)
      : await readAsCaller(db, await context(), route.bucket, route.key, withBytes);
  if (!object) throw noSuchKey();
  return fileResponse(request, object);
}

/**
 * Storage's own delete, past the guard that refuses one made with SQL (storage.protect_delete):
 * as the Storage API does, the transaction sets storage.allow_delete_query first.
 */
async function deleteAsCaller(db: Database, context: RequestContext, sql: string, params: unknown[]) {
  return db.asRole(context, async (tx) => {
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    return tx.query(sql, params);
  });
}

/** `DELETE /object/{bucket}` with `{prefixes}`: the objects removed, as Storage lists them. */
export async function removeObjects(
  db: Database,
  context: RequestContext,
  bucket: string,
  names: string[],
): Promise<ApiResponse> {
  const { rows } = await deleteAsCaller(
    db,
    context,
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return json(200, rows);
}

/** `DELETE /object/{bucket}/{path}`: one object, or NoSuchKey / AccessDenied. */
export async function removeObject(
  db: Database,
  context: RequestContext,
  bucket: string,
  key: string,
): Promise<ApiResponse> {
  mustBeValidKey(key);
  const exists = await db.query(FIND_OBJECT, [bucket, key]);
  if (!exists.rowCount) throw noSuchKey();
  const { rowCount } = await deleteAsCaller(
    db,
    context,
    'delete from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  if (!rowCount) throw accessDenied();
  return json(200, { message: 'Successfully deleted' });
}
