/**
 * Authenticator-app codes as GoTrue checks them (SHA-1, six digits, 30-second steps, one step of
 * clock skew either way), plus what GoTrue leaves out: a code is accepted once. RFC 6238 §5.2
 * asks the verifier to refuse a code it has already accepted; we keep the newest accepted time
 * step per factor (auth.mfa_factors.last_totp_step) and refuse that step and every earlier one.
 *
 * A deliberate difference (README, "Where the local auth server differs from hosted GoTrue"):
 * GoTrue's verifyTOTPFactor keeps no used step, so on hosted the same code passes again on a new
 * challenge for as long as it is in the window (about 90 s); only a challenge is single-use there.
 * Stricter here means a flow that counts on reusing a code fails here first, never only on hosted.
 */
import * as OTPAuth from 'otpauth';
import type { Queryable } from '../database.ts';

const PERIOD = 30;

/** A TOTP generator for `secret` (base32) with GoTrue's parameters. */
export function totpFor(secret: OTPAuth.Secret | string, labels: { issuer?: string; label?: string } = {}) {
  return new OTPAuth.TOTP({
    ...labels,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: typeof secret === 'string' ? OTPAuth.Secret.fromBase32(secret) : secret,
  });
}

/**
 * The time step `code` belongs to, if it is valid at `nowMs` within one step of skew; else null.
 * @example matchTotpStep(secret, '123456', Date.now()) // 59848532, or null
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/**
 * Records `step` as spent for the factor, unless it (or a later one) already is: false means the
 * code was used before. One conditional update, so of two concurrent verifications with the same
 * code only one sees `true` (the second waits for the first's row lock, then finds the step taken).
 * Run it inside the verification's transaction, so a failed verification spends nothing.
 */
export async function spendTotpStep(tx: Queryable, factorId: string, step: number): Promise<boolean> {
  const { rows } = await tx.query(
    `update auth.mfa_factors set last_totp_step = $2
      where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
    [factorId, step],
  );
  return rows.length === 1;
}
