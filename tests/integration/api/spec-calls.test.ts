// Every call of the spec's section 7 table (and the backend errors of section 8) through the real
// supabase-js client and the store's own data functions, over HTTP against the local server.
// The chat call (function chat-assistant) arrives with the sales assistant; the functions runner
// it will use is covered in functions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { TOTP } from 'otpauth';
import {
  searchProducts,
  searchProductsByNameWords,
  SEARCH_LIMIT,
} from '../../../src/lib/supabase/products.ts';
import { getStaffRole } from '../../../src/lib/supabase/roles.ts';
import { subscribeToNewsletter } from '../../../src/lib/supabase/newsletter.ts';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';
import { NO_REALTIME } from '../support/no-realtime.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** A browser-like client: PKCE flow, session kept in memory storage. */
function browserClient(): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(server.url, LOCAL_PUBLISHABLE_KEY, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
    realtime: NO_REALTIME,
  });
}

describe('product search (spec section 7)', () => {
  it('finds in-stock products by name, category, brand or description, at most 10', async () => {
    const anon = server.anon();
    const byBrand = await searchProducts('rolex', anon);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.map((p) => p.brand)).toContain('Rolex');
    const byDescription = await searchProducts('sapphire crystal', anon);
    expect(byDescription.length).toBeGreaterThan(0);
    const broad = await searchProducts('a', anon);
    expect(broad).toHaveLength(SEARCH_LIMIT);
    const { data: stock } = await server
      .service()
      .from('products')
      .select('slug, in_stock')
      .in(
        'slug',
        broad.map((p) => p.productId),
      );
    expect(stock!.every((row) => row.in_stock)).toBe(true);
    expect(broad[0]).toMatchObject({
      url: `/product/${broad[0]!.productId}`,
      image: expect.stringMatching(/^\/images\//),
    });
    expect(await searchProducts('   ', anon)).toEqual([]);
  });

  it('leaves out products that are out of stock', async () => {
    const [first] = await searchProducts('rolex', server.anon());
    await server
      .service()
      .from('products')
      .update({ in_stock: false, stock: 0 })
      .eq('slug', first!.productId);
    const after = await searchProducts('rolex', server.anon());
    expect(after.map((p) => p.productId)).not.toContain(first!.productId);
  });

  it('treats commas, brackets, quotes and wildcards in the query as text', async () => {
    for (const q of ['a,b)', '50%', 'x_y', '"quoted"', 'back\\slash', 'or=(id.gt.0)'])
      await expect(searchProducts(q, server.anon())).resolves.toEqual([]);
  });

  it('matches each of the four fields, never across two, and % and _ only as themselves', async () => {
    const kanga = {
      price: 1500,
      category: 'women',
      type: 'dress',
      description: 'Cotton kanga, hemmed',
      in_stock: true,
      stock: 5,
    };
    const { error } = await server
      .service()
      .from('products')
      .insert([
        { ...kanga, slug: 'pwani-kanga-75-percent', name: 'Pwani Kanga 75% off', brand: 'Pwani_Weavers' },
        { ...kanga, slug: 'pwani-kanga-75-off', name: 'Pwani Kanga 75 off', brand: 'PwaniXWeavers' },
        {
          ...kanga,
          slug: 'pwani-kanga-sold-out',
          name: 'Pwani Kanga sold out',
          brand: null,
          in_stock: false,
          stock: 0,
        },
      ]);
    expect(error).toBeNull();
    const slugs = async (q: string) =>
      (await searchProducts(q, server.anon())).map((p) => p.productId).sort();
    expect(await slugs('PWANI KANGA')).toEqual(['pwani-kanga-75-off', 'pwani-kanga-75-percent']);
    expect(await slugs('75%')).toEqual(['pwani-kanga-75-percent']);
    expect(await slugs('pwani_')).toEqual(['pwani-kanga-75-percent']);
    expect(await slugs('pwanixweavers')).toEqual(['pwani-kanga-75-off']);
    expect(await slugs('kanga, hemmed')).toEqual(['pwani-kanga-75-off', 'pwani-kanga-75-percent']);
    // The name ends in "off" and the category is "women": a match may not run from one into the other.
    expect(await slugs('off women')).toEqual([]);
    const byCategory = await searchProducts('smart-watches', server.anon());
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p) => p.category === 'smart-watches')).toBe(true);
  });

  it('beside it, finds products named by every word of a query, in any order (the header search)', async () => {
    const named = async (q: string) =>
      (await searchProductsByNameWords(q, server.anon())).map((p) => p.productId).sort();
    // The kangas of the test above: "Pwani Kanga 75% off", "Pwani Kanga 75 off", one sold out.
    expect(await named('kanga PWANI')).toEqual(['pwani-kanga-75-off', 'pwani-kanga-75-percent']);
    expect(await named('off 75%')).toEqual(['pwani-kanga-75-percent']);
    expect(await named('kanga  sold')).toEqual([]);
    // Every word in the name: the category ("women") and description ("hemmed") do not count.
    expect(await named('kanga women')).toEqual([]);
    expect(await named('kanga hemmed')).toEqual([]);
    // One word is the spec's query's to answer; text that looks like syntax is only text.
    expect(await named('kanga')).toEqual([]);
    for (const q of ['a,b) kanga', 'x_y kanga', '"quoted" kanga', 'or=(id.gt.0) kanga'])
      expect(await named(q), q).toEqual([]);
    expect((await searchProductsByNameWords('a e', server.anon())).length).toBe(SEARCH_LIMIT);
  });
});

