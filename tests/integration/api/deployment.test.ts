// The local server is for this machine only: the commands that start it refuse any bind but
// loopback, whatever the environment holds, and say where to go instead; secrets, proxies, URLs and
// SMTP settings in the environment change nothing; the outbox answers this machine only; links come
// from configuration, never from the request's Host. A build against a hosted project runs no API,
// and its static server may listen anywhere.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import { createTestDatabase, startTestServer, testConfig, type TestServer } from '../support/local-server.ts';

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A port nothing listens on, for a command to be started on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Command {
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once it printed `text`; rejects if it exits first. */
  printed(text: string): Promise<void>;
  stop(): void;
}

/** Runs `node --import tsx <args>` from the repository, with `env` over this process's own. */
function run(args: string[], env: Record<string, string>): Command {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    output: () => output,
    exited,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
        void exited.then((code) => reject(new Error(`exited (${code}) before "${text}":\n${output}`)));
      }),
    stop: () => child.kill(),
  };
}

/** An HS256 API key for `role` signed with `secret`, as a project with secrets of its own has. */
function apiKey(role: string, secret: string): Promise<string> {
  return new SignJWT({ iss: 'supabase', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

/** What a shop once put in the environment to run the local server as its own. */
async function ownServerEnvironment(): Promise<Record<string, string>> {
  const jwtSecret = randomBytes(48).toString('base64url');
  return {
    SUPABASE_JWT_SECRET: jwtSecret,
    SUPABASE_ANON_KEY: await apiKey('anon', jwtSecret),
    SUPABASE_SERVICE_ROLE_KEY: await apiKey('service_role', jwtSecret),
    TRUSTED_PROXIES: '0.0.0.0/0',
    API_EXTERNAL_URL: 'https://shop.example',
    SITE_URL: 'https://shop.example',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '1',
    SMTP_ADMIN_EMAIL: 'orders@shop.example',
    NODE_ENV: 'production',
  };
}

const COMMANDS = {
  'npm start': (port: number, host: string) => [
    'src/host/serve.ts',
    '--memory',
    '--host',
    host,
    '--port',
    String(port),
  ],
  'npm run supabase': (port: number, host: string) => [
    'supabase/local/main.ts',
    '--memory',
    '--host',
    host,
    '--port',
    String(port),
  ],
};

describe('the commands that start the local API', () => {
  for (const [command, args] of Object.entries(COMMANDS))
    it(`\`${command}\` refuses any bind but loopback and says where to go instead, whatever the environment holds`, async () => {
      const port = await freePort();
      const started = run(args(port, '0.0.0.0'), {
        ...(await ownServerEnvironment()),
        PUBLIC_SUPABASE_URL: '',
        DATABASE_URL: '',
      });
      const code = await started.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      const output = started.output();
      expect(output).toContain(
        `Refusing to listen on 0.0.0.0: ${command} runs the local Supabase-compatible API`,
      );
      expect(output).toContain('hosted Supabase');
      expect(output).toContain('https://supabase.com/docs/guides/self-hosting/docker');
      expect(output).toContain('PUBLIC_SUPABASE_URL=');
      expect(output).not.toContain('Local Supabase API at');
      // Nothing was left listening on the port.
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    }, 60_000);

  it('`npm start` refuses a HOST from the environment as it refuses --host', async () => {
    const started = run(['src/host/serve.ts', '--memory', '--port', String(await freePort())], {
      HOST: '::',
      PUBLIC_SUPABASE_URL: '',
      DATABASE_URL: '',
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Refusing to listen on ::: npm start');
  }, 60_000);
});

describe('a site built against a hosted project', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mtindo-static-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Mtindo</title><p>Kenyan Fashion Redefined.</p>',
    );
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is served by `npm run serve` on any address: a static file server, with no API and no secrets', async () => {
    const port = await freePort();
    const started = run(['src/host/serve.ts', '--dist', dir, '--host', '0.0.0.0', '--port', String(port)], {
      PUBLIC_SUPABASE_URL: 'https://example.supabase.co',
    });
    try {
      await started.printed('Data comes from the hosted project at https://example.supabase.co');
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Kenyan Fashion Redefined.');
      for (const path of ['/rest/v1/products', '/auth/v1/settings', '/_local/outbox']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { apikey: LOCAL_ANON_KEY },
        });
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain('Not found');
      }
    } finally {
      started.stop();
    }
  }, 60_000);
});

describe(`secrets and settings in the environment (${kind})`, () => {
  it('change nothing: the local API runs on its documented keys, demo accounts, outbox and localhost links', async () => {
    const database = await createTestDatabase({ withDemoAccounts: true });
    const port = await freePort();
    const env = await ownServerEnvironment();
    const started = run(['supabase/local/main.ts', '--port', String(port)], {
      ...env,
      DATABASE_URL: database.url ?? '',
      SUPABASE_DATA_DIR: database.dataDir ?? '',
    });
    const api = `http://127.0.0.1:${port}`;
    try {
      await started.printed('Local Supabase API at');
      // The documented key is the key; the environment's is nobody's.
      const documented = await fetch(`${api}/rest/v1/products?select=id&limit=1`, {
        headers: { apikey: LOCAL_ANON_KEY },
      });
      expect(documented.status).toBe(200);
      const fromEnv = await fetch(`${api}/rest/v1/products?select=id&limit=1`, {
        headers: { apikey: env.SUPABASE_ANON_KEY! },
      });
      expect(fromEnv.status).toBe(401);
      // The demo admin signs in.
      const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mtindo.test', password: 'mtindo-admin' }),
      });
      expect(signIn.status).toBe(200);
      // Email goes to the outbox, not to SMTP_HOST, and links to this server, not API_EXTERNAL_URL.
      const email = `env-${Date.now()}@example.com`;
      const signUp = await fetch(`${api}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a-long-password' }),
      });
      expect(signUp.status).toBe(200);
      const messages = (await (await fetch(`${api}/_local/outbox/messages.json?to=${email}`)).json()) as {
        link?: string;
      }[];
      expect(messages).toHaveLength(1);
      expect(messages[0]!.link).toMatch(new RegExp(`^http://localhost:${port}/auth/v1/verify\\?`));
      expect(started.output()).not.toContain('shop.example');
    } finally {
      started.stop();
      await started.exited;
      await database.drop();
    }
  }, 90_000);
});

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

describe(`links in emails (${kind})`, () => {
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
