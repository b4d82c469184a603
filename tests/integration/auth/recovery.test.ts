// Password recovery with a PKCE client: the emailed link, the code exchange, the new password.
import { describe, expect, it } from 'vitest';
import {
  body,
  confirmedUser,
  followLink,
  fragment,
  SITE,
  uniqueEmail,
  useAuthTestbed,
} from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

describe(`password recovery (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('resets the password through the link, the code exchange and updateUser', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client({ flowType: 'pkce' });
    const { data, error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/account/reset`,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const message = bed().latest(email);
    expect(message.subject).toBe('Reset Your Password');
    const link = new URL(message.link!);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);

    const location = new URL(await followLink(bed(), message.link!));
    expect(location.origin + location.pathname).toBe(`${SITE}/account/reset`);
    const code = location.searchParams.get('code')!;
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(exchanged.data.session?.user.email).toBe(email);

    const updated = await client.auth.updateUser({ password: 'new-secret-42' });
    expect(updated.error).toBeNull();
    const old = await bed().client().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await bed().client().auth.signInWithPassword({ email, password: 'new-secret-42' });
    expect(fresh.error).toBeNull();
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await bed().client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(bed().outbox.list(email)).toHaveLength(0);
  });

  it('sends at most one recovery email per max_frequency', async () => {
    const { email } = await confirmedUser(bed());
    const client = bed().client();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await client.auth.resetPasswordForEmail(email);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.status).toBe(429);
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
  });

  it('with an implicit client, the recovery link signs in with type=recovery in the fragment', async () => {
    const { email } = await confirmedUser(bed());
    bed().advance(61);
    await bed().client().auth.resetPasswordForEmail(email);
    const params = fragment(await followLink(bed(), bed().latest(email).link!));
    expect(params.get('type')).toBe('recovery');
    expect(params.get('access_token')).toBeTruthy();
  });

  it('refuses a bad code verifier and an unknown code', async () => {
    const { email } = await confirmedUser(bed());
    bed().advance(61);
    const client = bed().client({ flowType: 'pkce' });
    await client.auth.resetPasswordForEmail(email);
    const code = new URL(await followLink(bed(), bed().latest(email).link!)).searchParams.get('code')!;
    const wrongVerifier = await bed().request('POST', '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(43) },
    });
    expect(wrongVerifier.status).toBe(400);
    expect(body(wrongVerifier)).toMatchObject({
      error_code: 'bad_code_verifier',
      msg: 'code challenge does not match previously saved code verifier',
    });
    const unknown = await bed().request('POST', '/token?grant_type=pkce', {
      body: { auth_code: '00000000-0000-0000-0000-000000000000', code_verifier: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(body(unknown).error_code).toBe('flow_state_not_found');
    const empty = await bed().request('POST', '/token?grant_type=pkce', { body: { auth_code: code } });
    expect(empty.status).toBe(400);
    expect(body(empty).error_code).toBe('validation_failed');
  });
});
