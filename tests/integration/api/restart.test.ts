// Restarting the server loses nothing that was committed: accounts, sessions, subscriptions and
// catalogue edits survive, and a restart re-applies neither the bootstrap, the migrations nor the
// seed. The server starts on an empty database here, as a new shop's first start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from '../../../src/lib/supabase/newsletter.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ fresh: true, persist: true });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe(`restarting the local server`, () => {
  it('keeps what was committed', async () => {
    expect(server.api.setup.bootstrapped).toBe(true);
    expect(server.api.setup.seeded).toBe(true);
    const email = 'restart@example.co.ke';
    const signUp = await server
      .anon()
      .auth.signUp({ email, password: 'restart-pass-1', options: { data: { full_name: 'Restart Test' } } });
    expect(signUp.error).toBeNull();
    const link = server.api.outbox.latest(email)!.link!;
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    const shopper = await server.signIn(email, 'restart-pass-1');
    const refreshToken = (await shopper.auth.getSession()).data.session!.refresh_token;
    await subscribeToNewsletter({ email, source: 'popup' }, server.anon());
    const admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
    expect(
      (await admin.from('products').update({ price: 4321 }).eq('slug', 'mens-tee-001')).error,
    ).toBeNull();

    await server.restart();

    expect(server.api.setup.bootstrapped).toBe(false);
    expect(server.api.setup.applied).toEqual([]);
    expect(server.api.setup.seeded).toBe(false);
    const again = await server.signIn(email, 'restart-pass-1');
    expect((await again.from('profiles').select('full_name').single()).data).toEqual({
      full_name: 'Restart Test',
    });
    const refreshed = await server.anon().auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.email).toBe(email);
    const { data: product } = await server
      .anon()
      .from('products')
      .select('price')
      .eq('slug', 'mens-tee-001')
      .single();
    expect(product).toEqual({ price: 4321 });
    const { data: subscribers } = await admin
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('email', email);
    expect(subscribers).toEqual([{ email, source: 'popup' }]);
  }, 120_000);
});
