// Sign-up through the real supabase-js: confirmation email in the outbox, the link's redirect
// with the session (implicit) or a code (PKCE), and GoTrue's answers for the edge cases.
import { describe, expect, it } from 'vitest';
import {
  body,
  followLink,
  fragment,
  openTestbed,
  SITE,
  uniqueEmail,
  useAuthTestbed,
} from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

describe(`sign-up (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates an unconfirmed user, emails a link, and the link signs in and fills the profile', async () => {
    const email = uniqueEmail();
    const client = bed().client();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { data: { full_name: 'Amani Otieno' }, emailRedirectTo: `${SITE}/account` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Amani Otieno',
      email,
      email_verified: false,
    });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', id: data.user?.id });

    const message = bed().latest(email);
    expect(message.channel).toBe('email');
    const link = new URL(message.link!);
    expect(link.origin + link.pathname).toBe('http://localhost:4321/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/account`);

    const early = await client.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.status).toBe(400);

    const location = await followLink(bed(), message.link!);
    expect(location.startsWith(`${SITE}/account#`)).toBe(true);
    const params = fragment(location);
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    expect(Number(params.get('expires_in'))).toBe(3600);
    expect(params.get('refresh_token')).toBeTruthy();
    const accessToken = params.get('access_token')!;

    const { data: user } = await client.auth.getUser(accessToken);
    expect(user.user?.email_confirmed_at).toBeTruthy();
    expect(user.user?.user_metadata.email_verified).toBe(true);
    expect(user.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);

    const { rows } = await bed().db.query<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [user.user!.id],
    );
    expect(rows[0]?.full_name).toBe('Amani Otieno');

    // The link is single-use: a second visit lands on the error fragment.
    const again = fragment(await followLink(bed(), message.link!));
    expect(again.get('error')).toBe('access_denied');
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');

    const signedIn = await client.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe(email);
  });

  it('with a PKCE client, the link redirects with a code that exchanges for a session', async () => {
    const email = uniqueEmail();
    const client = bed().client({ flowType: 'pkce' });
    const { error } = await client.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { emailRedirectTo: `${SITE}/auth/callback` },
    });
    expect(error).toBeNull();
    const location = new URL(await followLink(bed(), bed().latest(email).link!));
    expect(location.origin + location.pathname).toBe(`${SITE}/auth/callback`);
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.user.email_confirmed_at).toBeTruthy();

    const reused = await bed().client({ flowType: 'pkce' }).auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
  });

  it('answers a repeat sign-up of a confirmed address with an obfuscated user and no email', async () => {
    const email = uniqueEmail();
    const client = bed().client();
    const first = await client.auth.signUp({ email, password: 'correct-horse-1' });
    await followLink(bed(), bed().latest(email).link!);
    const sent = bed().outbox.list(email).length;

    const repeat = await client.auth.signUp({ email, password: 'another-pass-2' });
    expect(repeat.error).toBeNull();
    expect(repeat.data.user?.id).not.toBe(first.data.user?.id);
    expect(repeat.data.user?.identities).toEqual([]);
    expect(repeat.data.session).toBeNull();
    expect(bed().outbox.list(email)).toHaveLength(sent);
  });

  it('resends to an unconfirmed address at most once per max_frequency', async () => {
    const email = uniqueEmail();
    const client = bed().client();
    await client.auth.signUp({ email, password: 'correct-horse-1' });
    const repeat = await client.auth.signUp({ email, password: 'correct-horse-1' });
    expect(repeat.error?.code).toBe('over_email_send_rate_limit');
    expect(repeat.error?.status).toBe(429);
    expect(repeat.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    bed().advance(61);
    const later = await client.auth.signUp({ email, password: 'correct-horse-1' });
    expect(later.error).toBeNull();
    expect(bed().outbox.list(email)).toHaveLength(2);
  });

  it("a confirmation activates its own sign-up's password: an earlier stranger's never signs in", async () => {
    const email = uniqueEmail('newhire');
    const stranger = bed().client();
    await stranger.auth.signUp({ email, password: 'strangers-pass-1' });
    const strangersLink = bed().latest(email).link!;
    bed().advance(61);

    const owner = bed().client();
    const repeat = await owner.auth.signUp({ email, password: 'owners-own-pass-2' });
    expect(repeat.error).toBeNull();
    const ownersLink = bed().latest(email).link!;
    expect(ownersLink).not.toBe(strangersLink);

    // The stranger's link died with the owner's sign-up; the owner's own link confirms.
    expect(fragment(await followLink(bed(), strangersLink)).get('error_code')).toBe('otp_expired');
    expect(fragment(await followLink(bed(), ownersLink)).get('access_token')).toBeTruthy();

    const attack = await stranger.auth.signInWithPassword({ email, password: 'strangers-pass-1' });
    expect(attack.error?.code).toBe('invalid_credentials');
    expect(attack.data.session).toBeNull();
    const own = await owner.auth.signInWithPassword({ email, password: 'owners-own-pass-2' });
    expect(own.error).toBeNull();
    expect(own.data.user?.email).toBe(email);
  });

  it('resends the confirmation with auth.resend, and nothing once confirmed', async () => {
    const email = uniqueEmail();
    const client = bed().client();
    await client.auth.signUp({ email, password: 'correct-horse-1' });
    const early = await client.auth.resend({ type: 'signup', email });
    expect(early.error?.code).toBe('over_email_send_rate_limit');
    bed().advance(61);
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const messages = bed().outbox.list(email);
    expect(messages).toHaveLength(2);
    // Only the newest link works.
    expect(fragment(await followLink(bed(), messages[1]!.link!)).get('error_code')).toBe('otp_expired');
    expect(fragment(await followLink(bed(), messages[0]!.link!)).get('access_token')).toBeTruthy();
    bed().advance(61);
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(bed().outbox.list(email)).toHaveLength(2);
    expect((await client.auth.resend({ type: 'signup', email: uniqueEmail('ghost') })).error).toBeNull();
  });

  it('refuses weak passwords, bad addresses and anonymous sign-ups as GoTrue does', async () => {
    const client = bed().client();
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);

    const raw = await bed().request('POST', '/signup', { body: { email: uniqueEmail(), password: '12345' } });
    expect(body(raw)).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });

    const bad = await client.auth.signUp({ email: 'not-an-address', password: 'correct-horse-1' });
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');

    const anonymous = await bed().request('POST', '/signup', { body: { password: 'correct-horse-1' } });
    expect(anonymous.status).toBe(422);
    expect(body(anonymous).error_code).toBe('anonymous_provider_disabled');
  });

  it('verifies a typed code with POST /verify and the token hash of the link too', async () => {
    const client = bed().client();
    const first = uniqueEmail();
    await client.auth.signUp({ email: first, password: 'correct-horse-1' });
    const code = bed().latest(first).code!;
    const wrong = await client.auth.verifyOtp({
      email: first,
      token: code === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const { data, error } = await client.auth.verifyOtp({ email: first, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(first);

    const second = uniqueEmail();
    await client.auth.signUp({ email: second, password: 'correct-horse-1' });
    const tokenHash = new URL(bed().latest(second).link!).searchParams.get('token')!;
    const byHash = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.session?.user.email).toBe(second);
  });

  it('refuses an expired link with the error in the redirect fragment', async () => {
    const email = uniqueEmail();
    await bed()
      .client()
      .auth.signUp({ email, password: 'correct-horse-1', options: { emailRedirectTo: `${SITE}/welcome` } });
    bed().advance(bed().config.email.otpExpiry + 1);
    const location = await followLink(bed(), bed().latest(email).link!);
    expect(location).toBe(
      `${SITE}/welcome#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('sends links only to allowed redirect targets, otherwise to the site URL', async () => {
    const email = uniqueEmail();
    await bed()
      .client()
      .auth.signUp({
        email,
        password: 'correct-horse-1',
        options: { emailRedirectTo: 'https://evil.example/steal' },
      });
    expect(new URL(bed().latest(email).link!).searchParams.get('redirect_to')).toBe(SITE);
    const location = await followLink(bed(), bed().latest(email).link!);
    expect(location.startsWith(`${SITE}#access_token=`)).toBe(true);
  });
});

describe(`sign-up settings (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('with confirmations off, signs in at once and refuses a repeat with user_already_exists', async () => {
    const base = (await import('../../../supabase/local/config.ts')).readConfig().auth;
    const open = await openTestbed({ config: { email: { ...base.email, enableConfirmations: false } } });
    try {
      const email = uniqueEmail();
      const client = open.client();
      const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-1' });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(open.outbox.list(email)).toHaveLength(0);
      const repeat = await client.auth.signUp({ email, password: 'correct-horse-1' });
      expect(repeat.error?.code).toBe('user_already_exists');
      expect(repeat.error?.status).toBe(422);
      expect(repeat.error?.message).toBe('User already registered');
      expect(body(await open.request('GET', '/settings')).mailer_autoconfirm).toBe(true);
    } finally {
      await open.close();
    }
  }, 60_000);

  it('refuses sign-ups when they are disabled', async () => {
    const closed = await openTestbed({ config: { enableSignup: false } });
    try {
      const { error } = await closed
        .client()
        .auth.signUp({ email: uniqueEmail(), password: 'correct-horse-1' });
      expect(error?.code).toBe('signup_disabled');
      expect(error?.status).toBe(422);
      expect(error?.message).toBe('Signups not allowed for this instance');
    } finally {
      await closed.close();
    }
  }, 60_000);
});
