/**
 * Passwords as GoTrue keeps them: bcrypt with cost 10, so a hash written here verifies in a real
 * GoTrue and the other way round. Lengths count UTF-8 bytes, as Go's `len` does.
 */
import bcrypt from 'bcryptjs';
import { badRequest, WeakPasswordError } from './errors.ts';

const COST = 10;
/** bcrypt ignores everything past 72 bytes; GoTrue refuses such passwords instead. */
const MAX_PASSWORD_BYTES = 72;
/** Compared against when no user matches, so an unknown email costs as much time as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('mtindo-local-dummy-password', COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** GoTrue's checkPasswordStrength without HaveIBeenPwned (no network locally). */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES)
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if (bytes < minimumLength)
    throw new WeakPasswordError(`Password should be at least ${minimumLength} characters.`, ['length']);
}

/** The same check for sign-in, where a weak password is reported but not refused. */
export function weakPasswordWarning(
  password: string,
  minimumLength: number,
): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(password, minimumLength);
    return undefined;
  } catch (error) {
    return error instanceof WeakPasswordError
      ? { message: error.message, reasons: error.reasons }
      : undefined;
  }
}
