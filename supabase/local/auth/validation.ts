/** E-mail addresses and phone numbers checked as GoTrue checks them, and what user metadata may hold. */
import { badRequest, unprocessable, type AuthError } from './errors.ts';

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

/** E.164 without the plus, as GoTrue stores phone numbers. */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replace(/ /g, '');
  if (!/^[1-9][0-9]{1,14}$/.test(formatted))
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  return formatted;
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
