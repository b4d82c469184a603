// Supabase's current API keys at the local gateway, as hosted's gateway treats them: a publishable
// key is the anon role and a secret key the service role, sent in `apikey`; a secret key from a
// browser is refused; a legacy JWT key works while the project has one, and not once it is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SECRETS_WITHOUT_LEGACY_KEYS } from '../../../supabase/local/keys.ts';
import {
  clientFor,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Who the database sees: request_client_address() needs the service role, products anon's read. */
const rest = (path: string, headers: Record<string, string>) =>
  fetch(`${server.url}/rest/v1/${path}`, { headers });

describe('the publishable key', () => {
  it('reads as anon when sent in apikey alone, as the store builds its own requests', async () => {
    const response = await rest('products?select=slug&limit=1', { apikey: LOCAL_PUBLISHABLE_KEY });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
    const payments = await rest('payments?select=id&limit=1', { apikey: LOCAL_PUBLISHABLE_KEY });
    expect(payments.status).toBe(401);
  });

  it('works through supabase-js, which also sends it as a bearer token, and carries a signed-in user', async () => {
    const { data, error } = await server.anon().from('products').select('slug').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const { data: profile } = await shopper.from('profiles').select('full_name').single();
    expect(profile).toEqual({ full_name: 'Wanjiku Shopper' });
  });

  it('is refused in Authorization when apikey holds another key, and an unknown key is refused', async () => {
    const mixed = await rest('products?select=slug&limit=1', {
      apikey: LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${LOCAL_SECRET_KEY}`,
    });
    expect(mixed.status).toBe(401);
    const unknown = await rest('products?select=slug&limit=1', {
      apikey: 'sb_publishable_not-this-project_123',
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Unregistered API key' });
  });
});

describe('the secret key', () => {
  it('acts as the service role from a server', async () => {
    const { data, error } = await server.service().rpc('request_client_address');
    expect(error).toBeNull();
    expect(data).toBe('127.0.0.1');
    const response = await rest('payments?select=id&limit=1', { apikey: LOCAL_SECRET_KEY });
    expect(response.status).toBe(200);
  });

  it('is refused from a browser, told apart by its User-Agent, on every service', async () => {
    for (const path of ['/rest/v1/products?select=slug', '/auth/v1/settings', '/storage/v1/bucket']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { apikey: LOCAL_SECRET_KEY, 'User-Agent': CHROME },
      });
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toEqual({ message: 'Forbidden use of secret API key in browser' });
    }
    const publishable = await rest('products?select=slug&limit=1', {
      apikey: LOCAL_PUBLISHABLE_KEY,
      'User-Agent': CHROME,
    });
    expect(publishable.status).toBe(200);
  });
});

describe('the legacy JWT keys', () => {
  it('keep working while the project has them', async () => {
    const anon = clientFor(server.url, LOCAL_ANON_KEY);
    const { data, error } = await anon.from('products').select('slug').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const { data: answer, error: chatError } = await anon.functions.invoke('chat-assistant', {
      body: { messages: [{ role: 'user', content: 'rolex' }] },
    });
    expect(chatError).toBeNull();
    expect(answer).toHaveProperty('message');
    const service = clientFor(server.url, LOCAL_SERVICE_ROLE_KEY);
    expect((await service.rpc('request_client_address')).data).toBe('127.0.0.1');
  }, 30_000);

  it('are refused once the project has switched them off, while the new keys work', async () => {
    const current = await startTestServer({
      orderExpiryIntervalMs: 0,
      secrets: LOCAL_SECRETS_WITHOUT_LEGACY_KEYS,
    });
    try {
      const legacy = await fetch(`${current.url}/rest/v1/products?select=slug&limit=1`, {
        headers: { apikey: LOCAL_ANON_KEY },
      });
      expect(legacy.status).toBe(401);
      // The functions get no legacy key, and run on the ones hosted injects now.
      const { data, error } = await current.anon().functions.invoke('checkout', { method: 'GET' });
      expect(error).toBeNull();
      expect(data).toHaveProperty('zones');
      const refused = await clientFor(current.url, LOCAL_ANON_KEY).functions.invoke('checkout', {
        method: 'GET',
      });
      expect(refused.error?.context?.status).toBe(401);
    } finally {
      await current.stop();
    }
  }, 60_000);
});

describe('the functions', () => {
  it("check their callers themselves: a staff function wants a user's verified JWT", async () => {
    const visitor = await server.anon().functions.invoke('staff-invite', { body: {} });
    expect(visitor.error?.context?.status).toBe(401);
    const forged = await fetch(`${server.url}/functions/v1/staff-invite`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY.slice(0, -4)}abcd`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    const shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const asShopper = await shopper.functions.invoke('staff-invite', {
      body: { email: 'a@b.co', role: 'manager' },
    });
    expect(asShopper.error?.context?.status).toBe(403);
  });

  it('want the publishable key where guests call them, and refuse a request without one', async () => {
    const bare = await fetch(`${server.url}/functions/v1/checkout`);
    expect(bare.status).toBe(401);
    const { data, error } = await server.anon().functions.invoke('checkout', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toHaveProperty('methods');
  });
});
