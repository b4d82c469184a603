/**
 * Supabase Storage's errors, as its API answers them and `@supabase/storage-js` reads them: a body
 * `{statusCode, error, message, code}` whose `statusCode` is the logical status as a string, sent
 * with HTTP 400 for every 4xx (Storage's error handler turns all but 500 into 400) — so a missing
 * object is HTTP 400 with `"statusCode": "404"`. Names, messages and codes follow
 * supabase/storage's `ERRORS` (src/internal/errors/codes.ts) and its database error mapping.
 */
import type { ApiResponse } from '../http.ts';

export interface StorageErrorBody {
  statusCode: string;
  error: string;
  message: string;
  code: string;
}

export class StorageError extends Error {
  constructor(
    /** The logical status, e.g. 413; the body carries it as a string. */
    readonly statusCode: number,
    readonly code: string,
    /** Storage's older `error` field (`Payload too large`, `Duplicate`…), or the code. */
    readonly error: string,
    message: string,
    /** The HTTP status: 400 for any 4xx, as Storage answers; some routes answer the real one. */
    readonly httpStatus = statusCode >= 500 ? statusCode : 400,
  ) {
    super(message);
  }

  get body(): StorageErrorBody {
    return { statusCode: String(this.statusCode), error: this.error, message: this.message, code: this.code };
  }

  toResponse(): ApiResponse {
    return {
      status: this.httpStatus,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      body: JSON.stringify(this.body),
    };
  }
}

export const noSuchBucket = () =>
  new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');

export const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');

export const accessDenied = (message = 'Access denied') =>
  new StorageError(403, 'AccessDenied', 'Unauthorized', message);

/** An upload over the bucket's (or the server's) file size limit. */
export const entityTooLarge = () =>
  new StorageError(
    413,
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );

export const invalidMimeType = (mimeType: string) =>
  new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`);

export const invalidKey = (key: string) =>
  new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);

export const keyAlreadyExists = () =>
  new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');

export const invalidRequest = (message: string) =>
  new StorageError(400, 'InvalidRequest', 'InvalidRequest', message);

export const noContentProvided = (message = 'No content provided') => invalidRequest(message);

/** Storage's not-found handler, the one answer with its real HTTP status. */
export const routeNotFound = (method: string, url: string) =>
  new StorageError(404, 'InvalidRequest', 'Not Found', `Route ${method}:${url} not found`, 404);

export const internalError = () =>
  new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error');

/**
 * A PostgreSQL error as Storage maps it (src/storage/database/errors.ts): RLS and privileges are
 * 403, a unique violation 409, a statement timeout 544; anything else unexpected is a 500.
 */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case '42501':
      return accessDenied(
        message.includes('row-level security') ? 'new row violates row-level security policy' : message,
      );
    case '23505':
      return new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
    case '57014':
      return new StorageError(
        544,
        'DatabaseTimeout',
        'DatabaseTimeout',
        'The connection to the database timed out',
        544,
      );
    case '22P02':
      return new StorageError(400, 'InvalidParameter', 'InvalidParameter', message);
    default:
      return undefined;
  }
}
