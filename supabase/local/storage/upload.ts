/**
 * Uploads (`POST` and `PUT /object/{bucket}/{path}`), as Storage takes them: a multipart form
 * (what supabase-js sends for a File or Blob: a `cacheControl` field and the file part, whose
 * Content-Type is the file's type) or a raw body with its Content-Type. The bucket's
 * `allowed_mime_types` and `file_size_limit` are checked before anything is written; the body is
 * read only up to that limit, so a large upload costs no more memory than an allowed one.
 *
 * The object's row is written as the caller, so storage.objects' RLS decides (insert; with
 * `x-upsert: true`, or a PUT, insert or update), then its bytes as the owner, in one transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database, RequestContext } from '../database.ts';
import { header, json, type ApiResponse } from '../http.ts';
import type { BucketLimits } from './buckets.ts';
import {
  entityTooLarge,
  fromDatabaseError,
  invalidMimeType,
  keyAlreadyExists,
  noContentProvided,
} from './errors.ts';
import { isEmptyFolder, mustBeValidKey } from './routes.ts';
import type { StorageRequest } from './request.ts';

/** Room for a multipart form's boundaries and small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * Switches the rest of the transaction from the caller's role back to `postgres`, the role the
 * server's own work runs as (postgres-database.ts), never to a superuser the URL may name.
 */
export const AS_OWNER = 'set local role postgres';

export interface UploadedFile {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
}

/**
 * Storage's check of a type against a bucket's allowed types: the same type and subtype, or a
 * `type/*` wildcard. Parameters are not stripped, as Storage does not strip them.
 */
export function mustBeAllowedType(mimeType: string, allowed: string[]): void {
  const [type, subtype, ...more] = mimeType.split('/');
  const ok =
    subtype !== undefined &&
    more.length === 0 &&
    allowed.some((entry) => {
      const [allowedType, allowedSubtype] = entry.split('/');
      return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
    });
  if (!ok) throw invalidMimeType(mimeType);
}

/** A header value the server can send back: printable ASCII, not too long; else the fallback. */
const headerSafe = (value: string, fallback: string) =>
  /^[\x20-\x7e]{1,200}$/.test(value) ? value : fallback;

async function readMultipart(request: StorageRequest, limit: number, contentType: string) {
  const body = await request.readBody(limit + MULTIPART_OVERHEAD);
  if (body === 'too_large') throw entityTooLarge();
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    throw noContentProvided(error instanceof Error ? error.message : undefined);
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw noContentProvided();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  const cacheTime = field('cacheControl');
  return {
    file,
    mimeType: field('contentType') ?? (file.type || 'application/octet-stream'),
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
  };
}

/**
 * The file of an upload request, checked against the bucket: its type (InvalidMimeType) and its
 * size (EntityTooLarge past the smaller of the bucket's and the server's limit; at the limit is
 * allowed).
 */
export async function readUpload(
  request: StorageRequest,
  bucket: BucketLimits,
  key: string,
  serverLimit: number,
): Promise<UploadedFile> {
  const folder = isEmptyFolder(key);
  const limit = folder ? 0 : Math.min(bucket.file_size_limit ?? serverLimit, serverLimit);
  const checkType = (type: string) => {
    if (!folder && bucket.allowed_mime_types?.length) mustBeAllowedType(type, bucket.allowed_mime_types);
  };
  const contentType = header(request, 'content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const { file, mimeType, cacheControl } = await readMultipart(request, limit, contentType);
    checkType(mimeType);
    if (file.size > limit) throw entityTooLarge();
    return { bytes: Buffer.from(await file.arrayBuffer()), mimeType, cacheControl };
  }
  const mimeType = contentType || 'application/octet-stream';
  checkType(mimeType);
  const body = await request.readBody(limit);
  if (body === 'too_large') throw entityTooLarge();
  return { bytes: body, mimeType, cacheControl: header(request, 'cache-control') ?? 'no-cache' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const INSERT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7)`;
// As Storage's upsertObject: the new version replaces the metadata and owner; RETURNING makes the
// caller's select policy apply too, as it does there.
const UPSERT = `${INSERT} on conflict (bucket_id, name) do update set metadata = excluded.metadata,
  version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id returning id`;

/**
 * Writes an uploaded file as `key` in `bucket`, under the caller's role; answers Storage's
 * `{Id, Key}`. Without `upsert` an existing object is a 409 Duplicate.
 */
export async function writeObject(
  db: Database,
  context: RequestContext,
  target: { bucket: string; key: string; upsert: boolean },
  file: UploadedFile,
): Promise<ApiResponse> {
  mustBeValidKey(target.key);
  const sub = typeof context.claims.sub === 'string' ? context.claims.sub : null;
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: headerSafe(file.mimeType, 'application/octet-stream'),
    cacheControl: headerSafe(file.cacheControl, 'no-cache'),
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const params = [
    randomUUID(),
    target.bucket,
    target.key,
    sub && UUID.test(sub) ? sub : null,
    sub,
    JSON.stringify(metadata),
    randomUUID(),
  ];
  try {
    const id = await db.asRole(context, async (tx) => {
      const written = await tx.query<{ id: string }>(target.upsert ? UPSERT : INSERT, params);
      await tx.query(AS_OWNER);
      // The file's bytes are Storage's own to write (hosted Storage sends them to S3, outside the
      // database and the caller's statement_timeout): a 5 MiB file on a slow machine took longer
      // than an authenticated caller's 8 s.
      await tx.query('set local statement_timeout = 0');
      const id = written.rows[0]?.id ?? params[0]!;
      await tx.query(
        `insert into storage_local.blobs (object_id, bytes) values ($1, $2)
           on conflict (object_id) do update set bytes = excluded.bytes`,
        [id, file.bytes],
      );
      return id;
    });
    return json(200, { Id: id, Key: `${target.bucket}/${target.key}` });
  } catch (error) {
    const mapped = fromDatabaseError(error);
    if (mapped?.code === 'ResourceAlreadyExists') throw keyAlreadyExists();
    throw mapped ?? error;
  }
}
