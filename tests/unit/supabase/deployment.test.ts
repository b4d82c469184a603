// Which mode the server runs in, whose X-Forwarded-For is believed, and which secrets the
// environment may give.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  isLoopbackHost,
  serverMode,
  TrustedProxies,
} from '../../../supabase/local/deployment.ts';
import { LOCAL_SECRETS, createKeyring } from '../../../supabase/local/keys.ts';
import { DeploymentError, generateSecrets, secretsFromEnv } from '../../../supabase/local/server-secrets.ts';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('isLoopbackHost', () => {
  it('knows the addresses only this machine reaches', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'mtindo.co.ke', '128.0.0.1', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('serverMode', () => {
  it('keeps the documented secrets to a server only this machine reaches', async () => {
    expect(serverMode(LOCAL_SECRETS, false)).toBe('local');
    expect(() => serverMode(LOCAL_SECRETS, { where: 'bound to 0.0.0.0' })).toThrow(DeploymentError);
    const own = await generateSecrets();
    expect(serverMode(own, { where: 'bound to 0.0.0.0' })).toBe('own');
    // One documented value among fresh ones is as public as all of them.
    expect(() => serverMode({ ...own, jwtSecret: LOCAL_SECRETS.jwtSecret }, { where: 'x' })).toThrow(
      DeploymentError,
    );
  });
});

describe('clientAddress', () => {
  const none = new TrustedProxies([]);
  const loopback = new TrustedProxies(['loopback']);
  const lan = new TrustedProxies(['10.0.0.0/8', '127.0.0.1']);

  it('ignores X-Forwarded-For without trusted proxies, so it cannot be spoofed', () => {
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), none)).toBe('203.0.113.5');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), none)).toBe('127.0.0.1');
  });

  it('believes only what a trusted proxy appended', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1');
    // The client wrote the first entry itself; the proxy appended its real address.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.1'), loopback)).toBe('198.51.100.1');
    // Through two trusted hops.
    expect(clientAddress(request('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3'), lan)).toBe(
      '198.51.100.1',
    );
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), loopback)).toBe('203.0.113.5');
    // A trusted proxy that sent no header is the only address there is.
    expect(clientAddress(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
  });

  it('refuses an entry that is not an address or range', () => {
    expect(() => new TrustedProxies(['10.0.0.0/x'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => new TrustedProxies(['proxy.local'])).toThrow(/not an IP address/);
  });
});

describe('secretsFromEnv', () => {
  it('gives nothing when the environment gives nothing', async () => {
    expect(await secretsFromEnv({})).toBeUndefined();
  });

  it('takes a fresh set whole, and its keyring verifies its own keys only', async () => {
    const fresh = await generateSecrets();
    const env = {
      SUPABASE_JWT_SECRET: fresh.jwtSecret,
      SUPABASE_ANON_KEY: fresh.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: fresh.serviceRoleKey,
      SUPABASE_SIGNING_KEYS: JSON.stringify(fresh.signingKeys),
    };
    const secrets = (await secretsFromEnv(env))!;
    const keyring = createKeyring(secrets);
    expect((await keyring.verifyJwt(fresh.anonKey)).role).toBe('anon');
    await expect(keyring.verifyJwt(LOCAL_SECRETS.anonKey)).rejects.toMatchObject({
      reason: 'invalid_signature',
    });
    const session = await keyring.signAccessToken({ role: 'authenticated', exp: Date.now() / 1000 + 60 });
    expect((await keyring.verifyJwt(session)).role).toBe('authenticated');
    await expect(createKeyring(LOCAL_SECRETS).verifyJwt(session)).rejects.toMatchObject({
      reason: 'wrong_algorithm',
    });
  });

  it('says what is wrong with an incomplete or mismatched set', async () => {
    const fresh = await generateSecrets();
    await expect(secretsFromEnv({ SUPABASE_JWT_SECRET: fresh.jwtSecret })).rejects.toThrow(
      /Missing SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY/,
    );
    await expect(
      secretsFromEnv({
        SUPABASE_JWT_SECRET: 'short',
        SUPABASE_ANON_KEY: fresh.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: fresh.serviceRoleKey,
      }),
    ).rejects.toThrow(/at least 32 characters/);
    await expect(
      secretsFromEnv({
        SUPABASE_JWT_SECRET: fresh.jwtSecret,
        SUPABASE_ANON_KEY: fresh.serviceRoleKey,
        SUPABASE_SERVICE_ROLE_KEY: fresh.serviceRoleKey,
      }),
    ).rejects.toThrow(/SUPABASE_ANON_KEY is not an anon key/);
    await expect(
      secretsFromEnv({
        SUPABASE_JWT_SECRET: fresh.jwtSecret,
        SUPABASE_ANON_KEY: fresh.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: fresh.serviceRoleKey,
        SUPABASE_SIGNING_KEYS: '[{"kty":"oct"}]',
      }),
    ).rejects.toThrow(/ES256 private keys/);
  });
});
