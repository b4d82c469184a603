/**
 * Who is calling a function, for the calls a function makes on their behalf with the service role:
 * the signed-in user, as Supabase Auth vouches for their session, and the address they called
 * from, as the gateway in front of the functions recorded it.
 */
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { json } from './http.ts';
import { callerClient, oneOf, userToken, type Project } from './supabase.ts';

/** The caller's session was refused by Auth (expired or forged): they must sign in again. */
export class SessionError extends Error {
  constructor() {
    super('Your session has expired. Please sign in again, or check out as a guest.');
  }
}

/** How a caller may prove who they are: a user's JWT, or the project's publishable or secret key. */
export type Gate = 'user' | 'publishable' | 'secret';

/**
 * The function's own check of its caller, as Supabase asks of functions on its current API keys
 * (`verify_jwt = false`, since the platform's check cannot read them): the first of `gates` the
 * request meets — a user's JWT in Authorization, verified against the project's signing keys
 * (SUPABASE_JWKS; a legacy HS256 token is asked of Auth), or a publishable or secret key in
 * `apikey` — or a 401 to send back. A JWT that is present but does not verify is refused, never
 * taken for a guest.
 * @example const admitted = await admit(project, request, ['user', 'publishable']);
 *          if (admitted instanceof Response) return admitted;
 */
export async function admit(
  project: Project,
  request: Request,
  gates: Gate[],
): Promise<{ gate: Gate; userId: string | null } | Response> {
  const token = userToken(project, request.headers.get('Authorization'));
  if (token && gates.includes('user')) {
    const { data, error } = await callerClient(project, null).auth.getClaims(token, { jwks: project.jwks });
    if (error && isAuthRetryableFetchError(error)) throw error;
    const subject = data?.claims.sub;
    if (typeof subject !== 'string' || !subject)
      return json(401, { error: new SessionError().message, field: null });
    return { gate: 'user', userId: subject };
  }
  const apikey = request.headers.get('apikey') ?? '';
  if (gates.includes('publishable') && oneOf(apikey, project.publishableKeys))
    return { gate: 'publishable', userId: null };
  if (gates.includes('secret') && oneOf(apikey, project.secretKeys)) return { gate: 'secret', userId: null };
  return json(401, {
    error:
      gates.includes('user') && gates.length === 1 ? 'Please sign in first.' : "Send the project's API key.",
    field: null,
  });
}

/**
 * The id of the signed-in user whose session is in `authorization` ("Bearer …"), asked of Supabase
 * Auth (`auth.getUser`), which checks the token's signature, expiry and account; null for a guest
 * (no token, or the project's anon key). Throws SessionError when Auth refuses the session, and
 * Auth's own error when it cannot be reached (that is no reason to sign in again).
 * @example await verifiedUser(project, request.headers.get('Authorization')) // '5f0c…' or null
 */
export async function verifiedUser(project: Project, authorization: string | null): Promise<string | null> {
  const token = userToken(project, authorization);
  if (!token) return null;
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
  const token = userToken(project, authorization);
  if (!token) return null;
  const { data } = await callerClient(project, null).auth.getClaims(token, { jwks: project.jwks });
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
