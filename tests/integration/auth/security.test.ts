// Tokens, keys and hostile input: access tokens verify against the published JWKS and carry
// GoTrue's claims; forged, expired and unsigned tokens, bad JSON and random bodies get 4xx, never
// a 500; the default rate limits answer 429.
import { createLocalJWKSet, jwtVerify, SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../supabase/local/config.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import {
  body,
  confirmedUser,
  openTestbed,
  ORIGIN,
  uniqueEmail,
  useAuthTestbed,
} from '../support/auth-testbed.ts';
import { seededRandom } from '../../support/seeded-random.ts';

const bed = useAuthTestbed();

async function session() {
  const { email, password } = await confirmedUser(bed());
  const { data } = await bed().client().auth.signInWithPassword({ email, password });
  return data.session!;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`tokens and hostile input (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("issues access tokens that verify with the published JWKS and carry GoTrue's claims", async () => {
    const current = await session();
    const jwksResponse = await bed().request('GET', '/.well-known/jwks.json');
    expect(jwksResponse.status).toBe(200);
    const jwks = createLocalJWKSet(body(jwksResponse) as never);
    const { payload, protectedHeader } = await jwtVerify(current.access_token, jwks, {
      issuer: `${ORIGIN}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      sub: current.user.id,
      role: 'authenticated',
      email: current.user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect((payload.user_metadata as Record<string, unknown>).full_name).toBe('Wanjiku Kamau');

    // supabase-js's getClaims verifies with the same JWKS.
    const client = bed().client();
    await client.auth.setSession({
      access_token: current.access_token,
      refresh_token: current.refresh_token,
    });
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(current.user.id);
  });

  it('refuses forged, expired, unsigned and foreign tokens with 4xx', async () => {
    const current = await session();
    const [header, payload] = current.access_token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(current.access_token), role: 'service_role' })).toString('base64url')}.${current.access_token.split('.')[2]}`;
    const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
    const claims = decodeJwt(current.access_token);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const noSession = await new SignJWT({
      ...claims,
      session_id: undefined,
      exp: Math.floor(Date.now() / 1000) + 60,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const wrongKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));

    const cases: [string, number, string][] = [
      [unsigned, 403, 'bad_jwt'],
      [tampered, 403, 'bad_jwt'],
      [expired, 403, 'bad_jwt'],
      [wrongKey, 403, 'bad_jwt'],
      ['garbage', 403, 'bad_jwt'],
      ['a.b.c', 403, 'bad_jwt'],
      [LOCAL_ANON_KEY, 403, 'bad_jwt'],
      [LOCAL_SERVICE_ROLE_KEY, 403, 'bad_jwt'],
      [noSession, 403, 'session_not_found'],
    ];
    for (const [token, status, code] of cases) {
      for (const [method, path] of [
        ['GET', '/user'],
        ['PUT', '/user'],
        ['POST', '/logout'],
        ['POST', '/factors'],
      ] as const) {
        const response = await bed().request(method, path, { headers: bearer(token), body: {} });
        expect(response.status, `${method} ${path} with ${token.slice(0, 20)}`).toBe(status);
        expect(body(response).error_code).toBe(code);
      }
    }
    const expiredResponse = await bed().request('GET', '/user', { headers: bearer(expired) });
    expect(body(expiredResponse).msg).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );
    // The real token still works after all that.
    expect((await bed().request('GET', '/user', { headers: bearer(current.access_token) })).status).toBe(200);
  });

  it('answers bad JSON with 400 bad_json in both error shapes', async () => {
    const initial = await bed().request('POST', '/token?grant_type=password', { body: '{"email": ' });
    expect(initial.status).toBe(400);
    expect(body(initial)).toMatchObject({ code: 400, error_code: 'bad_json' });
    expect(String(body(initial).msg)).toMatch(/^Could not parse request body as JSON: /);
    const versioned = await bed().request('POST', '/signup', {
      body: '[1,2]',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(body(versioned)).toEqual({
      code: 'bad_json',
      message:
        'Could not parse request body as JSON: json: cannot unmarshal array into Go value of type api.SignupParams',
    });
    const wrongType = await bed().request('POST', '/signup', { body: { email: 5, password: 'x' } });
    expect(body(wrongType).msg).toBe(
      'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field SignupParams.email of type string',
    );
    const empty = await bed().request('POST', '/recover', {});
    expect(body(empty).error_code).toBe('bad_json');
    const missingToken = await bed().request('POST', '/token?grant_type=refresh_token', { body: {} });
    expect(body(missingToken)).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
    const grant = await bed().request('POST', '/token?grant_type=magic', { body: {} });
    expect(body(grant)).toMatchObject({ error_code: 'invalid_credentials', msg: 'unsupported_grant_type' });
  });

  it('never answers client input with a 500', async () => {
    const current = await session();
    const values: unknown[] = [
      null,
      true,
      42,
      'x',
      '\u0000',
      'a'.repeat(5000),
      [],
      {},
      { nested: { deep: ['\u0000'] } },
      '00000000-0000-0000-0000-000000000000',
      '../../etc/passwd',
      "'; drop table auth.users; --",
    ];
    const keys = [
      'email',
      'password',
      'data',
      'refresh_token',
      'auth_code',
      'code_verifier',
      'token',
      'token_hash',
      'type',
      'code',
      'challenge_id',
      'factor_type',
      'phone',
      'friendly_name',
      'code_challenge',
      'code_challenge_method',
    ];
    const routes: [string, string][] = [
      ['POST', '/signup'],
      ['POST', '/token?grant_type=password'],
      ['POST', '/token?grant_type=refresh_token'],
      ['POST', '/token?grant_type=pkce'],
      ['POST', '/verify'],
      ['POST', '/recover'],
      ['PUT', '/user'],
      ['POST', '/factors'],
      ['POST', `/factors/00000000-0000-0000-0000-000000000000/verify`],
      ['POST', `/factors/%00/challenge`],
      ['DELETE', '/user/identities/%E0%A4%A'],
      ['GET', '/verify?token=%00&type=signup'],
      ['GET', '/verify?token=x&type=signup&redirect_to=javascript:alert(1)'],
    ];
    const { nextInt } = seededRandom(7);
    const pick = <T>(list: T[]): T => list[nextInt() % list.length]!;
    for (let round = 0; round < 120; round++) {
      const [method, path] = pick(routes);
      const payload: Record<string, unknown> = {};
      for (let i = 0; i < 4; i++) payload[pick(keys)] = pick(values);
      if (payload.data === '\u0000') payload.data = { bad: '\u0000' };
      const response = await bed().request(method, path, {
        body: payload,
        headers: bearer(current.access_token),
      });
      expect(response.status, `${method} ${path} ${JSON.stringify(payload).slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('publishes settings and health without a session', async () => {
    const settings = body(await bed().request('GET', '/settings'));
    // config.toml's values (settings.test.ts follows each one from the configuration).
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: true, // [auth.sms] enable_confirmations = false
    });
    expect((settings.external as Record<string, boolean>).google).toBe(false);
    expect((settings.external as Record<string, boolean>).email).toBe(true);
    expect(body(await bed().request('GET', '/health')).name).toBe('GoTrue');
    expect((await bed().request('GET', '/no-such-route')).status).toBe(404);
    expect(body(await bed().request('POST', '/magiclink', { body: {} })).error_code).toBe('feature_disabled');
    expect((await bed().request('DELETE', '/signup')).status).toBe(405);
  });

  it('creates demo accounts with ensureUser, once', async () => {
    const email = uniqueEmail('demo');
    const id = await bed().service.ensureUser({
      email,
      password: 'demo-password-1',
      fullName: 'Demo Shopper',
    });
    expect(await bed().service.ensureUser({ email, password: 'other-password-2' })).toBe(id);
    const { data, error } = await bed()
      .client()
      .auth.signInWithPassword({ email, password: 'demo-password-1' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.user_metadata.full_name).toBe('Demo Shopper');
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const { rows } = await bed().db.query<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [id],
    );
    expect(rows[0]?.full_name).toBe('Demo Shopper');
  });
});

