import { describe, expect, it } from 'vitest';
import { buildAccessTokenClaims, calculateAalAndAmr } from '../../../../supabase/local/auth/claims.ts';

describe('calculateAalAndAmr', () => {
  it('is aal1 with password or otp only, newest method first', () => {
    const { aal, amr } = calculateAalAndAmr([
      { authentication_method: 'password', updated_at: new Date('2026-01-01T10:00:00Z') },
      { authentication_method: 'otp', updated_at: '2026-01-01T11:00:00Z' },
    ]);
    expect(aal).toBe('aal1');
    expect(amr).toEqual([
      { method: 'otp', timestamp: Date.parse('2026-01-01T11:00:00Z') / 1000 },
      { method: 'password', timestamp: Date.parse('2026-01-01T10:00:00Z') / 1000 },
    ]);
  });

  it.each(['totp', 'mfa/phone', 'mfa/webauthn'])('is aal2 once %s is recorded', (method) => {
    const { aal } = calculateAalAndAmr([
      { authentication_method: 'password', updated_at: new Date() },
      { authentication_method: method, updated_at: new Date() },
    ]);
    expect(aal).toBe('aal2');
  });

  it('is aal1 for a session without claims', () => {
    expect(calculateAalAndAmr([])).toEqual({ aal: 'aal1', amr: [] });
  });
});

describe('buildAccessTokenClaims', () => {
  it("has GoTrue's claims", () => {
    const claims = buildAccessTokenClaims({
      user: {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        aud: 'authenticated',
        role: 'authenticated',
        email: 'wanjiku@mtindo.test',
        phone: null,
        raw_app_meta_data: { provider: 'email', providers: ['email'] },
        raw_user_meta_data: { full_name: 'Wanjiku' },
        is_anonymous: false,
      },
      sessionId: 'a1b2c3d4-0000-4000-8000-000000000002',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_800_000_000 }],
      issuer: 'http://localhost:4321/auth/v1',
      issuedAt: 1_800_000_000,
      expiresAt: 1_800_003_600,
    });
    expect(claims).toEqual({
      iss: 'http://localhost:4321/auth/v1',
      sub: 'a1b2c3d4-0000-4000-8000-000000000001',
      aud: 'authenticated',
      exp: 1_800_003_600,
      iat: 1_800_000_000,
      email: 'wanjiku@mtindo.test',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Wanjiku' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_800_000_000 }],
      session_id: 'a1b2c3d4-0000-4000-8000-000000000002',
      is_anonymous: false,
    });
  });
});
