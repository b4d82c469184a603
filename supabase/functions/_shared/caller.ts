/**
 * Who is calling a function, for the calls a function makes on their behalf with the service role:
 * the signed-in shopper, as Supabase Auth vouches for their session, and the address they called
 * from, as the gateway in front of the functions recorded it.
 */
import type { RestSettings } from './rest.ts';

/** The caller's session was refused by Auth (expired or forged): they must sign in again. */
export class SessionError extends Error {
  constructor() {
    super('Your session has expired. Please sign in again, or check out as a guest.');
  }
}

/**
 * The id of the signed-in shopper whose session is in `authorization` ("Bearer …"), asked of
 * Supabase Auth (`GET /auth/v1/user`), which checks the token's signature, expiry and account; null
 * for a guest (no token, or the project's anon key). Throws SessionError when Auth refuses it.
 * @example await verifiedShopper(rest, request.headers.get('Authorization')) // '5f0c…' or null
 */
export async function verifiedShopper(
  settings: RestSettings,
  authorization: string | null,
): Promise<string | null> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token || token === settings.anonKey) return null;
  const response = await fetch(`${settings.url}/auth/v1/user`, {
    headers: { apikey: settings.anonKey, Authorization: `Bearer ${token}` },
  });
  const user = response.ok ? ((await response.json()) as { id?: unknown }) : undefined;
  if (!response.ok) await response.body?.cancel();
  if (typeof user?.id !== 'string') throw new SessionError();
  return user.id;
}

/**
 * The caller's address: the last hop of X-Forwarded-For, the one the gateway in front of the
 * function appended (the local server does the same); every hop before it is the client's to
 * write. Null when there is none.
 * @example clientAddress(new Request(url, { headers: { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' } })) // '203.0.113.9'
 */
export function clientAddress(request: Request): string | null {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? null;
}
