// The local server's two uses kept apart: the documented secrets, demo accounts and outbox never
// guard a server others can reach; a server on secrets of its own refuses everything signed with
// the documented ones; links come from configuration, never from the request's Host.
import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, type ServerSecrets } from '../../../supabase/local/keys.ts';
import { DeploymentError, generateSecrets } from '../../../supabase/local/server-secrets.ts';
import { createLocalSupabase } from '../../../supabase/local/server.ts';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import {
  clientFor,
  createTestDatabase,
  startTestServer,
  testConfig,
  type TestServer,
} from '../support/local-server.ts';

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ADMIN = { email: 'admin@mtindo.test', password: 'mtindo-admin' };

/** A manager's token forged with the documented secret, as anyone who read the README could. */
async function forgedToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'service_role', iss: 'supabase' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

/** A raw HTTP request, so that headers fetch will not send (Host) can be set. */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: IncomingMessage['headers']; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Runs the server's handler with a request from `remoteAddress`; 'next' when it passed the request on. */
async function fromAddress(
  server: TestServer,
  path: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> } | 'next'> {
  return new Promise((resolve) => {
    const req = {
      url: path,
      method: 'GET',
      headers,
      socket: { remoteAddress },
    } as unknown as IncomingMessage;
    const res = {
      writeHead(status: number, sent: Record<string, unknown> = {}) {
        resolve({ status, headers: sent });
        return res;
      },
      end() {},
    } as unknown as ServerResponse;
    server.api.handle(req, res, () => resolve('next'));
  });
}

