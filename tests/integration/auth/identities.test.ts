// Identities and OAuth providers: signing up creates the email identity; linking and unlinking
// answer only with manual linking switched on (off in config.toml, as on a new hosted project); no
// provider is enabled locally, so linking and OAuth sign-in fail exactly as GoTrue fails for a
// disabled provider.
import { describe, expect, it } from 'vitest';
import { body, confirmedUser, ORIGIN, useAuthTestbed, type Testbed } from '../support/auth-testbed.ts';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const linkingOff = useAuthTestbed();

async function signedIn(testbed: Testbed) {
  const { email, password } = await confirmedUser(testbed);
  const client = testbed.client();
  await client.auth.signInWithPassword({ email, password });
  return { client, email };
}

describe(`manual linking off, as config.toml has it (${database})`, () => {
  const bed = linkingOff;

  it('is off unless config.toml switches it on', () => {
    expect(bed().config.enableManualLinking).toBe(false);
  });

  it("refuses linkIdentity and unlinkIdentity with GoTrue's manual_linking_disabled", async () => {
    const { client } = await signedIn(bed());
    const identity = (await client.auth.getUserIdentities()).data!.identities[0]!;

    const link = await client.auth.linkIdentity({ provider: 'google' });
    expect(link.error?.code).toBe('manual_linking_disabled');
    expect(link.error?.status).toBe(404);
    expect(link.error?.message).toBe('Manual linking is disabled');

    const unlink = await client.auth.unlinkIdentity(identity);
    expect(unlink.error?.code).toBe('manual_linking_disabled');
    expect(unlink.error?.status).toBe(404);
    expect(unlink.error?.message).toBe('Manual linking is disabled');
    // Nothing was removed.
    expect((await client.auth.getUserIdentities()).data!.identities).toHaveLength(1);
  });

  it('answers in the body shape the API version asks for, after the login check', async () => {
    const { client } = await signedIn(bed());
    const token = (await client.auth.getSession()).data.session!.access_token;
    const bearer = { authorization: `Bearer ${token}` };

    const legacy = await bed().request('DELETE', '/user/identities/00000000-0000-4000-8000-000000000000', {
      headers: bearer,
    });
    expect(legacy.status).toBe(404);
    expect(legacy.headers?.['x-sb-error-code']).toBe('manual_linking_disabled');
    expect(body(legacy)).toEqual({
      code: 404,
      error_code: 'manual_linking_disabled',
      msg: 'Manual linking is disabled',
    });

    const versioned = await bed().request('GET', '/user/identities/authorize?provider=google', {
      headers: { ...bearer, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(versioned.status).toBe(404);
    expect(body(versioned)).toEqual({
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });

    // GoTrue's requireAuthentication runs first: no session, no word about linking.
    const anonymous = await bed().request('GET', '/user/identities/authorize?provider=google');
    expect(anonymous.status).toBe(401);
    expect(body(anonymous).error_code).toBe('no_authorization');
    const unlinkAnonymous = await bed().request('DELETE', '/user/identities/not-a-uuid');
    expect(unlinkAnonymous.status).toBe(401);
  });
});

describe(`identities and providers, manual linking on (${database})`, () => {
  const bed = useAuthTestbed({ config: { enableManualLinking: true } });
  const signedInHere = () => signedIn(bed());

  it('lists the email identity created at sign-up', async () => {
    const { client, email } = await signedInHere();
    const { data, error } = await client.auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities).toHaveLength(1);
    const identity = data!.identities[0]!;
    const user = (await client.auth.getUser()).data.user!;
    expect(identity).toMatchObject({ provider: 'email', id: user.id, user_id: user.id, email });
    expect(identity.identity_id).toMatch(/^[0-9a-f-]{36}$/);
    // GoTrue keeps the sign-up data in the identity too.
    expect(identity.identity_data).toEqual({
      sub: user.id,
      email,
      email_verified: true,
      phone_verified: false,
      full_name: 'Wanjiku Kamau',
    });
  });

  it('refuses to unlink the only identity, and unknown identities', async () => {
    const { client } = await signedInHere();
    const identity = (await client.auth.getUserIdentities()).data!.identities[0]!;
    const only = await client.auth.unlinkIdentity(identity);
    expect(only.error?.code).toBe('single_identity_not_deletable');
    expect(only.error?.status).toBe(422);
    expect(only.error?.message).toBe('User must have at least 1 identity after unlinking');

    const token = (await client.auth.getSession()).data.session!.access_token;
    const notUuid = await bed().request('DELETE', '/user/identities/not-a-uuid', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notUuid.status).toBe(404);
    expect(body(notUuid).msg).toBe('identity_id must be an UUID');
  });

  it('unlinks a second identity and then refuses an unknown one with identity_not_found', async () => {
    const { client } = await signedInHere();
    const user = (await client.auth.getUser()).data.user!;
    // A second identity as a provider sign-in would have left it (none can be made locally).
    await bed().db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values ('g-123', $1, '{"sub":"g-123"}', 'google')`,
      [user.id],
    );
    const identities = (await client.auth.getUserIdentities()).data!.identities;
    expect(identities.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
    const unknown = await client.auth.unlinkIdentity({
      ...identities[1]!,
      identity_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.code).toBe('identity_not_found');
    const google = identities.find((identity) => identity.provider === 'google')!;
    const unlinked = await client.auth.unlinkIdentity(google);
    expect(unlinked.error).toBeNull();
    const after = (await client.auth.getUser()).data.user!;
    expect(after.identities).toHaveLength(1);
    expect(after.app_metadata.providers).toEqual(['email']);
  });

  it("answers linkIdentity with GoTrue's disabled-provider error", async () => {
    const { client } = await signedInHere();
    const { data, error } = await client.auth.linkIdentity({ provider: 'google' });
    expect(data.url).toBeNull();
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Unsupported provider: provider is not enabled');
  });

  it('builds the OAuth URL, which the service refuses for a disabled or unknown provider', async () => {
    const client = bed().client({ flowType: 'pkce' });
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${ORIGIN}/account`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const url = new URL(data.url!);
    expect(url.pathname).toBe('/auth/v1/authorize');
    const response = await bed().fetch(url, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });

    const unknown = await bed().request('GET', '/authorize?provider=myspace');
    expect(body(unknown)).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: Provider myspace could not be found',
    });
  });

  it('sends a stray OAuth callback back to the site with an error', async () => {
    const response = await bed().request('GET', '/callback?code=abc');
    expect(response.status).toBe(303);
    const location = new URL(response.headers!.Location!);
    expect(location.origin).toBe('http://localhost:4321');
    expect(location.searchParams.get('error_code')).toBe('bad_oauth_callback');
  });
});
