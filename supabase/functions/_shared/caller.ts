/**
 * Who is calling a function, for the calls a function makes on their behalf with the service role:
 * the signed-in user, as Supabase Auth vouches for their session, and the address they called
 * from, as the gateway in front of the functions recorded it.
 */
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { callerClient, type Project } from './supabase.ts';

/** The caller's session was refused by Auth (expired or forged): they must sign in again. */
export class SessionError extends Error {
  constructor() {
    super('Your session has expired. Please sign in again, or check out as a guest.');
  }
}

/** The token of an Authorization header ("Bearer …"), or undefined. */
const bearer = (authorization: string | null) => /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];

/**
 * The id of the signed-in user whose session is in `authorization` ("Bearer …"), asked of Supabase
 * Auth (`auth.getUser`), which checks the token's signature, expiry and account; null for a guest
 * (no token, or the project's anon key). Throws SessionError when Auth refuses the session, and
 * Auth's own error when it cannot be reached (that is no reason to sign in again).
 * @example await verifiedUser(project, request.headers.get('Authorization')) // '5f0c…' or null
 */
export async function verifiedUser(project: Project, authorization: string | null): Promise<string | null> {
  const token = bearer(authorization);
  if (!token || token === project.anonKey) return null;
  const { data, error } = await callerClient(project, null).auth.getUser(token);
  if (error && isAuthRetryableFetchError(error)) throw error;
  if (error || !data.user) throw new SessionError();
  return data.user.id;
}

/**
 * The user id (`sub`) of the caller's JWT, as supabase-js's `auth.getClaims` verifies it (against
 * the project's signing keys, or by asking Auth for a legacy shared-secret token); null without a
 * user's token or when it does not verify. For functions whose gateway already checked the JWT and
 * that only need to know whose it is.
 * @example const by = await callerId(project, request.headers.get('Authorization'));
 */
export async function callerId(project: Project, authorization: string | null): Promise<string | null> {
  const token = bearer(authorization);
  if (!token || token === project.anonKey) return null;
  const { data } = await callerClient(project, null).auth.getClaims(token);
  const subject = data?.claims.sub;
  return typeof subject === 'string' && subject ? subject : null;
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
