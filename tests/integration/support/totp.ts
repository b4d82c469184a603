/**
 * Two-step verification for the tests: an authenticator app's code, and a signed-in client's
 * enrolment of one (enrol, then challenge and verify with the app's code), which raises that
 * client's session to aal2.
 *
 * @example
 *   const secret = await enrolAuthenticator(client); // client is now at aal2
 *   totpCode(secret, 30); // the code of the next 30-second step
 */
import * as OTPAuth from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The code an authenticator app shows for `secret`, `offsetSeconds` from now. */
export function totpCode(secret: string, offsetSeconds = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

/** Enrols an authenticator app for the signed-in `client` and verifies it; returns its secret. */
export async function enrolAuthenticator(client: SupabaseClient, friendlyName = 'App'): Promise<string> {
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  if (verified.error) throw verified.error;
  return factor.totp.secret;
}
