// Changing the email address: GoTrue's secure change, confirmed by links to both addresses.
import { describe, expect, it } from 'vitest';
import {
  confirmedUser,
  followLink,
  fragment,
  SITE,
  uniqueEmail,
  useAuthTestbed,
} from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

describe(`email change (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies the new address once both links are followed', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client();
    await client.auth.signInWithPassword({ email, password });
    const next = uniqueEmail('moved');

    const { data, error } = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${SITE}/account` },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);

    const first = await followLink(bed(), bed().latest(email).link!);
    expect(fragment(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const second = fragment(await followLink(bed(), bed().latest(next).link!));
    expect(second.get('type')).toBe('email_change');
    const { data: user } = await client.auth.getUser(second.get('access_token')!);
    expect(user.user?.email).toBe(next);
    expect(user.user?.new_email).toBeUndefined();
    expect(user.user?.identities?.[0]?.identity_data?.email).toBe(next);

    expect((await bed().client().auth.signInWithPassword({ email: next, password })).error).toBeNull();
    expect((await bed().client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('refuses an address another user has', async () => {
    const taken = await confirmedUser(bed());
    const { email, password } = await confirmedUser(bed());
    const client = bed().client();
    await client.auth.signInWithPassword({ email, password });
    const { error } = await client.auth.updateUser({ email: taken.email });
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });
});
