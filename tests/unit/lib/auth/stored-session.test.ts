// The header decides from storage alone (no supabase-js): is a session stored, and is its user staff?
import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  STAFF_ROLE_KEY,
  readCachedRole,
  readStoredSession,
  tokenClaims,
} from '../../../../src/lib/auth/stored-session';
import { needsSecondFactor } from '../../../../src/lib/auth/assurance';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'ES256' })}.${b64(claims)}.signature`;
const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
const session = (claims: object = { session_id: 's1', aal: 'aal1' }) =>
  JSON.stringify({ access_token: jwt(claims), refresh_token: 'r1', user: { id: 'u1' } });

describe('readStoredSession', () => {
  it('reads the user and the session id of a stored session', () => {
    expect(readStoredSession(storage({ [AUTH_STORAGE_KEY]: session() }))).toEqual({
      userId: 'u1',
      sessionId: 's1',
    });
  });

  it('treats nothing, garbage, or a session without a refresh token as signed out', () => {
    expect(readStoredSession(storage({}))).toBeNull();
    expect(readStoredSession(storage({ [AUTH_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(
      readStoredSession(storage({ [AUTH_STORAGE_KEY]: JSON.stringify({ user: { id: 'u1' } }) })),
    ).toBeNull();
    expect(
      readStoredSession({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });
});

describe('readCachedRole', () => {
  const stored = { userId: 'u1', sessionId: 's1' };
  const cache = (value: object) => storage({ [STAFF_ROLE_KEY]: JSON.stringify(value) });

  it('answers from the cache for the same user and session only', () => {
    expect(readCachedRole(cache({ userId: 'u1', sessionId: 's1', role: 'manager' }), stored)).toBe('manager');
    expect(readCachedRole(cache({ userId: 'u1', sessionId: 's1', role: null }), stored)).toBeNull();
    expect(readCachedRole(cache({ userId: 'u1', sessionId: 's0', role: 'admin' }), stored)).toBeUndefined();
    expect(readCachedRole(cache({ userId: 'u2', sessionId: 's1', role: 'admin' }), stored)).toBeUndefined();
  });

  it('never trusts a role that is not a staff role', () => {
    expect(readCachedRole(cache({ userId: 'u1', sessionId: 's1', role: 'owner' }), stored)).toBeUndefined();
  });
});

describe('tokenClaims and needsSecondFactor', () => {
  it('reads a JWT payload and rejects what is not one', () => {
    expect(tokenClaims(jwt({ aal: 'aal2' }))).toEqual({ aal: 'aal2' });
    expect(tokenClaims('nope')).toBeNull();
    expect(tokenClaims(undefined)).toBeNull();
  });

  it('owes a code only with a verified factor and an aal1 token', () => {
    const factors = [{ status: 'verified' }];
    expect(needsSecondFactor({ access_token: jwt({ aal: 'aal1' }), user: { factors } })).toBe(true);
    expect(needsSecondFactor({ access_token: jwt({ aal: 'aal2' }), user: { factors } })).toBe(false);
    expect(
      needsSecondFactor({
        access_token: jwt({ aal: 'aal1' }),
        user: { factors: [{ status: 'unverified' }] },
      }),
    ).toBe(false);
    expect(needsSecondFactor({ access_token: jwt({ aal: 'aal1' }), user: {} })).toBe(false);
  });
});