describe(`default rate limits (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const limited = useAuthTestbed({ rateLimits: readConfig().auth.rateLimits });

  it('allows 30 sign-ups per IP in 5 minutes, then answers 429 over_request_rate_limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await limited().request('POST', '/signup', {
        body: { email: uniqueEmail('burst'), password: '1' },
        ip: '10.0.0.1',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    const last = await limited().request('POST', '/signup', {
      body: { email: uniqueEmail('burst'), password: '1' },
      ip: '10.0.0.1',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(last.status).toBe(429);
    expect(body(last)).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another address is not affected, and the bucket refills with time.
    const other = await limited().request('POST', '/signup', {
      body: { email: uniqueEmail(), password: '1' },
      ip: '10.0.0.2',
    });
    expect(other.status).toBe(422);
    limited().advance(60);
    const later = await limited().request('POST', '/signup', {
      body: { email: uniqueEmail(), password: '1' },
      ip: '10.0.0.1',
    });
    expect(later.status).toBe(422);
  });

  it('limits /verify per IP', async () => {
    let status = 0;
    for (let i = 0; i < 31; i++)
      status = (await limited().request('GET', '/verify?token=x&type=signup', { ip: '10.0.0.3' })).status;
    expect(status).toBe(429);
  });

  it('limits emails project-wide per hour with over_email_send_rate_limit', async () => {
    const capped = await openTestbed({
      rateLimits: { emailSent: 2, smsSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 },
    });
    try {
      const client = capped.client();
      expect(
        (await client.auth.signUp({ email: uniqueEmail(), password: 'correct-horse-1' })).error,
      ).toBeNull();
      expect(
        (await client.auth.signUp({ email: uniqueEmail(), password: 'correct-horse-1' })).error,
      ).toBeNull();
      const third = await client.auth.signUp({ email: uniqueEmail(), password: 'correct-horse-1' });
      expect(third.error?.code).toBe('over_email_send_rate_limit');
      expect(third.error?.status).toBe(429);
      capped.advance(3601);
      expect(
        (await client.auth.signUp({ email: uniqueEmail(), password: 'correct-horse-1' })).error,
      ).toBeNull();
    } finally {
      await capped.close();
    }
  }, 60_000);
});
