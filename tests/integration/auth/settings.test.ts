// GET /auth/v1/settings reports what GoTrue would, as the Supabase CLI turns config.toml into
// GoTrue's settings: each provider's switch, email, phone and anonymous sign-ins, the sign-up and
// confirmation flags and the SMS provider, with GoTrue's keys in GoTrue's order.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../supabase/local/config.ts';
import { body, useAuthTestbed } from '../support/auth-testbed.ts';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** GoTrue's ProviderSettings and Settings fields, in the order Go encodes them. */
const EXTERNAL_KEYS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];
const SETTINGS_KEYS = [
  'external',
  'disable_signup',
  'mailer_autoconfirm',
  'phone_autoconfirm',
  'sms_provider',
  'saml_enabled',
  'saml_private_key_next_configured',
  'passkeys_enabled',
];

/** A config.toml of a project that switched on what the store's own leaves off. */
const CONFIGURED = `
[auth]
site_url = "http://localhost:4321"
enable_signup = false
enable_anonymous_sign_ins = true

[auth.email]
enable_signup = false
enable_confirmations = false

[auth.sms]
enable_signup = true
enable_confirmations = true

[auth.sms.twilio]
enabled = false

[auth.sms.vonage]
enabled = true
api_key = "key"

[auth.external.google]
enabled = true
client_id = "id"

[auth.external.github]
enabled = true

[auth.external.apple]
enabled = false

[auth.external.x]
enabled = true

[auth.passkey]
enabled = true
`;

function configFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mtindo-auth-config-')), 'config.toml');
  writeFileSync(path, text);
  return path;
}

describe(`settings from the store's config.toml (${database})`, () => {
  const bed = useAuthTestbed();

  it("has GoTrue's keys in GoTrue's order, and the store's switches", async () => {
    const response = await bed().request('GET', '/settings');
    expect(response.status).toBe(200);
    const settings = body(response);
    expect(Object.keys(settings)).toEqual(SETTINGS_KEYS);
    const external = settings.external as Record<string, boolean>;
    expect(Object.keys(external)).toEqual(EXTERNAL_KEYS);
    // Only email: Google, Apple and Facebook are configured but switched off, phone sign-ups too.
    expect(Object.entries(external).filter(([, on]) => on)).toEqual([['email', true]]);
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false, // [auth.email] enable_confirmations = true
      phone_autoconfirm: true, // [auth.sms] enable_confirmations = false
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    });
  });
});

describe(`settings follow the configuration (${database})`, () => {
  const bed = useAuthTestbed({ config: readConfig(configFile(CONFIGURED)).auth });

  it('reports each provider and flag as GoTrue derives it', async () => {
    const settings = body(await bed().request('GET', '/settings'));
    expect(Object.keys(settings)).toEqual(SETTINGS_KEYS);
    const external = settings.external as Record<string, boolean>;
    expect(Object.keys(external)).toEqual(EXTERNAL_KEYS);
    // `x` is configured but, as in GoTrue, not among the listed providers.
    expect(
      Object.entries(external)
        .filter(([, on]) => on)
        .map(([name]) => name),
    ).toEqual(['anonymous_users', 'github', 'google', 'phone']);
    expect(settings).toEqual({
      external,
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: 'vonage',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: true,
    });
  });

  it('answers as the switches say: email sign-in off, phone on', async () => {
    const client = bed().client();
    const password = await client.auth.signInWithPassword({ email: 'a@mtindo.test', password: 'x' });
    expect(password.error?.code).toBe('email_provider_disabled');
    expect(password.error?.status).toBe(422);
    const recover = await client.auth.resetPasswordForEmail('a@mtindo.test');
    expect(recover.error?.code).toBe('email_provider_disabled');
    expect(recover.error?.message).toBe('Email logins are disabled');
    const byPhone = await client.auth.signInWithPassword({ phone: '+254712345678', password: 'x' });
    expect(byPhone.error?.code).toBe('invalid_credentials');
  });
});
