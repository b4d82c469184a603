/**
 * POST /otp (supabase-js's signInWithOtp), as far as GoTrue answers it before sending anything: its
 * checks in its order, so a bad request is refused here as on hosted. What GoTrue would then send,
 * a magic link or a texted code, the local server does not: it signs in with a password.
 */
import type { ApiRequest, ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { boolField, objectField, readBody, stringField } from './params.ts';
import { validatePkceParams } from './pkce.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { findUserByEmail } from './users.ts';
import {
  INVALID_CHANNEL,
  isValidMessageChannel,
  phoneSignInUnavailable,
  validateEmail,
  validatePhone,
} from './validation.ts';

const STRUCT = 'OtpParams';

/**
 * GoTrue's shouldCreateUser: with create_user false, only an existing user may have a code. Its
 * validation errors count as "no": GoTrue then answers otp_disabled, not the format error.
 */
async function mayProceed(ctx: AuthContext, createUser: boolean, email: string, phone: string) {
  if (createUser) return true;
  // A number, valid or not, is a "no": no user has a phone number to sign in with locally.
  if (phone) return false;
  if (!email) return true;
  try {
    return Boolean(await findUserByEmail(ctx.db, validateEmail(email)));
  } catch {
    return false;
  }
}

export async function otp(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  enforceRateLimit(ctx.limiters.signInSignUps, request);
  const body = readBody(request, STRUCT);
  const email = stringField(body, 'email', STRUCT);
  const phone = stringField(body, 'phone', STRUCT);
  const createUser = boolField(body, 'create_user', STRUCT, true);
  const channel = stringField(body, 'channel', STRUCT);
  objectField(body, 'data', STRUCT);
  const codeChallenge = stringField(body, 'code_challenge', STRUCT);
  const codeChallengeMethod = stringField(body, 'code_challenge_method', STRUCT);

  if (email && phone)
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (email && channel)
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  validatePkceParams(codeChallengeMethod, codeChallenge);
  if (!(await mayProceed(ctx, createUser, email, phone)))
    throw unprocessable('otp_disabled', 'Signups not allowed for otp');

  if (email) {
    if (!ctx.config.email.enableSignup)
      throw unprocessable('email_provider_disabled', 'Email logins are disabled');
    validateEmail(email);
    throw notFound('feature_disabled', 'Magic links are not available on the local auth server');
  }
  if (phone) {
    if (!ctx.config.sms.enableSignup)
      throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    validatePhone(phone);
    if (!isValidMessageChannel(channel, ctx.config.sms.provider))
      throw badRequest('validation_failed', INVALID_CHANNEL);
    throw phoneSignInUnavailable();
  }
  throw badRequest('validation_failed', 'One of email or phone must be set');
}
