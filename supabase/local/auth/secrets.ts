/**
 * Random values and hashes for tokens. Email link tokens follow GoTrue's scheme (the link token
 * is sha224(email + otp), so the link and the typed code verify alike); the database keeps only a
 * sha256 of each link token, so a copy of the tables does not hold usable links.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** URL-safe random token; 24 bytes is 192 bits. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric one-time code of `length` digits. */
export function generateOtp(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** GoTrue's GenerateTokenHash: what goes in the email link. */
export function linkTokenFor(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
}

/** What the database stores for a link token or a code. */
export function storedHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
