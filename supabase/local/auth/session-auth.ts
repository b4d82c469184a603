/**
 * GoTrue's requireAuthentication: a Bearer access token that verifies, whose user exists and
 * whose session still exists — so a token stops working the moment its session is signed out.
 */
import { bearerToken, type ApiRequest } from '../http.ts';
import { JwtError, type Claims } from '../keys.ts';
import type { AuthContext } from './context.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { isUuid } from './params.ts';
import { findSession, type SessionRow } from './tokens.ts';
import { assertNotBanned, findUserById, type UserRow } from './users.ts';

export interface Caller {
  claims: Claims;
  user: UserRow;
  session: SessionRow;
}

/** golang-jwt v5's wording, which GoTrue puts after "invalid JWT: unable to parse or verify signature, ". */
function jwtFailure(error: unknown): string {
  if (!(error instanceof JwtError)) return 'token is malformed';
  switch (error.reason) {
    case 'expired':
      return 'token has invalid claims: token is expired';
    case 'invalid_signature':
      return 'token signature is invalid: signature is invalid';
    case 'wrong_algorithm':
      return `token signature is invalid: ${error.message}`;
    case 'bad_role':
    case 'missing':
      return `token has invalid claims: ${error.message}`;
    default:
      return `token is malformed: ${error.message}`;
  }
}

export async function authenticate(ctx: AuthContext, request: ApiRequest): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: Claims;
  try {
    claims = await ctx.keys.verifyJwt(token);
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${jwtFailure(error)}`);
  }
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  // GoTrue lets a token without session_id through; locally every user token must name a live
  // session, because the signing secret of HS256 tokens is public.
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId && !isUuid(sessionId))
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const session = sessionId ? await findSession(ctx.db, sessionId) : undefined;
  if (!session || session.user_id !== user.id)
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  assertNotBanned(user, ctx.now());
  return { claims, user, session };
}
