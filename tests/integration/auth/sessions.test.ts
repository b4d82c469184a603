// Password sign-in, refresh-token rotation and reuse detection, the user endpoints and sign-out,
// through the real supabase-js.
import { describe, expect, it } from 'vitest';
import { body, confirmedUser, useAuthTestbed } from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

describe(`sessions (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signs in with the right password only', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    const nobody = await client.auth.signInWithPassword({ email: 'nobody@mtindo.test', password });
    expect(nobody.error?.code).toBe('invalid_credentials');

    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.user.email).toBe(email);
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(session.user.last_sign_in_at).toBeTruthy();
  });

  it("rotates refresh tokens and revokes the session's tokens when an old one is replayed later", async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client();
    const { data } = await client.auth.signInWithPassword({ email, password });
    const first = data.session!.refresh_token;

    const second = (await client.auth.refreshSession({ refresh_token: first })).data.session!;
    expect(second.refresh_token).not.toBe(first);
    const third = (await client.auth.refreshSession({ refresh_token: second.refresh_token })).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The parent of the active token gets that same active token back (a lost response).
    const retried = await client.auth.refreshSession({ refresh_token: second.refresh_token });
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(third.refresh_token);

    // Outside the reuse interval, replaying an older token is theft: as GoTrue's RevokeTokenFamily,
    // every refresh token of the session is revoked; the session and its access tokens stay.
    bed().advance(bed().config.refreshTokenReuseInterval + 1);
    const replay = await client.auth.refreshSession({ refresh_token: first });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(replay.error?.status).toBe(400);
    const { rows } = await bed().db.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token = $1',
      [third.refresh_token],
    );
    expect(rows).toEqual([{ revoked: true }]);
    const user = await client.auth.getUser(third.access_token);
    expect(user.error).toBeNull();

    // Revoking stamped the active token, so within one reuse interval it refreshes still (GoTrue's
    // reuse-interval check); after it, it is reuse too.
    bed().advance(bed().config.refreshTokenReuseInterval + 1);
    const afterTheft = await client.auth.refreshSession({ refresh_token: third.refresh_token });
    expect(afterTheft.error?.code).toBe('refresh_token_already_used');

    const unknown = await client.auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('accepts a replayed token within the reuse interval (concurrent refreshes)', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client();
    const first = (await client.auth.signInWithPassword({ email, password })).data.session!.refresh_token;
    const second = (await client.auth.refreshSession({ refresh_token: first })).data.session!;
    await client.auth.refreshSession({ refresh_token: second.refresh_token });
    const replay = await client.auth.refreshSession({ refresh_token: first });
    expect(replay.error).toBeNull();
  });

  it('reads and updates the user: metadata merges, the password changes, the same one is refused', async () => {
    const { email, password } = await confirmedUser(bed(), 'correct-horse-1', 'Baraka Mwangi');
    const client = bed().client();
    await client.auth.signInWithPassword({ email, password });
    const other = bed().client();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;

    const { data: read } = await client.auth.getUser();
    expect(read.user?.user_metadata.full_name).toBe('Baraka Mwangi');
    expect(read.user?.identities).toHaveLength(1);

    const merged = await client.auth.updateUser({ data: { phone_hint: '0712', full_name: 'Baraka M.' } });
    expect(merged.error).toBeNull();
    expect(merged.data.user?.user_metadata).toMatchObject({
      phone_hint: '0712',
      full_name: 'Baraka M.',
      email,
    });
    const removed = await client.auth.updateUser({ data: { phone_hint: null } });
    expect(removed.data.user?.user_metadata.phone_hint).toBeUndefined();

    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.auth.updateUser({ password: 'battery-staple-2' });
    expect(changed.error).toBeNull();
    expect((await bed().client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await bed().client().auth.signInWithPassword({ email, password: 'battery-staple-2' })).error,
    ).toBeNull();
    // A new password signs out the user's other sessions.
    const stale = await other.auth.getUser(otherSession.access_token);
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('signs out: the access token of a signed-out session is refused with session_not_found', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client();
    const session = (await client.auth.signInWithPassword({ email, password })).data.session!;
    const keep = bed().client();
    const kept = (await keep.auth.signInWithPassword({ email, password })).data.session!;

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const refused = await bed().request('GET', '/user', {
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(refused.status).toBe(403);
    expect(body(refused)).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect(refused.headers?.['X-Supabase-Api-Version']).toBe('2024-01-01');
    expect((await keep.auth.getUser()).error).toBeNull();
    const refreshAfter = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshAfter.error?.code).toBe('refresh_token_not_found');

    expect((await keep.auth.signOut()).error).toBeNull();
    const gone = await bed().request('GET', '/user', {
      headers: { authorization: `Bearer ${kept.access_token}` },
    });
    expect(gone.status).toBe(403);
    expect(body(gone).error_code).toBe('session_not_found');

    const again = (await bed().client().auth.signInWithPassword({ email, password })).data.session!;
    const badScope = await bed().request('POST', '/logout?scope=everyone', {
      headers: { authorization: `Bearer ${again.access_token}` },
    });
    expect(badScope.status).toBe(400);
    expect(body(badScope)).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unsupported logout scope "everyone"',
    });
  });

  it('signs out the other sessions only with scope=others', async () => {
    const { email, password } = await confirmedUser(bed());
    const mine = bed().client();
    await mine.auth.signInWithPassword({ email, password });
    const theirs = bed().client();
    await theirs.auth.signInWithPassword({ email, password });
    expect((await mine.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await mine.auth.getUser()).error).toBeNull();
    expect((await theirs.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('requires a bearer token on the user endpoints', async () => {
    const none = await bed().request('GET', '/user');
    expect(none.status).toBe(401);
    expect(body(none)).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    const logout = await bed().request('POST', '/logout');
    expect(logout.status).toBe(401);
  });
});
