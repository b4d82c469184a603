/**
 * /verify: following an email link (GET, from a browser, answered with a 303 redirect) or
 * sending the token hash or the typed code (POST, answered with a session).
 *
 * Tokens are found through auth.one_time_tokens. A link token starting with `pkce_` belongs to a
 * PKCE flow: the redirect then carries `?code=` for /token?grant_type=pkce instead of the
 * session in the fragment. Failures after the link was read redirect too, with the error in the
 * fragment (and the query, for PKCE), as GoTrue does.
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { Queryable } from '../database.ts';
import { nowDate, type AuthContext } from './context.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { flowMethodForVerifyType, issueAuthCode } from './flow-state.ts';
import { clearOneTimeTokens, type EmailTokenKind } from './mailer.ts';
import { readBody, stringField } from './params.ts';
import type { FlowType } from './pkce.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { encodeSorted, resolveRedirect, withFragment, withQuery } from './redirects.ts';
import { linkTokenFor, storedHash } from './secrets.ts';
import { issueSession, type TokenResponse } from './tokens.ts';
import { assertNotBanned, epochMs, findUserById, updateAppMetadataProviders, type UserRow } from './users.ts';
import { validateEmail, validatePhone } from './validation.ts';

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

/** Which stored tokens a verification type may use. */
const TOKEN_KINDS: Record<string, EmailTokenKind[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
  email: ['confirmation_token', 'recovery_token'],
};

const SENT_AT: Record<EmailTokenKind, keyof UserRow> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_current: 'email_change_sent_at',
  email_change_token_new: 'email_change_sent_at',
};

interface Verified {
  user: UserRow;
  kind: EmailTokenKind;
  /** The type after `email` is resolved to signup or magiclink. */
  type: string;
}

type Outcome = { session: TokenResponse } | { code: string } | { message: string };

export async function verifyGet(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  enforceRateLimit(ctx.limiters.tokenVerifications, request);
  const token = request.url.searchParams.get('token') ?? '';
  const type = request.url.searchParams.get('type') ?? '';
  const redirectTo = resolveRedirect(request, ctx.config);
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const flow: FlowType = token.startsWith('pkce_') ? 'pkce' : 'implicit';
  if (flow === 'pkce' && !flowMethodForVerifyType(type))
    throw badRequest('validation_failed', `unsupported authentication method "${type}"`);

  let outcome: Outcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const verified = await findByTokenHash(ctx, tx, type, token, LINK_INVALID);
      return complete(ctx, tx, request, verified, flow);
    });
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    return redirect(errorRedirect(redirectTo, error, flow));
  }
  if ('message' in outcome) {
    const target = flow === 'pkce' ? withQuery(redirectTo, { message: outcome.message }) : redirectTo;
    return redirect(`${target.split('#')[0]}#${encodeSorted({ message: outcome.message, sb: '' })}`);
  }
  if ('code' in outcome) return redirect(withQuery(redirectTo, { code: outcome.code }));
  const { session } = outcome;
  return redirect(
    withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type,
    }),
  );
}

export async function verifyPost(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  enforceRateLimit(ctx.limiters.tokenVerifications, request);
  const struct = 'VerifyParams';
  const body = readBody(request, struct);
  const type = stringField(body, 'type', struct);
  const token = stringField(body, 'token', struct);
  const tokenHash = stringField(body, 'token_hash', struct);
  const email = stringField(body, 'email', struct);
  const phone = stringField(body, 'phone', struct);
  const redirectTo = stringField(body, 'redirect_to', struct);
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token === !tokenHash)
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');

  let address = '';
  if (token) {
    if (phone && !email) {
      // GoTrue checks the number's format first (no phone-provider check on this path), then
      // looks for the code, which the local server never texts: no sign-in code is ever valid.
      validatePhone(phone);
      throw forbidden('otp_expired', OTP_INVALID);
    }
    if (!email || phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    try {
      address = validateEmail(email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  } else if (email || phone || redirectTo) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }

  const outcome = await ctx.db.transaction(async (tx) => {
    const verified = token
      ? await findByCode(ctx, tx, type, address, token)
      : await findByTokenHash(ctx, tx, type, tokenHash, LINK_INVALID);
    return complete(ctx, tx, request, verified, 'implicit');
  });
  if ('message' in outcome) return json(200, { msg: outcome.message, code: '200' });
  if ('code' in outcome) throw new Error('POST /verify never issues an auth code');
  return json(200, outcome.session);
}

function redirect(location: string): ApiResponse {
  return { status: 303, headers: { Location: location }, body: '' };
}

/** GoTrue's prepErrorRedirectURL. */
function errorRedirect(redirectTo: string, error: AuthError, flow: FlowType): string {
  const oauth: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
  };
  const values: Record<string, string> = { error_code: error.code, error_description: error.message };
  const name = oauth[error.status];
  if (name) values.error = name;
  const target = flow === 'pkce' ? withQuery(redirectTo, values) : redirectTo;
  return withFragment(target, { ...values, sb: '' });
}

function tokenKinds(type: string): EmailTokenKind[] {
  const kinds = TOKEN_KINDS[type];
  if (!kinds) throw badRequest('validation_failed', 'Invalid email verification type');
  return kinds;
}

