/** Email addresses and phone numbers checked as GoTrue checks them, and what user metadata may hold. */
import { badRequest, notFound, unprocessable, type AuthError } from './errors.ts';

/** The format badoux/checkmail accepts (GoTrue's validateEmail). */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the address lower-cased, or throws validation_failed. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** GoTrue's formatPhoneNumber: one leading `+` and every space removed, nothing else. */
export const formatPhone = (phone: string): string => phone.replace(/^\+/, '').replace(/ /g, '');

/**
 * GoTrue's validatePhone: E.164 without the plus, as GoTrue stores phone numbers, or 400
 * validation_failed. GoTrue checks it wherever a number comes in (sign-up, OTP, resend, verify, a
 * user's update, an MFA phone factor), after the phone provider's or factor's own switch.
 */
export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone);
  if (!/^[1-9][0-9]{1,14}$/.test(formatted))
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  return formatted;
}

/** GoTrue's InvalidChannelError, for a channel other than sms (or whatsapp through Twilio). */
export const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/** GoTrue's IsValidMessageChannel ('' means sms, as GoTrue defaults it). */
export function isValidMessageChannel(channel: string, smsProvider: string): boolean {
  if (channel === '' || channel === 'sms') return true;
  return channel === 'whatsapp' && (smsProvider === 'twilio' || smsProvider === 'twilio_verify');
}

/**
 * The answer where GoTrue, its phone provider switched on, would text a sign-in code to a valid
 * number: the local server signs in by email only (phone numbers serve as MFA factors), so a
 * project that switches `[auth.sms] enable_signup` on learns it here rather than passing locally.
 */
export function phoneSignInUnavailable(): AuthError {
  return notFound('feature_disabled', 'Signing in by phone is not available on the local auth server');
}

/**
 * The longest full name a profile holds: `profiles.full_name` is checked `length(full_name) <= 200`
 * (supabase/migrations/…_profiles.sql), and the sign-up trigger copies user metadata's full_name
 * there, trimmed of spaces.
 */
export const FULL_NAME_MAX_LENGTH = 200;

/** 422 validation_failed, saying what the limit is. */
export function fullNameTooLong(): AuthError {
  return unprocessable('validation_failed', `full_name must be at most ${FULL_NAME_MAX_LENGTH} characters`);
}

/**
 * Refuses a full_name the profile could not hold, before any row is written. Only a string is
 * measured here (as PostgreSQL's trim() and length() would); the database's own check catches
 * any other JSON value, whose text form only PostgreSQL knows exactly (isFullNameViolation).
 */
export function checkFullName(metadata: Record<string, unknown>): void {
  const name = metadata.full_name;
  if (typeof name !== 'string') return;
  const trimmed = name.replace(/^ +| +$/g, '');
  if ([...trimmed].length > FULL_NAME_MAX_LENGTH) throw fullNameTooLong();
}

/** Whether a database error is the profile's full_name check, raised by the sign-up trigger. */
export function isFullNameViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23514') return false;
  return (
    e.constraint === 'profiles_full_name_check' || String(e.message).includes('profiles_full_name_check')
  );
}

/** How deeply user metadata may nest: it is copied into every access token the user gets. */
export const METADATA_MAX_DEPTH = 64;

/** Refuses metadata nested deeper than METADATA_MAX_DEPTH, counted without recursion. */
export function checkMetadataDepth(metadata: Record<string, unknown>): void {
  const stack: [unknown, number][] = [[metadata, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > METADATA_MAX_DEPTH)
      throw badRequest(
        'validation_failed',
        `User metadata may nest objects and arrays at most ${METADATA_MAX_DEPTH} levels deep`,
      );
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
}
