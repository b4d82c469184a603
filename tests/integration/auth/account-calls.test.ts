// The store's account calls (src/lib/supabase/auth.ts) through the real supabase-js client against
// the local auth service: the options they send, the errors they throw, and two-factor from enrolment
// to an aal2 session, as the /auth and /account islands use them.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import {
  challengeFactor,
  enrolAuthenticator,
  listFactors,
  listIdentities,
  removeFactor,
  resendConfirmation,
  sendPasswordReset,
  signInWithPassword,
  signUp,
  unlinkProvider,
  updateFullName,
  verifyFactor,
} from '../../../src/lib/supabase/auth';
import { describeAuthError } from '../../../src/lib/auth/messages';
import { needsSecondFactor } from '../../../src/lib/auth/assurance';
import { SITE, confirmedUser, uniqueEmail, useAuthTestbed } from '../support/auth-testbed.ts';

const bed = useAuthTestbed();

const code = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function caught(
  promise: Promise<unknown>,
): Promise<{ status?: number; code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; code?: string; message: string };
  }
  throw new Error('expected the call to fail');
}

describe(`account calls (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signs up with the full name, and the confirmation link lands on /account', async () => {
    const email = uniqueEmail();
    const client = bed().client({ flowType: 'pkce' });
    const { user, session } = await signUp(
      { fullName: 'Njeri Mwangi', email, password: 'kikoi-2026' },
      client,
    );
    expect(session).toBeNull();
    expect(user?.user_metadata.full_name).toBe('Njeri Mwangi');
    const link = new URL(bed().latest(email).link!);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/account`);
  });

  it('throws the server\'s error for a wrong password (the "Login failed" message), and signs in with the right one', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client({ flowType: 'pkce' });
    const error = await caught(signInWithPassword(email, 'wrong-password', client));
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(describeAuthError(error)).toBe('Invalid login credentials');
    const { session } = await signInWithPassword(email, password, client);
    expect(session.user.email).toBe(email);
  });

  it('sends a recovery link that opens the new-password form', async () => {
    const { email } = await confirmedUser(bed());
    await sendPasswordReset(email, bed().client({ flowType: 'pkce' }));
    const link = new URL(bed().latest(email).link!);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/auth?mode=reset`);
  });

  it('enrols an authenticator app, verifies it to aal2, then owes a code at the next sign-in', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client({ flowType: 'pkce' });
    await signInWithPassword(email, password, client);
    const enrolled = await enrolAuthenticator('Authenticator app 1', client);
    if (enrolled.type !== 'totp') throw new Error('expected a TOTP factor');
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(enrolled.totp.uri)).toContain('issuer=Mtindo');

    const verified = await verifyFactor(
      enrolled.id,
      await challengeFactor(enrolled.id, client),
      code(enrolled.totp.secret),
      client,
    );
    expect(decodeJwt(verified.access_token).aal).toBe('aal2');
    expect((await listFactors(client)).map((f) => [f.id, f.status])).toEqual([[enrolled.id, 'verified']]);

    const again = bed().client({ flowType: 'pkce' });
    const next = await signInWithPassword(email, password, again);
    expect(needsSecondFactor(next.session)).toBe(true);
    const raised = await verifyFactor(
      enrolled.id,
      await challengeFactor(enrolled.id, again),
      code(enrolled.totp.secret, 1),
      again,
    );
    expect(needsSecondFactor(raised)).toBe(false);

    await removeFactor(enrolled.id, again);
    expect(await listFactors(again)).toEqual([]);
  });

  it('saves the name; unlinking is refused while manual linking is off, as config.toml has it', async () => {
    const { email, password } = await confirmedUser(bed());
    const client = bed().client({ flowType: 'pkce' });
    await signInWithPassword(email, password, client);
    const identities = await listIdentities(client);
    expect(identities.map((i) => i.provider)).toEqual(['email']);
    const error = await caught(unlinkProvider(identities[0]!, client));
    expect(error.code).toBe('manual_linking_disabled');
    expect(error.status).toBe(404);

    const { user } = await updateFullName('Wambui Kariuki', client);
    expect(user.user_metadata.full_name).toBe('Wambui Kariuki');
  });

  it('says when a confirmation email may be sent again (one per address per minute)', async () => {
    const email = uniqueEmail();
    const client = bed().client({ flowType: 'pkce' });
    await signUp({ fullName: 'Otieno Ouma', email, password: 'matatu-2026' }, client);
    const error = await caught(resendConfirmation(email, client));
    expect(error.status).toBe(429);
    expect(describeAuthError(error)).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
  });
});

describe('account calls with manual linking on', () => {
  const linkingBed = useAuthTestbed({ config: { enableManualLinking: true } });

  it('keeps the last way to sign in', async () => {
    const { email, password } = await confirmedUser(linkingBed());
    const client = linkingBed().client({ flowType: 'pkce' });
    await signInWithPassword(email, password, client);
    const identities = await listIdentities(client);
    const error = await caught(unlinkProvider(identities[0]!, client));
    expect(error.code).toBe('single_identity_not_deletable');
  });
});
