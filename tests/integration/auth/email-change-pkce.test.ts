// Changing the email address from a PKCE client (the browser's). supabase-js drops its code
// verifier whenever it saves a session (updateUser saves one at once), so the last link's code
// cannot be exchanged; /account refreshes the session instead, and that carries the new address.
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../src/lib/supabase/auth';
import { confirmedUser, followLink, SITE, uniqueEmail, useAuthTestbed } from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

describe(`email change with PKCE (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies the new address after both links, and a refreshed session carries it', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client({ flowType: 'pkce' });
    await client.auth.signInWithPassword({ email, password });
    const next = uniqueEmail('moved');
    const { error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/account` });
    expect(error).toBeNull();

    const first = new URL(await followLink(bed(), bed().latest(email).link!));
    expect(first.searchParams.get('message')).toMatch(/^Confirmation link accepted/);
    const second = new URL(await followLink(bed(), bed().latest(next).link!));
    expect(second.pathname).toBe('/account');
    expect(second.searchParams.get('code')).toBeTruthy();
    expect((await client.auth.exchangeCodeForSession(second.searchParams.get('code')!)).error?.name).toBe(
      'AuthPKCECodeVerifierMissingError',
    );

    const refreshed = await refreshSession(client);
    expect(refreshed.user?.email).toBe(next);
  });
});
