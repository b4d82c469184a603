/**
 * POST /token: the password, refresh_token and pkce grants, rate limited per IP together
 * (GoTrue's token_refresh limit covers every grant).
 */
import { header, json, type ApiRequest, type ApiResponse } from '../http.ts';
import { nowDate, type AuthContext } from './context.ts';
import { badRequest, OAuthError, unprocessable } from './errors.ts';
import { consumeAuthCode } from './flow-state.ts';
import { readBody, stringField } from './params.ts';
import { verifyPassword, weakPasswordWarning } from './passwords.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { createRefreshToken, issueSession, tokenResponse, type TokenResponse } from './tokens.ts';
import { assertNotBanned, epochMs, findUserByEmail, findUserById, isBanned } from './users.ts';

export async function token(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const grantType = request.url.searchParams.get('grant_type') ?? '';
  const grants: Record<string, (ctx: AuthContext, request: ApiRequest) => Promise<TokenResponse>> = {
    password: passwordGrant,
    refresh_token: refreshTokenGrant,
    pkce: pkceGrant,
    id_token: async () => {
      throw badRequest(
        'provider_disabled',
        'Sign-in with an ID token is not available on the local auth server',
      );
    },
    web3: async () => {
      throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
    },
  };
  const grant = grants[grantType];
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  enforceRateLimit(ctx.limiters.tokenRefresh, request);
  return json(200, await grant(ctx, request));
}

const INVALID_LOGIN = 'Invalid login credentials';

async function passwordGrant(ctx: AuthContext, request: ApiRequest): Promise<TokenResponse> {
  const struct = 'PasswordGrantParams';
  const body = readBody(request, struct);
  const email = stringField(body, 'email', struct);
  const phone = stringField(body, 'phone', struct);
  const password = stringField(body, 'password', struct);
  if (email && phone)
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  if (email && !ctx.config.email.enableSignup)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  if (phone) {
    if (!ctx.config.sms.enableSignup)
      throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    // GoTrue only formats the number here (no E.164 check) and finds no user by it: no user has a
    // phone to sign in with locally.
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(ctx.db, email);
  if (user && user.encrypted_password && isBanned(user, ctx.now()))
    throw badRequest('user_banned', 'User is banned');
  // Compared even without a user, so timing does not reveal which addresses are registered.
  const valid = await verifyPassword(password, user?.encrypted_password);
  if (!user || !valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const response = await ctx.db.transaction((tx) => issueSession(ctx, tx, request, user, 'password'));
  const weak = weakPasswordWarning(password, ctx.config.minimumPasswordLength);
  return weak ? { ...response, weak_password: weak } : response;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  updated_at: Date | string;
}

/**
 * Rotation with reuse detection (GoTrue's legacy refresh tokens):
 * - an active token is revoked and replaced by a child;
 * - the parent of the session's active token gets that active token back (a client that lost
 *   the response can retry);
 * - another revoked token is accepted within refresh_token_reuse_interval of its revocation
 *   (concurrent refreshes), and after that means the token leaked: all the session's refresh
 *   tokens are revoked and the answer is refresh_token_already_used.
 */
async function refreshTokenGrant(ctx: AuthContext, request: ApiRequest): Promise<TokenResponse> {
  const struct = 'RefreshTokenGrantParams';
  const presented = stringField(readBody(request, struct), 'refresh_token', struct);
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');

  const outcome = await ctx.db.transaction(async (tx) => {
    const now = nowDate(ctx);
    const { rows } = await tx.query<RefreshTokenRow>(
      'select id::text as id, token, user_id, session_id, parent, revoked, updated_at from auth.refresh_tokens where token = $1 for update',
      [presented],
    );
    const row = rows[0];
    if (!row)
      return {
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    const user = await findUserById(tx, row.user_id);
    if (!user)
      return {
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    if (isBanned(user, ctx.now()))
      return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    const { rows: sessions } = await tx.query<{ not_after: Date | string | null }>(
      'select not_after from auth.sessions where id = $1 for update',
      [row.session_id],
    );
    const session = sessions[0];
    if (!session)
      return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    const notAfter = epochMs(session.not_after);
    if (notAfter !== null && ctx.now() > notAfter)
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };

    let issued: string | undefined;
    if (row.revoked) {
      const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      );
      if (active[0] && active[0].parent === row.token) issued = active[0].token;
      else if (ctx.now() > (epochMs(row.updated_at) ?? 0) + ctx.config.refreshTokenReuseInterval * 1000) {
        // GoTrue's RevokeTokenFamily: every refresh token of the session is revoked, the session
        // row stays (its access tokens work until they expire). Revoking stamps updated_at, so for
        // one reuse interval the token that was active can still refresh, as on GoTrue.
        if (ctx.config.refreshTokenRotation)
          await tx.query(
            'update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked',
            [row.session_id, now],
          );
        // Returned, not thrown, so the revocation is committed.
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    if (!issued) {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1::bigint', [
        row.id,
        now,
      ]);
      issued = await createRefreshToken(tx, user.id, row.session_id, row.token, now);
    }
    await tx.query(
      'update auth.sessions set refreshed_at = $2, updated_at = $2, user_agent = $3, ip = $4 where id = $1',
      [row.session_id, now, header(request, 'user-agent') ?? null, request.ip || null],
    );
    return { response: await tokenResponse(ctx, tx, request, user, row.session_id, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

async function pkceGrant(ctx: AuthContext, request: ApiRequest): Promise<TokenResponse> {
  const struct = 'PKCEGrantParams';
  const body = readBody(request, struct);
  const authCode = stringField(body, 'auth_code', struct);
  const codeVerifier = stringField(body, 'code_verifier', struct);
  if (!authCode || !codeVerifier)
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  return ctx.db.transaction(async (tx) => {
    const { userId, method } = await consumeAuthCode(ctx, tx, authCode, codeVerifier);
    const user = await findUserById(tx, userId);
    if (!user) throw badRequest('flow_state_not_found', 'invalid flow state, no valid flow state found');
    assertNotBanned(user, ctx.now());
    return issueSession(ctx, tx, request, user, method);
  });
}