async function findOneTimeToken(
  tx: Queryable,
  kinds: EmailTokenKind[],
  hashes: string[],
  relatesTo?: string,
): Promise<{ user_id: string; token_type: EmailTokenKind } | undefined> {
  const { rows } = await tx.query<{ user_id: string; token_type: EmailTokenKind }>(
    `select user_id, token_type from auth.one_time_tokens
     where token_type = any($1) and token_hash = any($2) and ($3::text is null or relates_to = $3)
     limit 1`,
    [kinds, hashes, relatesTo ?? null],
  );
  return rows[0];
}

async function checked(
  ctx: AuthContext,
  tx: Queryable,
  found: { user_id: string; token_type: EmailTokenKind } | undefined,
  type: string,
  invalidMessage: string,
): Promise<Verified> {
  if (!found) throw forbidden('otp_expired', invalidMessage);
  const user = (await tx.query<UserRow>('select * from auth.users where id = $1 for update', [found.user_id]))
    .rows[0];
  if (!user) throw forbidden('otp_expired', invalidMessage);
  assertNotBanned(user, ctx.now());
  const sentAt = epochMs(user[SENT_AT[found.token_type]] as Date | string | null);
  if (sentAt === null || ctx.now() > sentAt + ctx.config.email.otpExpiry * 1000)
    throw forbidden('otp_expired', invalidMessage);
  const resolvedType =
    type === 'email' ? (found.token_type === 'recovery_token' ? 'magiclink' : 'signup') : type;
  return { user, kind: found.token_type, type: resolvedType };
}

async function findByTokenHash(
  ctx: AuthContext,
  tx: Queryable,
  type: string,
  tokenHash: string,
  invalidMessage: string,
): Promise<Verified> {
  const kinds = tokenKinds(type);
  return checked(ctx, tx, await findOneTimeToken(tx, kinds, [storedHash(tokenHash)]), type, invalidMessage);
}

/** The typed code: hashed with the address it was sent to, with or without the PKCE prefix. */
async function findByCode(
  ctx: AuthContext,
  tx: Queryable,
  type: string,
  address: string,
  code: string,
): Promise<Verified> {
  const kinds = tokenKinds(type);
  const linkToken = linkTokenFor(address, code);
  const hashes = [storedHash(linkToken), storedHash(`pkce_${linkToken}`)];
  return checked(ctx, tx, await findOneTimeToken(tx, kinds, hashes, address), type, OTP_INVALID);
}

/** Applies the verification and answers with a session, an auth code, or a message. */
async function complete(
  ctx: AuthContext,
  tx: Queryable,
  request: ApiRequest,
  verified: Verified,
  flow: FlowType,
): Promise<Outcome> {
  const { user, type } = verified;
  const now = nowDate(ctx);
  if (type === 'signup' || type === 'invite') await confirmEmail(tx, user, now);
  else if (type === 'recovery' || type === 'magiclink') {
    await tx.query('update auth.users set recovery_token = null where id = $1', [user.id]);
    await clearOneTimeTokens(tx, user.id);
    if (!user.email_confirmed_at) await confirmEmail(tx, user, now);
  } else if (type === 'email_change') {
    const applied = await changeEmail(tx, user, verified.kind, now);
    if (!applied) return { message: SINGLE_CONFIRMATION };
  } else throw badRequest('validation_failed', 'Unsupported verification type');

  await updateAppMetadataProviders(tx, user.id, now);
  if (flow === 'pkce') return { code: await issueAuthCode(ctx, tx, user.id, flowMethodForVerifyType(type)!) };
  const fresh = (await findUserById(tx, user.id))!;
  return { session: await issueSession(ctx, tx, request, fresh, 'otp') };
}

/** GoTrue's user.Confirm plus the email identity marked verified. */
async function confirmEmail(tx: Queryable, user: UserRow, now: Date): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = null,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = $2
     where id = $1`,
    [user.id, now],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $3
     where user_id = $1 and email is not null and email = lower($2)`,
    [user.id, user.email ?? '', now],
  );
  await clearOneTimeTokens(tx, user.id);
}

/**
 * Secure email change: the first of the two links only records itself; the second applies the
 * new address. Returns whether the change was applied.
 */
async function changeEmail(tx: Queryable, user: UserRow, kind: EmailTokenKind, now: Date): Promise<boolean> {
  if (!user.email_change) throw forbidden('otp_expired', LINK_INVALID);
  if (user.email_change_confirm_status === 0 && user.email) {
    await tx.query(`update auth.users set email_change_confirm_status = 1, ${kind} = null where id = $1`, [
      user.id,
    ]);
    await clearOneTimeTokens(tx, user.id, [kind]);
    return false;
  }
  const newEmail = user.email_change;
  await tx.query(
    `update auth.users set email = $2, email_change = null, email_change_token_current = null,
       email_change_token_new = null, email_change_confirm_status = 0,
       email_confirmed_at = coalesce(email_confirmed_at, $3), updated_at = $3,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text)
     where id = $1`,
    [user.id, newEmail, now],
  );
  await clearOneTimeTokens(tx, user.id);
  const { rows: updated } = await tx.query(
    `update auth.identities
       set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = $3
     where user_id = $1 and provider = 'email' returning id`,
    [user.id, newEmail, now],
  );
  if (updated.length === 0) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $1, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true, 'phone_verified', false), 'email', $3, $3, $3)`,
      [user.id, newEmail, now],
    );
  }
  return true;
}
