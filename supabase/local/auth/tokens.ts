/**
 * Sessions, refresh tokens and access tokens, as GoTrue's token service issues them (its
 * "legacy" refresh tokens: random strings in auth.refresh_tokens that rotate on every use).
 */
import { randomUUID } from 'node:crypto';
import type { ApiRequest } from '../http.ts';
import { header } from '../http.ts';
import type { Queryable } from '../database.ts';
import { buildAccessTokenClaims, calculateAalAndAmr, type AmrClaimRow } from './claims.ts';
import { nowDate, nowSeconds, type AuthContext } from './context.ts';
import { loadUserJson, type UserJson, type UserRow } from './users.ts';
import { randomToken } from './secrets.ts';

/** GoTrue's authentication methods as recorded in mfa_amr_claims and the `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'totp'
  | 'mfa/phone'
  | 'recovery'
  | 'email/signup'
  | 'email_change'
  | 'magiclink'
  | 'invite'
  | 'token_refresh';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | string;
  factor_id: string | null;
  aal: string | null;
  not_after: Date | string | null;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { message: string; reasons: string[] };
}

export const issuerFor = (request: ApiRequest) => `${request.origin}/auth/v1`;

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  return (await q.query<SessionRow>('select * from auth.sessions where id = $1', [id])).rows[0];
}

/** Records (or refreshes the time of) a way this session was authenticated. */
export async function addAmrClaim(
  q: Queryable,
  sessionId: string,
  method: AuthMethod,
  now: Date,
): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, method, now],
  );
}

export async function createRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
  now: Date,
): Promise<string> {
  const token = randomToken(16);
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, $5, $5)`,
    [token, userId, sessionId, parent, now],
  );
  return token;
}

/** Signs an access token for the session with its current aal and amr. */
export async function accessTokenFor(
  ctx: AuthContext,
  q: Queryable,
  request: ApiRequest,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const { rows } = await q.query<AmrClaimRow>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1',
    [sessionId],
  );
  const { aal, amr } = calculateAalAndAmr(rows);
  const issuedAt = nowSeconds(ctx);
  const expiresAt = issuedAt + ctx.config.jwtExpiry;
  const claims = buildAccessTokenClaims({
    user,
    sessionId,
    aal,
    amr,
    issuer: issuerFor(request),
    issuedAt,
    expiresAt,
  });
  return { token: await ctx.keys.signAccessToken(claims), expiresAt };
}

/** The JSON GoTrue answers a successful grant with; the user is reloaded with its identities. */
export async function tokenResponse(
  ctx: AuthContext,
  q: Queryable,
  request: ApiRequest,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = await accessTokenFor(ctx, q, request, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - nowSeconds(ctx),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(q, user.id),
  };
}

/** A new session (aal1) for `user`, signed in by `method`: GoTrue's IssueRefreshToken. */
export async function issueSession(
  ctx: AuthContext,
  q: Queryable,
  request: ApiRequest,
  user: UserRow,
  method: AuthMethod,
): Promise<TokenResponse> {
  const now = nowDate(ctx);
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5)`,
    [sessionId, user.id, now, header(request, 'user-agent') ?? null, request.ip || null],
  );
  const refreshToken = await createRefreshToken(q, user.id, sessionId, null, now);
  const { rows } = await q.query<UserRow>(
    'update auth.users set last_sign_in_at = $2 where id = $1 returning *',
    [user.id, now],
  );
  await addAmrClaim(q, sessionId, method, now);
  return tokenResponse(ctx, q, request, rows[0] ?? user, sessionId, refreshToken);
}

/**
 * Swaps the session's oldest active refresh token for a new one (after MFA verification, so the
 * aal1 refresh token cannot be used to mint aal2 access tokens).
 */
export async function rotateSessionRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<string> {
  const { rows } = await q.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and not revoked order by created_at, id limit 1`,
    [sessionId],
  );
  const current = rows[0]?.token ?? null;
  if (current)
    await q.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1', [
      current,
      now,
    ]);
  return createRefreshToken(q, userId, sessionId, current, now);
}
