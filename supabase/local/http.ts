/**
 * The small HTTP vocabulary the local server's services share: a request read once (body with a
 * size limit), a response as plain data, and JSON helpers. The router turns Node's objects into
 * these, so each service is a function `(ApiRequest) => Promise<ApiResponse>` that is easy to test.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface ApiRequest {
  method: string;
  /** Full URL of the request, with the service prefix (e.g. /rest/v1) still on the path. */
  url: URL;
  /** The path below the service prefix: `/products`, `/token`, `/factors/abc/verify`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, at most the server's limit; empty when there was none. */
  body: Buffer;
  /** The caller's address, for rate limits. */
  ip: string;
  /**
   * The server's public URL, e.g. http://localhost:4321, for links in emails and `iss`. It comes
   * from configuration, never from the request's Host header, which any client can set.
   */
  origin: string;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export type Service = (request: ApiRequest) => Promise<ApiResponse>;

export function json(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function header(request: Pick<ApiRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * X-Forwarded-For as the API gateway in front of hosted Supabase passes it on: what the client (or
 * a proxy before it) sent, with the address this server saw appended as the last hop — the socket's
 * peer, or the client a trusted proxy vouches for (`request.ip`). A client can write the entries
 * before it, never the last one.
 * @example forwardedFor({ headers: { 'x-forwarded-for': '10.0.0.1' }, ip: '203.0.113.9' }) // '10.0.0.1, 203.0.113.9'
 */
export function forwardedFor(request: Pick<ApiRequest, 'headers' | 'ip'>): string {
  const sent = header(request as ApiRequest, 'x-forwarded-for')?.trim();
  return sent ? `${sent}, ${request.ip}` : request.ip;
}

/**
 * The request's headers as PostgREST hands them to SQL in `request.headers`: lower-case names, one
 * string each, without the cookies (PostgREST gives those their own setting), and X-Forwarded-For
 * with this server's last hop (`forwardedFor`).
 */
export function requestHeaders(request: Pick<ApiRequest, 'headers' | 'ip'>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && name !== 'cookie')
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  headers['x-forwarded-for'] = forwardedFor(request);
  return headers;
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: Pick<ApiRequest, 'headers'>): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

export class BodyError extends Error {}

/** Parses a JSON body; throws BodyError with a reason a client can act on. */
export function parseJsonBody(request: ApiRequest): unknown {
  if (request.body.length === 0) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch (error) {
    throw new BodyError(error instanceof Error ? error.message : 'Invalid JSON');
  }
}
