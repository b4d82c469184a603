// Edge functions on the local server: `Deno.serve` handlers from a functions folder, invoked
// through supabase-js's functions client, with the gateway's JWT check and the function's own CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUnderDeno } from '../support/deno-function.ts';
import {
  LOCAL_PUBLISHABLE_KEY,
  startTestServer,
  testConfig,
  type TestServer,
} from '../support/local-server.ts';

let server: TestServer;
beforeAll(async () => {
  const config = testConfig();
  server = await startTestServer({
    functionsDir: new URL('../fixtures/functions/', import.meta.url),
    // echo is `verify_jwt = false`, as every function of the store; guarded keeps the platform's check.
    config: { ...config, functions: { ...config.functions, publicFunctions: ['echo'] } },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('edge functions', () => {
  it('run the Deno.serve handler with the body, the caller and the Supabase variables', async () => {
    const { data, error } = await server
      .anon()
      .functions.invoke('echo', { body: { messages: [{ role: 'user', content: 'Habari' }] } });
    expect(error).toBeNull();
    // As on hosted, the gateway hands the function the request as sent: supabase-js's publishable
    // key in apikey (and, for a guest, in Authorization, where it is no JWT).
    expect(data).toEqual({
      method: 'POST',
      body: { messages: [{ role: 'user', content: 'Habari' }] },
      role: null,
      apikey: LOCAL_PUBLISHABLE_KEY,
      url: server.url,
      keys: {
        publishable: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
        secret: 'set',
        jwks: 1,
        legacyAnon: 'set',
      },
    });
  });

  it("pass a signed-in user's session JWT through to the function", async () => {
    const client = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const { data } = await client.functions.invoke('echo', { body: {} });
    expect(data).toMatchObject({ role: 'authenticated', apikey: LOCAL_PUBLISHABLE_KEY });
  });

  it("refuse a guest's publishable key where the platform's JWT check is on, as hosted does", async () => {
    const { error } = await server.anon().functions.invoke('guarded', { body: {} });
    expect(error?.context?.status).toBe(401);
    expect(await error.context.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    const client = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const { data } = await client.functions.invoke('guarded', { body: {} });
    expect(data).toMatchObject({ role: 'authenticated' });
  });

  it('let the function answer the CORS preflight', async () => {
    const response = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://mtindo.co.ke', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('the same function under Deno', () => {
  it('serves with Deno.serve from the npm deno binary', async () => {
    const deno = await serveUnderDeno(new URL('../fixtures/functions/echo/index.ts', import.meta.url), {
      SUPABASE_URL: 'https://project.supabase.co',
    });
    try {
      expect(await deno.post({ ping: 1 })).toEqual({
        method: 'POST',
        body: { ping: 1 },
        role: null,
        apikey: null,
        url: 'https://project.supabase.co',
        keys: { publishable: null, secret: null, jwks: null, legacyAnon: null },
      });
    } finally {
      deno.stop();
    }
  }, 30_000);
});
