/**
 * POST /signup with an email and a password, as GoTrue does it:
 * - confirmations on: the user is created unconfirmed and sent a confirmation link (with a PKCE
 *   flow state when the client sent a code challenge); the answer is the user, no session.
 *   Signing up again with a confirmed address answers a made-up user, so the endpoint does not
 *   tell who is registered; with an unconfirmed one it resends the link (at most once a minute).
 * - Unlike GoTrue, which keeps the first sign-up's password ("we can't be sure of their claimed
 *   identity"), a repeated sign-up of an unconfirmed address replaces the password with its own
 *   along with the link: only the newest link is valid, so a confirmation activates the password
 *   of the sign-up that sent it, and a password typed by someone else earlier never signs in.
 * - confirmations off: the user is confirmed at once and the answer is a session;
 *   a repeat is 422 user_already_exists.
 */
import { randomUUID } from 'node:crypto';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { nowDate, type AuthContext } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import { createFlowState } from './flow-state.ts';
import { Deliveries, clearOneTimeTokens, sendAccountEmail } from './mailer.ts';
import { objectField, readBody, stringField } from './params.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { flowFromChallenge, validatePkceParams } from './pkce.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { issueSession } from './tokens.ts';
import {
  findUserByEmail,
  insertEmailUser,
  insertIdentity,
  loadIdentities,
  loadUserJson,
  lockUser,
  type UserRow,
} from './users.ts';
import {
  checkFullName,
  checkMetadataDepth,
  fullNameTooLong,
  INVALID_CHANNEL,
  isFullNameViolation,
  isValidMessageChannel,
  phoneSignInUnavailable,
  validateEmail,
  validatePhone,
} from './validation.ts';

const STRUCT = 'SignupParams';

/**
 * POST /signup. A full_name the profile cannot hold is 422 whichever check finds it: the one
 * before any write, or the profile's own check in the trigger that runs on the new user's row.
 */
export async function signup(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  try {
    return await createAccount(ctx, request);
  } catch (error) {
    throw isFullNameViolation(error) ? fullNameTooLong() : error;
  }
}

async function createAccount(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const body = readBody(request, STRUCT);
  const email = stringField(body, 'email', STRUCT);
  const phone = stringField(body, 'phone', STRUCT);
  if (!email && !phone) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  enforceRateLimit(ctx.limiters.signInSignUps, request);
  if (!ctx.config.enableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');

  const password = stringField(body, 'password', STRUCT);
  const data = objectField(body, 'data', STRUCT) ?? {};
  const codeChallenge = stringField(body, 'code_challenge', STRUCT);
  const codeChallengeMethod = stringField(body, 'code_challenge_method', STRUCT);
  const channel = stringField(body, 'channel', STRUCT);

  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, ctx.config.minimumPasswordLength);
  if (email && phone)
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  if (phone && !email && !isValidMessageChannel(channel, ctx.config.sms.provider))
    throw badRequest('validation_failed', INVALID_CHANNEL);
  if (phone && codeChallenge) throw badRequest('validation_failed', 'PKCE not supported for phone signups');
  validatePkceParams(codeChallengeMethod, codeChallenge);
  if (phone) {
    if (!ctx.config.sms.enableSignup)
      throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    validatePhone(phone);
    throw phoneSignInUnavailable();
  }
  if (!ctx.config.email.enableSignup)
    throw badRequest('email_provider_disabled', 'Email signups are disabled');
  checkMetadataDepth(data);
  checkFullName(data);

  const address = validateEmail(email);
  const flow = flowFromChallenge(codeChallenge);
  const autoconfirm = !ctx.config.email.enableConfirmations;
  const existing = await findUserByEmail(ctx.db, address);
  // Hashing is slow; done before the transaction so it holds no lock meanwhile, and for every
  // address, so the time taken does not tell whether it is registered.
  const passwordHash = await hashPassword(password);
  const deliveries = new Deliveries();

  const outcome = await ctx.db.transaction(async (tx) => {
    const now = nowDate(ctx);
    let user: UserRow | undefined;
    if (existing) {
      user = await lockUser(tx, existing.id);
      if (user?.email_confirmed_at) return { exists: true as const };
    }
    if (!user) {
      const id = randomUUID();
      // GoTrue's email identity claims win over same-named keys in `data`.
      const identityData = { ...data, sub: id, email: address, email_verified: false, phone_verified: false };
      user = await insertEmailUser(tx, {
        id,
        email: address,
        passwordHash,
        userMetadata: identityData,
        emailConfirmedAt: null,
        now,
      });
      await insertIdentity(tx, id, 'email', identityData, now);
    } else if (!(await loadIdentities(tx, user.id)).some((identity) => identity.provider === 'email')) {
      await insertIdentity(
        tx,
        user.id,
        'email',
        { sub: user.id, email: address, email_verified: false, phone_verified: false },
        now,
      );
    }

    if (autoconfirm) {
      // An account left unconfirmed from before confirmations were switched off is only signed
      // in with its own password (GoTrue would confirm it for whoever signs up with the address).
      if (existing && !(await verifyPassword(password, user.encrypted_password)))
        return { exists: true as const };
      await tx.query(
        `update auth.users set email_confirmed_at = $2, confirmation_token = null,
           raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb where id = $1`,
        [user.id, now],
      );
      await clearOneTimeTokens(tx, user.id);
      const confirmed = (await lockUser(tx, user.id))!;
      return { session: await issueSession(ctx, tx, request, confirmed, 'password') };
    }
    if (existing)
      // The link sent below replaces any earlier one: it activates this sign-up's password only.
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, passwordHash]);
    if (flow === 'pkce')
      await createFlowState(ctx, tx, {
        userId: user.id,
        providerType: 'email',
        method: 'email/signup',
        codeChallenge,
        codeChallengeMethod,
      });
    await sendAccountEmail('confirmation', ctx, tx, request, user, flow, deliveries);
    return { user: await loadUserJson(tx, user.id) };
  });
  deliveries.flush(ctx.outbox);

  if ('exists' in outcome) {
    if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    return json(200, obfuscatedUser(address, data, ctx.now()));
  }
  return json(200, 'session' in outcome ? outcome.session : outcome.user);
}

/** GoTrue's sanitizeUser: a plausible unconfirmed user with a random id, nothing real in it. */
function obfuscatedUser(email: string, data: Record<string, unknown>, nowMs: number) {
  const now = new Date(nowMs).toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
