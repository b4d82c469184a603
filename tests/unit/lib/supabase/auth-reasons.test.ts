// The server's own words for a failed Auth request reach the shopper through supabase-js.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from '@supabase/auth-js';
import { fetchKeepingAuthReasons, reasonOf } from '../../../../src/lib/supabase/auth-reasons';
import { describeAuthError } from '../../../../src/lib/auth/messages';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

async function logoutError() {
  const auth = new AuthClient({
    url: 'http://127.0.0.1:1/auth/v1',
    fetch: fetchKeepingAuthReasons,
    persistSession: false,
    autoRefreshToken: false,
  });
  // signOut needs a session to revoke: a token is enough for the logout request.
  const { error } = await auth.admin.signOut('a-token');
  return error;
}

describe('reasonOf', () => {
  it('reads the fields supabase-js reads, in its order', () => {
    expect(reasonOf({ msg: 'A', message: 'B' })).toBe('A');
    expect(reasonOf({ error_description: 'C', error: 'D' })).toBe('C');
    expect(reasonOf({ error: 'D' })).toBe('D');
    expect(reasonOf({ msg: '  ' })).toBeUndefined();
    expect(reasonOf('text')).toBeUndefined();
    expect(reasonOf(null)).toBeUndefined();
  });
});

describe('fetchKeepingAuthReasons', () => {
  it('gives a 5xx Auth error the server\'s reason instead of supabase-js\'s "{}"', async () => {
    answer(
      503,
      JSON.stringify({ code: 503, error_code: 'unexpected_failure', msg: 'Database is restarting' }),
    );
    const error = await logoutError();
    expect(error?.message).toBe('Database is restarting');
    expect(error?.status).toBe(503);
    expect(describeAuthError(error)).toBe('Database is restarting');
  });

  it('says the service had a problem when a 5xx has no readable reason', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    const error = await logoutError();
    expect(describeAuthError(error)).toBe(
      "The store's sign-in service had a problem (error 502). Please try again in a minute.",
    );
  });

  it('leaves other answers as they are', async () => {
    answer(500, JSON.stringify({ msg: 'not auth' }));
    const response = await fetchKeepingAuthReasons('http://127.0.0.1:1/rest/v1/products');
    expect('msg' in response).toBe(false);
  });
});
