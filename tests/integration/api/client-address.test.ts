// The request's headers in SQL, as PostgREST gives them (`request.headers`, lower-case names), and
// the caller's address as request_client_address() reads it: the last X-Forwarded-For hop, which the
// server appends as hosted Supabase's gateway does, so an address a client writes into the header
// itself never counts — unless a proxy the server is told to trust (its `trustedProxies` option)
// vouches for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import {
  clientFor,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';
import { createClient } from '@supabase/supabase-js';
import { NO_REALTIME } from '../support/no-realtime.ts';

/** A client that sends its own X-Forwarded-For, as a script or a proxy would. */
function forwarding(server: TestServer, key: string, forwardedFor: string) {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'X-Forwarded-For': forwardedFor, Cookie: 'session=secret' } },
    realtime: NO_REALTIME,
  });
}

const ECHO_HEADERS = `
  create function public.echo_request_headers() returns jsonb language sql stable
  as $$ select current_setting('request.headers', true)::jsonb $$;
  grant execute on function public.echo_request_headers() to anon;`;

describe('without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demoAccounts: false, orderExpiryIntervalMs: 0 });
    await server.api.db.exec(ECHO_HEADERS);
    await server.api.rest.reloadSchema();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('hands SQL the request headers by lower-case name, the peer appended to X-Forwarded-For, no cookies', async () => {
    const { data, error } = await forwarding(server, LOCAL_PUBLISHABLE_KEY, '198.51.100.7').rpc(
      'echo_request_headers',
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({
      apikey: LOCAL_PUBLISHABLE_KEY,
      'x-forwarded-for': '198.51.100.7, 127.0.0.1',
      'content-type': 'application/json',
    });
    expect(Object.keys(data as object).every((name) => name === name.toLowerCase())).toBe(true);
    expect(data).not.toHaveProperty('cookie');
  });

  it('reads the caller’s address from the last hop: a forged first entry changes nothing', async () => {
    const service = clientFor(server.url, LOCAL_SECRET_KEY);
    expect((await service.rpc('request_client_address')).data).toBe('127.0.0.1');
    for (const forged of ['203.0.113.1', '203.0.113.2, 203.0.113.3'])
      expect((await forwarding(server, LOCAL_SECRET_KEY, forged).rpc('request_client_address')).data).toBe(
        '127.0.0.1',
      );
  });

  it('is null outside an API request, and closed to visitors and shoppers', async () => {
    const { rows } = await server.api.db.query<{ address: string | null }>(
      'select public.request_client_address() as address',
    );
    expect(rows[0]!.address).toBeNull();
    const { error } = await server.anon().rpc('request_client_address');
    expect(error?.code).toBe('42501');
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      demoAccounts: false,
      orderExpiryIntervalMs: 0,
      trustedProxies: new TrustedProxies(['loopback']),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('takes the client the proxy vouches for: the hop the proxy appended', async () => {
    const client = forwarding(server, LOCAL_SECRET_KEY, '10.9.9.9, 198.51.100.20');
    expect((await client.rpc('request_client_address')).data).toBe('198.51.100.20');
  });
});