describe(`a server others can reach (${kind})`, () => {
  it('refuses to start on the documented secrets when exposed, before touching any data', async () => {
    await expect(startTestServer({ exposed: { where: 'bound to 0.0.0.0' } })).rejects.toThrow(
      DeploymentError,
    );
    await expect(startTestServer({ exposed: { where: 'bound to 0.0.0.0' } })).rejects.toThrow(
      /npm run secrets/,
    );
  });

  it('`npm run supabase --host 0.0.0.0` exits with the way to go on, even with NODE_ENV=production', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'supabase/local/main.ts', '--host', '0.0.0.0', '--port', '0', '--memory'],
      {
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start');
    expect(output).toContain('bound to 0.0.0.0');
    expect(output).toContain('npm run secrets');
    expect(output).not.toContain('Local Supabase API at');
  }, 30_000);

  describe('on secrets of its own', () => {
    let server: TestServer;
    let secrets: ServerSecrets;

    beforeAll(async () => {
      secrets = await generateSecrets();
      server = await startTestServer({ secrets, exposed: { where: 'test' } });
    }, 60_000);
    afterAll(() => server.stop());

    it('starts in its own mode without demo accounts', async () => {
      expect(server.api.mode).toBe('own');
      const client = clientFor(server.url, secrets.anonKey);
      const { error } = await client.auth.signInWithPassword(ADMIN);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
    });

    it('refuses the documented API keys and tokens forged with the documented secret', async () => {
      const documented = clientFor(server.url, LOCAL_ANON_KEY);
      const read = await documented.from('products').select('id').limit(1);
      expect(read.error?.message).toBe('Invalid API key');

      const forged = await forgedToken();
      const response = await fetch(`${server.url}/rest/v1/newsletter_subscribers?select=email`, {
        headers: { apikey: secrets.anonKey, authorization: `Bearer ${forged}` },
      });
      expect(response.status).toBe(401);
      const roles = await fetch(`${server.url}/rest/v1/rpc/set_user_role`, {
        method: 'POST',
        headers: { apikey: forged, authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(roles.status).toBe(401);
    });

    it('serves shoppers with its own keys, and signs sessions with its own key', async () => {
      const client = clientFor(server.url, secrets.anonKey);
      const { data, error } = await client.from('products').select('id').limit(1);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      const email = `own-${Date.now()}@example.com`;
      const signUp = await client.auth.signUp({ email, password: 'a-long-password' });
      expect(signUp.error).toBeNull();
      const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).toEqual([secrets.signingKeys[0]!.kid]);
    });

    it('has no outbox page, even for this machine', async () => {
      expect(await fromAddress(server, '/_local/outbox', '127.0.0.1')).toBe('next');
      expect(await fromAddress(server, '/_local/outbox/messages.json', '127.0.0.1')).toBe('next');
    });
  });

  it('refuses secrets of its own on a database that holds the demo accounts', async () => {
    // A migrated database without the demo accounts, which the local start then makes.
    const database = await createTestDatabase();
    const where = { databaseUrl: database.url, dataDir: database.dataDir, log: () => {} };
    try {
      const local = await createLocalSupabase(where);
      expect(local.mode).toBe('local');
      await local.close();
      // The same database, now started as a shop of its own.
      await expect(createLocalSupabase({ ...where, secrets: await generateSecrets() })).rejects.toThrow(
        /demo accounts \(shopper@mtindo\.test/,
      );
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe(`the local outbox (${kind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.stop());

  it('is served to this machine, without CORS', async () => {
    const response = await fetch(`${server.url}/_local/outbox/messages.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(`${server.url}/_local/outbox`, { headers: { origin: 'https://evil.example' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is not served to another machine, nor through a proxy', async () => {
    expect(await fromAddress(server, '/_local/outbox/messages.json', '203.0.113.9')).toBe('next');
    expect(await fromAddress(server, '/_local/outbox', '::ffff:198.51.100.7')).toBe('next');
    expect(
      await fromAddress(server, '/_local/outbox/messages.json', '127.0.0.1', {
        'x-forwarded-for': '203.0.113.9',
      }),
    ).toBe('next');
    expect(await fromAddress(server, '/_local/outbox/messages.json', '127.0.0.1')).toMatchObject({
      status: 200,
    });
  });
});

describe(`links in e-mails (${kind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ functionsDir: new URL('../fixtures/functions/', import.meta.url) });
  }, 60_000);
  afterAll(() => server.stop());

  it('come from the configured URL, whatever Host the request names', async () => {
    const email = `host-${Date.now()}@example.com`;
    const { error } = await server.anon().auth.signUp({ email, password: 'a-long-password' });
    expect(error).toBeNull();
    const recover = await rawRequest(
      `${server.url}/auth/v1/recover?redirect_to=http://evil.example/account`,
      {
        method: 'POST',
        headers: { host: 'evil.example', apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    );
    expect(recover.status).toBe(200);
    const message = server.api.outbox.latest(email)!;
    expect(message.subject).toMatch(/password/i);
    const link = new URL(message.link!);
    expect(link.origin).toBe(server.url);
    expect(link.searchParams.get('redirect_to')).not.toContain('evil.example');

    // Following the link lands on the configured site, not on the Host the attacker named.
    const landing = await fetch(message.link!, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).not.toContain('evil.example');
  });

  it('give edge functions the configured SUPABASE_URL', async () => {
    const response = await rawRequest(`${server.url}/functions/v1/echo`, {
      headers: { host: 'evil.example', authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(JSON.parse(response.text).url).toBe(server.url);
  });
});

describe(`rate limits behind a proxy (${kind})`, () => {
  const signIn = (server: TestServer, forwardedFor?: string) =>
    fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    }).then((response) => response.status);

  it('count each client apart when the proxy is trusted, and cannot be dodged when it is not', async () => {
    const config = testConfig({ tokenRefresh: 3 });
    const proxied = await startTestServer({ config, trustedProxies: new TrustedProxies(['loopback']) });
    const direct = await startTestServer({ config });
    try {
      // Behind a trusted proxy: one shopper's limit does not stop another.
      const first = [];
      for (let i = 0; i < 4; i++) first.push(await signIn(proxied, '198.51.100.1'));
      expect(first).toEqual([400, 400, 400, 429]);
      expect(await signIn(proxied, '198.51.100.2')).toBe(400);
      // A client's own X-Forwarded-For entry is not believed: the proxy appended the real one last.
      expect(await signIn(proxied, '203.0.113.77, 198.51.100.1')).toBe(429);

      // Without trusted proxies the header is ignored: a new made-up address each time changes nothing.
      const spoofed = [];
      for (let i = 0; i < 4; i++) spoofed.push(await signIn(direct, `203.0.113.${i + 1}`));
      expect(spoofed).toEqual([400, 400, 400, 429]);
    } finally {
      await proxied.stop();
      await direct.stop();
    }
  }, 60_000);
});

describe(`e-mail on a server of its own (${kind})`, () => {
  it('goes out through SMTP with links to the configured URL, and stays out of the log', async () => {
    const received: { to: string; text: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const logged: string[] = [];
    const secrets = await generateSecrets();
    const server = await startTestServer({
      secrets,
      log: (line) => logged.push(line),
      mail: { host: '127.0.0.1', port, from: 'orders@mtindo.co.ke', senderName: 'Mtindo' },
    });
    try {
      const email = `smtp-${Date.now()}@example.com`;
      const { error } = await clientFor(server.url, secrets.anonKey).auth.signUp({
        email,
        password: 'a-long-password',
      });
      expect(error).toBeNull();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]!.to).toBe(email);
      expect(received[0]!.text).toContain('From: Mtindo <orders@mtindo.co.ke>');
      expect(received[0]!.text.replace(/=\r?\n/g, '')).toContain(`${server.url}/auth/v1/verify?token=`);
      expect(logged.join('\n')).toContain(`to ${email}`);
      expect(logged.join('\n')).not.toContain('/auth/v1/verify');
      expect(server.api.outbox.list()).toEqual([]);
    } finally {
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 60_000);
});

describe(`request targets that are not paths (${kind})`, () => {
  it('pass to the next handler instead of crashing the server', async () => {
    const server = await startTestServer();
    try {
      for (const target of ['//a%20b:99999/', '//evil.example/rest/v1/products', 'http://x:99999999/'])
        expect(await fromAddress(server, target, '127.0.0.1')).toBe('next');
      const alive = await fetch(`${server.url}/rest/v1/products?select=id&limit=1`, {
        headers: { apikey: LOCAL_ANON_KEY },
      });
      expect(alive.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
