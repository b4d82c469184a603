// Edge functions on the local server: `Deno.serve` handlers from a functions folder, invoked
// through supabase-js's functions client, with the gateway's JWT check and the function's own CORS.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const deno = createRequire(import.meta.url).resolve('deno/bin.cjs');
    const file = new URL('../fixtures/functions/echo/index.ts', import.meta.url).pathname;
    const port = 8000; // Deno.serve's default port when a handler alone is given
    const child = spawn(process.execPath, [deno, 'run', '--allow-net', '--allow-env', file], {
      env: { ...process.env, SUPABASE_URL: 'https://project.supabase.co', DENO_NO_UPDATE_CHECK: '1' },
      stdio: 'ignore',
    });
    try {
      let answer: unknown;
      for (let i = 0; i < 100 && answer === undefined; i++) {
        await new Promise((r) => setTimeout(r, 100));
        answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{"ping":1}' })
          .then((r) => r.json())
          .catch(() => undefined);
      }
      expect(answer).toEqual({
        method: 'POST',
        body: { ping: 1 },
        role: null,
        url: 'https://project.supabase.co',
      });
    } finally {
      child.kill();
    }
  }, 30_000);
});
