/**
 * Two-factor assurance of a session, from its token and user (what supabase-js's
 * getAuthenticatorAssuranceLevel computes, without a call: it is read inside auth events).
 */
import { tokenClaims } from './stored-session';

export interface SessionLike {
  access_token: string;
  user: { factors?: { status: string }[] | null };
}

export type Assurance = 'aal1' | 'aal2';

export function currentLevel(session: SessionLike): Assurance {
  return tokenClaims(session.access_token)?.aal === 'aal2' ? 'aal2' : 'aal1';
}

/** aal2 once the user has a verified factor: a session below it still owes a code. */
export function requiredLevel(session: SessionLike): Assurance {
  return session.user.factors?.some((f) => f.status === 'verified') ? 'aal2' : 'aal1';
}

export function needsSecondFactor(session: SessionLike): boolean {
  return currentLevel(session) === 'aal1' && requiredLevel(session) === 'aal2';
}
