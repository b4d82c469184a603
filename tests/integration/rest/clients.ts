/**
 * The real supabase-js client wired straight to the REST service: its fetch becomes an ApiRequest
 * for `service.handle`, so the tests see exactly what the client sends and how it reads answers,
 * without an HTTP server.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ApiRequest, ApiResponse } from '../../../supabase/local/http.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, signAccessToken } from '../../../supabase/local/keys.ts';
import type { RestService } from '../../../supabase/local/rest/index.ts';
import { NO_REALTIME } from '../support/no-realtime.ts';

export const ORIGIN = 'http://localhost:54321';

export async function toApiRequest(request: Request): Promise<ApiRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  return {
    method: request.method,
    url,
    path: url.pathname.replace(/^\/rest\/v1/, ''),
    headers,
    body: Buffer.from(await request.arrayBuffer()),
    ip: '127.0.0.1',
    origin: url.origin,
  };
}

export function toResponse(answer: ApiResponse, method: string): Response {
  const empty =
    answer.status === 204 || answer.status === 304 || method === 'HEAD' || answer.body === undefined;
  const body = empty ? null : typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body!);
  return new Response(body, { status: answer.status, headers: answer.headers });
}

export function serviceFetch(service: RestService): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return toResponse(await service.handle(await toApiRequest(request)), request.method);
  };
}

/** A client with the anon key; `token` (a user's access token or another key) replaces it as bearer. */
export function restClient(service: RestService, token?: string): SupabaseClient {
  return createClient(ORIGIN, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: NO_REALTIME,
    global: { fetch: serviceFetch(service), headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
}

export const serviceClient = (service: RestService) => restClient(service, LOCAL_SERVICE_ROLE_KEY);

export function userToken(sub: string): Promise<string> {
  return signAccessToken({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
}

/** A request straight to the service, for what supabase-js cannot send (bad JSON, odd headers). */
export async function raw(
  service: RestService,
  method: string,
  pathAndQuery: string,
  options: { body?: string; headers?: Record<string, string>; token?: string | null } = {},
): Promise<{ status: number; headers: Record<string, string>; body: unknown; text: string }> {
  const url = new URL(`/rest/v1${pathAndQuery}`, ORIGIN);
  const headers: Record<string, string> = { apikey: LOCAL_ANON_KEY, ...options.headers };
  if (options.token !== null) headers.authorization = `Bearer ${options.token ?? LOCAL_ANON_KEY}`;
  const answer = await service.handle({
    method,
    url,
    path: url.pathname.replace(/^\/rest\/v1/, ''),
    headers,
    body: Buffer.from(options.body ?? ''),
    ip: '127.0.0.1',
    origin: ORIGIN,
  });
  const text = answer.body === undefined ? '' : answer.body.toString();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: answer.status, headers: answer.headers ?? {}, body, text };
}
