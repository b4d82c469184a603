// Multi-factor authentication through supabase-js's auth.mfa: TOTP (codes computed with otpauth
// from the enrolled secret) and phone (codes read from the outbox).
import * as OTPAuth from 'otpauth';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { body, confirmedUser, useAuthTestbed } from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

function codeFor(secret: string, offsetSeconds = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

async function signedIn() {
  const { email, password } = await confirmedUser(bed());
  const client = bed().client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, email, password };
}

describe(`MFA (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('enrolls TOTP, upgrades the session to aal2, and unenrolls', async () => {
    const { client, email, password } = await signedIn();
    const other = bed().client();
    await other.auth.signInWithPassword({ email, password });

    const { data: enrolled, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
    });
    expect(error).toBeNull();
    expect(enrolled?.type).toBe('totp');
    expect(enrolled?.friendly_name).toBe('Phone app');
    expect(enrolled?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(enrolled?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled?.totp.uri).toMatch(/^otpauth:\/\/totp\/localhost%3A4321:/);
    expect(enrolled?.totp.uri).toContain(`secret=${enrolled!.totp.secret}`);

    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
    expect(duplicate.error?.status).toBe(422);

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challenge = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);

    const wrongCode = codeFor(enrolled!.totp.secret, 600);
    const wrong = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const verified = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(
      expect.arrayContaining(['totp', 'password']),
    );

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([enrolled!.id]);
    expect(factors.data?.all[0]?.status).toBe('verified');

    // Proving a factor ends the user's other aal1 sessions.
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    // A new aal1 session sees that it could reach aal2, and may not unenroll.
    const aal1 = bed().client();
    await aal1.auth.signInWithPassword({ email, password });
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const refused = await aal1.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect(refused.error?.message).toBe('AAL2 required to unenroll verified factor');
    const passwordChange = await aal1.auth.updateUser({ password: 'another-one-9' });
    expect(passwordChange.error?.code).toBe('insufficient_aal');

    const unenrolled = await client.auth.mfa.unenroll({ factorId: enrolled!.id });
    expect(unenrolled.error).toBeNull();
    expect(unenrolled.data).toEqual({ id: enrolled!.id });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    // The session verified with that factor falls back to aal1 on its next token.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
  });

  it('refuses an expired challenge, a challenge of another factor, and a reused challenge', async () => {
    const { client } = await signedIn();
    const { data: factor } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator',
    });
    const first = (await client.auth.mfa.challenge({ factorId: factor!.id })).data!;
    bed().advance(301);
    const expired = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: first.id,
      code: codeFor(factor!.totp.secret, 301),
    });
    expect(expired.error?.code).toBe('mfa_challenge_expired');
    expect(expired.error?.message).toBe(
      `MFA challenge ${first.id} has expired, verify against another challenge or create a new challenge.`,
    );

    const unknown = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(unknown.error?.code).toBe('mfa_factor_not_found');

    const second = (await client.auth.mfa.challenge({ factorId: factor!.id })).data!;
    const code = codeFor(factor!.totp.secret, 301);
    expect(
      (await client.auth.mfa.verify({ factorId: factor!.id, challengeId: second.id, code })).error,
    ).toBeNull();
    const reused = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: second.id, code });
    expect(reused.error?.code).toBe('mfa_ip_address_mismatch');

    const missing = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error?.code).toBe('mfa_factor_not_found');
    expect(missing.error?.status).toBe(404);
  });

  it('verifies a phone factor with the code texted to the outbox', async () => {
    const { client } = await signedIn();
    const phone = '+254712345678';
    const { data: factor, error } = await client.auth.mfa.enroll({
      factorType: 'phone',
      phone,
      friendlyName: 'Safaricom',
    });
    expect(error).toBeNull();
    expect(factor).toMatchObject({ type: 'phone', friendly_name: 'Safaricom', phone });

    const challenge = await client.auth.mfa.challenge({ factorId: factor!.id, channel: 'sms' });
    expect(challenge.error).toBeNull();
    const sms = bed().latest(phone);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toBe(`Your Mtindo code is ${sms.code}`);
    expect(sms.code).toMatch(/^\d{6}$/);

    const tooSoon = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(tooSoon.error?.code).toBe('over_sms_send_rate_limit');
    expect(tooSoon.error?.status).toBe(429);

    const wrong = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge.data!.id,
      code: sms.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge.data!.id,
      code: sms.code!,
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual([
      'mfa/phone',
      'password',
    ]);
    expect((await client.auth.mfa.listFactors()).data?.phone).toHaveLength(1);

    // A second factor needs an aal2 session, which this one now is.
    const totp = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    expect(totp.error).toBeNull();
  });

  it('needs a signed-in user and a valid factor type', async () => {
    const anonymous = await bed().request('POST', '/factors', { body: { factor_type: 'totp' } });
    expect(anonymous.status).toBe(401);
    const { client } = await signedIn();
    const session = (await client.auth.getSession()).data.session!;
    const bad = await bed().request('POST', '/factors', {
      body: { factor_type: 'sms' },
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(bad.status).toBe(400);
    expect(body(bad).msg).toBe('factor_type needs to be totp, phone, or webauthn');
    const badPhone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '07-not-a-number' });
    expect(badPhone.error?.code).toBe('validation_failed');
  });
});

// Its own testbed, so the service's clock is the real one: the other tests move it forward.
describe('TOTP codes are accepted once', () => {
  const replayBed = useAuthTestbed();

  async function enrolled() {
    const { email, password } = await confirmedUser(replayBed());
    const client = replayBed().client();
    await client.auth.signInWithPassword({ email, password });
    const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    if (error) throw error;
    return { client, email, password, factor: factor!, secret: factor!.totp.secret };
  }

  async function aal1Client(email: string, password: string) {
    const client = replayBed().client();
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return client;
  }

  it('refuses a used code on a new challenge within its window, and any earlier code', async () => {
    const { client, email, password, factor, secret } = await enrolled();
    const code = codeFor(secret);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code })).error).toBeNull();

    // Someone who watched the code typed, and knows the password, replays it.
    const attacker = await aal1Client(email, password);
    const replay = await attacker.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    expect(replay.error?.message).toBe('Invalid TOTP code entered');
    expect(replay.error?.status).toBe(422);
    expect((await attacker.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
    // A code of the step before, still inside the ±1 step window, is spent as well.
    const earlier = await attacker.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(secret, -30),
    });
    expect(earlier.error?.code).toBe('mfa_verification_failed');

    // The next code works, once; the refused attempts did not spend the challenge it is sent on.
    const challenge = (await attacker.auth.mfa.challenge({ factorId: factor.id })).data!;
    const next = codeFor(secret, 30);
    const wrong = await attacker.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const ok = await attacker.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: next });
    expect(ok.error).toBeNull();
    expect((await attacker.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    const again = await (
      await aal1Client(email, password)
    ).auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: next,
    });
    expect(again.error?.code).toBe('mfa_verification_failed');
  });

  it('lets only one of two simultaneous verifications with the same code through', async () => {
    const { client, email, password, factor, secret } = await enrolled();
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) })).error,
    ).toBeNull();
    // Two aal2 sessions, so that neither verification below ends the other one's session.
    const other = await aal1Client(email, password);
    const upgraded = await other.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(secret, 30),
    });
    expect(upgraded.error).toBeNull();
    replayBed().advance(60);
    const code = codeFor(secret, 60);
    const [first, second] = await Promise.all([
      client.auth.mfa.challenge({ factorId: factor.id }),
      other.auth.mfa.challenge({ factorId: factor.id }),
    ]);
    const results = await Promise.all([
      client.auth.mfa.verify({ factorId: factor.id, challengeId: first.data!.id, code }),
      other.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code }),
    ]);
    expect(results.map((result) => result.error?.code ?? 'verified').sort()).toEqual([
      'mfa_verification_failed',
      'verified',
    ]);
  });
});
