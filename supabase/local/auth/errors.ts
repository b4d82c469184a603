/**
 * GoTrue's error vocabulary and its two JSON shapes.
 *
 * Clients that send `X-Supabase-Api-Version: 2024-01-01` (every current auth-js does) get
 * `{code: 'error_code', message}` and the version echoed in a header; older clients get the
 * initial shape `{code: <status>, error_code, msg}`. auth-js reads `code` only when the response
 * carries the version header, so both the body and the header must match.
 */
import { json, header, type ApiRequest, type ApiResponse } from '../http.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/** An error GoTrue answers with a status, an error code and a message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Always 422 weak_password, with the reasons auth-js exposes as `error.reasons`. */
export class WeakPasswordError extends AuthError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, 'weak_password', message);
  }
}

/** The OAuth2 shape `{error, error_description}`, always 400 (GoTrue's refresh grant uses it). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

/** GoTrue's wording for the per-user resend interval ("after 59 seconds"). */
export function frequencyLimitMessage(sentAtMs: number, maxFrequencySeconds: number, nowMs: number): string {
  const left = Math.trunc((sentAtMs + maxFrequencySeconds * 1000 - nowMs) / 1000);
  return `For security purposes, you can only request this after ${left} seconds.`;
}

/** Whether the request asked for the 2024-01-01 error shape (any valid date on or after it). */
export function usesApiVersion2024(request: ApiRequest): boolean {
  const value = header(request, API_VERSION_HEADER)?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

/** PostgreSQL errors a client can cause with odd input (NUL bytes, bad JSON escapes, races). */
function fromDatabaseError(error: unknown): AuthError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code.startsWith('22'))
    return badRequest(
      'validation_failed',
      'Invalid input: the request contains a value the database cannot store',
    );
  if (code === '23505')
    return new AuthError(409, 'conflict', 'A conflicting request is already in progress, try again');
  // A check constraint on a row the request filled, e.g. through a trigger on auth.users.
  if (code === '23514') {
    const constraint = (error as { constraint?: unknown }).constraint;
    return unprocessable(
      'validation_failed',
      `Invalid input: the request contains a value the database refuses${typeof constraint === 'string' ? ` (${constraint})` : ''}`,
    );
  }
  return undefined;
}

/**
 * Node's stack gives out while serialising a deeply nested JSON value (user metadata); GoTrue's
 * JSON decoder refuses such a body with "exceeded max depth", so the client learns the same.
 */
function fromStackOverflow(error: unknown): AuthError | undefined {
  if (!(error instanceof RangeError) || !error.message.includes('Maximum call stack size exceeded'))
    return undefined;
  return badRequest('bad_json', 'Could not parse request body as JSON: exceeded max depth');
}

/** Turns anything thrown by a handler into GoTrue's response. Unknown errors are 500s, logged. */
export function errorResponse(request: ApiRequest, error: unknown, log: (line: string) => void): ApiResponse {
  if (error instanceof OAuthError) {
    return json(400, { error: error.error, error_description: error.description });
  }
  const known = error instanceof AuthError ? error : (fromDatabaseError(error) ?? fromStackOverflow(error));
  const authError =
    known ??
    new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
  if (!known)
    log(
      `[auth] ${request.method} ${request.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );

  const headers: Record<string, string> = { 'x-sb-error-code': authError.code };
  const reasons =
    authError instanceof WeakPasswordError ? { weak_password: { reasons: authError.reasons } } : {};
  if (usesApiVersion2024(request)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    return json(authError.status, { code: authError.code, message: authError.message, ...reasons }, headers);
  }
  return json(
    authError.status,
    { code: authError.status, error_code: authError.code, msg: authError.message, ...reasons },
    headers,
  );
}
