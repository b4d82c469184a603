/**
 * The access token's claims, built as GoTrue's token service builds them: the authenticator
 * assurance level and the amr list come from the session's recorded sign-in methods, newest first.
 */
import type { Claims } from '../keys.ts';

/** Sign-in methods that prove a second factor (GoTrue's IsAAL2Claim). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AmrClaimRow {
  authentication_method: string;
  updated_at: Date | string;
}

export type Aal = 'aal1' | 'aal2';

export function calculateAalAndAmr(rows: AmrClaimRow[]): { aal: Aal; amr: AmrEntry[] } {
  let aal: Aal = 'aal1';
  const amr = rows.map((row) => {
    if (SECOND_FACTOR_METHODS.has(row.authentication_method)) aal = 'aal2';
    return {
      method: row.authentication_method,
      timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
    };
  });
  amr.sort((a, b) => b.timestamp - a.timestamp);
  return { aal, amr };
}

export interface ClaimsUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
}

export interface ClaimsInput {
  user: ClaimsUser;
  sessionId: string;
  aal: Aal;
  amr: AmrEntry[];
  /** `${origin}/auth/v1` */
  issuer: string;
  issuedAt: number;
  expiresAt: number;
}

export function buildAccessTokenClaims(input: ClaimsInput): Claims {
  const { user } = input;
  return {
    iss: input.issuer,
    sub: user.id,
    aud: user.aud,
    exp: input.expiresAt,
    iat: input.issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role,
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: user.is_anonymous,
  };
}
