// Phone numbers are checked as GoTrue checks them: a badly formatted one is 400 validation_failed
// "Invalid phone number format (E.164 required)" wherever a number comes in, after the switch
// GoTrue looks at first (the phone provider, the MFA phone factor). With the provider off, as in
// the store's config.toml, the switch is what answers.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../supabase/local/config.ts';
import { confirmedUser, useAuthTestbed, type Testbed } from '../support/auth-testbed.ts';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const BAD = '0712 345 678'; // a local number: E.164 has no leading 0
const GOOD = '+254 712 345 678'; // one leading + and spaces are dropped, as GoTrue does
const FORMAT = {
  code: 'validation_failed',
  status: 400,
  message: 'Invalid phone number format (E.164 required)',
};

type Outcome = { error: { code?: string; status?: number; message: string } | null };
const failure = ({ error }: Outcome) => ({
  code: error?.code,
  status: error?.status,
  message: error?.message,
});

async function signedIn(testbed: Testbed) {
  const { email, password } = await confirmedUser(testbed);
  const client = testbed.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

describe(`phone numbers, phone provider off as in config.toml (${database})`, () => {
  const bed = useAuthTestbed();

  it('verify checks the format first (GoTrue has no provider check there)', async () => {
    const client = bed().client();
    expect(failure(await client.auth.verifyOtp({ phone: BAD, token: '123456', type: 'sms' }))).toEqual(
      FORMAT,
    );
    expect(
      failure(await client.auth.verifyOtp({ phone: 'not a number', token: '123456', type: 'sms' })),
    ).toEqual(FORMAT);
    // A well-formed number: no code was ever sent to it.
    const valid = await client.auth.verifyOtp({ phone: GOOD, token: '123456', type: 'sms' });
    expect(valid.error?.code).toBe('otp_expired');
    expect(valid.error?.status).toBe(403);
  });

  it('sign-up, OTP, resend and password sign-in say the provider is off before the format', async () => {
    const client = bed().client();
    expect(failure(await client.auth.signUp({ phone: BAD, password: 'correct-horse-1' }))).toEqual({
      code: 'phone_provider_disabled',
      status: 400,
      message: 'Phone signups are disabled',
    });
    expect(failure(await client.auth.signInWithOtp({ phone: BAD }))).toEqual({
      code: 'phone_provider_disabled',
      status: 400,
      message: 'Unsupported phone provider',
    });
    expect(failure(await client.auth.resend({ type: 'sms', phone: BAD }))).toEqual({
      code: 'phone_provider_disabled',
      status: 400,
      message: 'Phone logins are disabled',
    });
    expect(failure(await client.auth.signInWithPassword({ phone: BAD, password: 'x' }))).toEqual({
      code: 'phone_provider_disabled',
      status: 422,
      message: 'Phone logins are disabled',
    });
  });

  it('an OTP only for existing users refuses any number first (GoTrue: otp_disabled)', async () => {
    const { error } = await bed()
      .client()
      .auth.signInWithOtp({ phone: BAD, options: { shouldCreateUser: false } });
    expect(error?.code).toBe('otp_disabled');
    expect(error?.status).toBe(422);
  });

  it("a user's update and an MFA phone factor check the format", async () => {
    const client = await signedIn(bed());
    expect(failure(await client.auth.updateUser({ phone: BAD }))).toEqual(FORMAT);
    expect(failure(await client.auth.mfa.enroll({ factorType: 'phone', phone: BAD }))).toEqual(FORMAT);
  });
});

describe(`phone numbers, phone provider on (${database})`, () => {
  const bed = useAuthTestbed({
    config: { sms: { enableSignup: true, enableConfirmations: false, provider: '' } },
  });

  it('sign-up, OTP and resend refuse a bad number with the format error', async () => {
    const client = bed().client();
    expect(failure(await client.auth.signUp({ phone: BAD, password: 'correct-horse-1' }))).toEqual(FORMAT);
    expect(failure(await client.auth.signInWithOtp({ phone: BAD }))).toEqual(FORMAT);
    expect(failure(await client.auth.resend({ type: 'sms', phone: BAD }))).toEqual(FORMAT);
    // GoTrue does not check the format on a password sign-in: it finds nobody by that number.
    const password = await client.auth.signInWithPassword({ phone: BAD, password: 'x' });
    expect(password.error?.code).toBe('invalid_credentials');
  });

  it('a well-formed number gets past the checks, to what the local server does not do', async () => {
    const client = bed().client();
    const signUp = await client.auth.signUp({ phone: GOOD, password: 'correct-horse-1' });
    expect(signUp.error?.code).toBe('feature_disabled');
    const otp = await client.auth.signInWithOtp({ phone: GOOD });
    expect(otp.error?.code).toBe('feature_disabled');
  });

  it('a resend to a number nobody has is {} as on GoTrue', async () => {
    const { error } = await bed().client().auth.resend({ type: 'sms', phone: GOOD });
    expect(error).toBeNull();
  });
});

describe(`MFA phone enrolment switched off (${database})`, () => {
  const { mfa } = readConfig().auth;
  const bed = useAuthTestbed({ config: { mfa: { ...mfa, phone: { ...mfa.phone, enroll: false } } } });

  it('says enrolment is off before looking at the number', async () => {
    const client = await signedIn(bed());
    expect(failure(await client.auth.mfa.enroll({ factorType: 'phone', phone: BAD }))).toEqual({
      code: 'mfa_phone_enroll_not_enabled',
      status: 422,
      message: 'MFA enroll is disabled for Phone',
    });
  });
});