describe('accounts (spec section 7)', () => {
  const email = 'njeri@example.co.ke';
  const password = 'karibu-sana-1';

  it('signs up with full_name and emailRedirectTo; the emailed link confirms and lands on /account', async () => {
    const client = browserClient();
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${server.url}/account`, data: { full_name: 'Njeri Kamau' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Njeri Kamau');
    const early = await client.auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');
    const link = server.api.outbox.latest(email)!.link!;
    const landing = await fetch(link, { redirect: 'manual' });
    const location = new URL(landing.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/account`);
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect((await client.from('profiles').select('full_name').single()).data).toEqual({
      full_name: 'Njeri Kamau',
    });
  });

  it('signs in, and a failed sign-in carries the message the "Login failed" toast shows', async () => {
    const client = browserClient();
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const failed = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(failed.error?.message).toBe('Invalid login credentials');
  });

  it('refuses a weak password and an existing address at sign-up with a message', async () => {
    const weak = await browserClient().auth.signUp({ email: 'weak@example.co.ke', password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toMatch(/at least 6 characters/);
  });

  it('refreshes the token (TOKEN_REFRESHED) and signs out (SIGNED_OUT); the old token is then refused', async () => {
    const client = browserClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data } = await client.auth.signInWithPassword({ email, password });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.session!.refresh_token).not.toBe(data.session!.refresh_token);
    const oldToken = refreshed.data.session!.access_token;
    expect((await client.auth.signOut()).error).toBeNull();
    expect(events).toEqual(expect.arrayContaining(['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']));
    const after = await server.anon().auth.getUser(oldToken);
    expect(after.error).not.toBeNull();
  });

  it('checks the staff role the admin button depends on', async () => {
    for (const [who, password, role] of [
      ['shopper', 'mtindo-shopper', null],
      ['manager', 'mtindo-manager', 'manager'],
      ['admin', 'mtindo-admin', 'admin'],
    ] as const) {
      const client = await server.signIn(`${who}@mtindo.test`, password);
      const id = (await client.auth.getUser()).data.user!.id;
      expect(await getStaffRole(id, client)).toBe(role);
    }
  });

  it('recovers a password with the PKCE code challenge', async () => {
    const client = browserClient();
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/account` })).error,
    ).toBeNull();
    const link = server.api.outbox.latest(email)!.link!;
    const landing = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
    const exchanged = await client.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'a-new-password-2' })).error).toBeNull();
    expect(
      (await browserClient().auth.signInWithPassword({ email, password: 'a-new-password-2' })).error,
    ).toBeNull();
  });

  it('answers social sign-in as GoTrue does for a provider that is not enabled, and linking as with manual linking off', async () => {
    const client = browserClient();
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
    expect(await authorize.json()).toMatchObject({ error_code: 'validation_failed' });
    await client.auth.signInWithPassword({ email, password: 'a-new-password-2' });
    const link = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    // config.toml leaves enable_manual_linking off, as a new hosted project has it.
    expect(link.error?.code).toBe('manual_linking_disabled');
    const identities = await client.auth.getUserIdentities();
    expect(identities.data?.identities).toHaveLength(1);
    const unlink = await client.auth.unlinkIdentity(identities.data!.identities[0]!);
    expect(unlink.error?.code).toBe('manual_linking_disabled');
  });

  it('enrols, challenges and verifies an authenticator app, raising the session to aal2, then unenrols', async () => {
    const client = browserClient();
    await client.auth.signInWithPassword({ email, password: 'a-new-password-2' });
    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
      issuer: 'Mtindo',
    });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    const totp = new TOTP({ secret: enrolled.data!.totp.secret });
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    const wrong = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: '000000' });
    expect(wrong.error).not.toBeNull();
    expect((await client.auth.mfa.unenroll({ factorId: enrolled.data!.id })).error).toBeNull();
  });

  it('enrols a phone factor whose code goes to the local outbox', async () => {
    const client = browserClient();
    await client.auth.signInWithPassword({ email, password: 'a-new-password-2' });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+254712000111' });
    expect(enrolled.error).toBeNull();
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id, channel: 'sms' });
    expect(challenge.error).toBeNull();
    const code = server.api.outbox.latest('+254712000111')!.code!;
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code,
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('publishes signing keys that verify the access tokens', async () => {
    const client = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const jwks = await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks));
    expect(payload).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      email: 'shopper@mtindo.test',
    });
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe('shopper@mtindo.test');
  });
});

describe('newsletter (standing decision 5)', () => {
  it('stores an address; a repeat is not an error; a bad address fails so the toast can say so', async () => {
    await subscribeToNewsletter({ email: 'Msomaji@Example.co.ke', source: 'newsletter' }, server.anon());
    await subscribeToNewsletter({ email: 'msomaji@example.co.ke', source: 'popup' }, server.anon());
    const admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
    const { data } = await admin
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('email', 'msomaji@example.co.ke');
    expect(data).toEqual([{ email: 'msomaji@example.co.ke', source: 'newsletter' }]);
    await expect(
      subscribeToNewsletter({ email: 'no-at-sign', source: 'newsletter' }, server.anon()),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
