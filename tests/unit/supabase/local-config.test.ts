// The local server reads supabase/config.toml as the Supabase CLI does, and its fixed keys are the
// CLI's documented ones: the API keys verify with the local secret, session tokens with the JWKS.
import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { durationSeconds, readConfig } from '../../../supabase/local/config';
import {
  JWKS,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  JwtError,
  signAccessToken,
  verifyJwt,
} from '../../../supabase/local/keys';

describe('readConfig', () => {
  it('reads the API, auth and rate-limit settings', () => {
    const config = readConfig();
    expect(config.api).toEqual({ schemas: ['public'], maxRows: 1000 });
    expect(config.auth.email.enableConfirmations).toBe(true);
    expect(config.auth.minimumPasswordLength).toBe(6);
    expect(config.auth.rateLimits.signInSignUps).toBe(30);
    expect(config.auth.externalProviders).toEqual([]);
  });

  it('reads Go durations', () => {
    expect(durationSeconds('1m0s', 0)).toBe(60);
    expect(durationSeconds('5s', 0)).toBe(5);
    expect(durationSeconds('1h30m', 0)).toBe(5400);
    expect(durationSeconds('soon', 7)).toBe(7);
  });
});

describe('local keys', () => {
  it('accepts the anon and service-role keys with their roles', async () => {
    expect((await verifyJwt(LOCAL_ANON_KEY)).role).toBe('anon');
    expect((await verifyJwt(LOCAL_SERVICE_ROLE_KEY)).role).toBe('service_role');
  });

  it('signs session tokens that the published JWKS verifies', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await signAccessToken({ role: 'authenticated', sub: 'u1', exp });
    const { payload } = await jwtVerify(token, createLocalJWKSet(JWKS));
    expect(payload.sub).toBe('u1');
    expect((await verifyJwt(token)).role).toBe('authenticated');
    expect(JSON.stringify(JWKS)).not.toContain('"d"');
  });

  it('refuses an expired token and a role that is not an API role', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    await expect(
      verifyJwt(await signAccessToken({ role: 'authenticated', exp: past })),
    ).rejects.toMatchObject({
      reason: 'expired',
    });
    const future = Math.floor(Date.now() / 1000) + 60;
    await expect(verifyJwt(await signAccessToken({ role: 'postgres', exp: future }))).rejects.toBeInstanceOf(
      JwtError,
    );
  });
});
