// Edge functions on the local server: `Deno.serve` handlers from a functions folder, invoked
// through supabase-js's functions client, with the gateway's JWT check and the function's own CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUnderDeno } from '../support/deno-function.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    functionsDir: new URL('../fixtures/functions/', import.meta.url),
    demoAccounts: false,
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
    expect(data).toEqual({
      method: 'POST',
      body: { messages: [{ role: 'user', content: 'Habari' }] },
      role: 'anon',
      url: server.url,
    });
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
        url: 'https://project.supabase.co',
      });
    } finally {
      deno.stop();
    }
  }, 30_000);
});
