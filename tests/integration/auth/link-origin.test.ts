// An email link opens where the shopper opened the store. The local server answers on one port
// under two loopback names (`npm start` prints localhost; a browser may be at 127.0.0.1), and a
// browser keeps a session, and PKCE's code verifier, per origin: the link must name the address
// the store's own redirect names (src/lib/supabase/auth.ts: location.origin), and land there with
// a code that the same client exchanges for a session. Over HTTP, with the real supabase-js client.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { NO_REALTIME } from '../support/no-realtime.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
}, 90_000);
afterAll(() => server?.stop());

const port = () => new URL(server.url).port;

/** The browser's client, as the store makes it (PKCE), for a store opened at `origin`. */
function browserAt(origin: string): SupabaseClient {
  return createClient(origin, server.api.keys.publishableKey, {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: NO_REALTIME,
  });
}

/** Follows an email's link as a browser's address bar does: where does it land? */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status, link).toBe(303);
  return new URL(response.headers.get('location')!);
}

let count = 0;
const uniqueEmail = () => `link-origin-${Date.now().toString(36)}-${++count}@mtindo.test`;

describe.each(['localhost', '127.0.0.1'])('a store opened at http://%s:PORT', (hostname) => {
  const origin = () => `http://${hostname}:${port()}`;

  it('confirms a sign-up through a link on that address, into a session there', async () => {
    const browser = browserAt(origin());
    const email = uniqueEmail();
    const { error } = await browser.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { emailRedirectTo: `${origin()}/account` },
    });
    expect(error).toBeNull();

    const link = new URL(server.api.outbox.latest(email)!.link!);
    expect(link.origin + link.pathname).toBe(`${origin()}/auth/v1/verify`);
    const landing = await follow(link.href);
    expect(landing.origin + landing.pathname).toBe(`${origin()}/account`);

    const { data, error: exchangeError } = await browser.auth.exchangeCodeForSession(
      landing.searchParams.get('code')!,
    );
    expect(exchangeError).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('sends a password-reset link on that address, back to the reset form there', async () => {
    const email = uniqueEmail();
    const { error: signUpError } = await browserAt(origin()).auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { emailRedirectTo: `${origin()}/account` },
    });
    expect(signUpError).toBeNull();
    await follow(server.api.outbox.latest(email)!.link!);

    const browser = browserAt(origin());
    const { error } = await browser.auth.resetPasswordForEmail(email, {
      redirectTo: `${origin()}/auth?mode=reset`,
    });
    expect(error).toBeNull();
    const message = server.api.outbox.latest(email)!;
    expect(message.subject).toBe('Reset Your Password');
    const landing = await follow(message.link!);
    expect(landing.origin + landing.pathname).toBe(`${origin()}/auth`);
    expect(landing.searchParams.get('mode')).toBe('reset');
    const { data } = await browser.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(data.session?.user.email).toBe(email);
  });
});

it('keeps the server’s own address when the store is on another port (the dev server and `npm run supabase`)', async () => {
  const store = `http://localhost:${Number(port()) === 4321 ? 4322 : 4321}`;
  const email = uniqueEmail();
  const { error } = await browserAt(server.url).auth.signUp({
    email,
    password: 'correct-horse-1',
    options: { emailRedirectTo: `${store}/account` },
  });
  expect(error).toBeNull();
  const link = server.api.outbox.latest(email)!.link!;
  expect(link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);
  expect((await follow(link)).origin).toBe(store);
});
