/** GET /settings, GET /health and GET /.well-known/jwks.json, public and without side effects. */
import { json, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';

/**
 * GoTrue's ProviderSettings, in its field order (Go encodes struct fields in order): every OAuth
 * provider it lists, with email and phone among them. `x`, `vercel_marketplace` and custom OIDC
 * providers exist in GoTrue's configuration but are not listed.
 */
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
] as const;

/**
 * Whether each provider is on, as the Supabase CLI turns config.toml into GoTrue's settings:
 * `[auth.external.<name>] enabled`, `[auth.email] enable_signup`, `[auth.sms] enable_signup` and
 * `enable_anonymous_sign_ins`. What is reported on is what GoTrue would offer; the local server
 * itself signs in with email and password only (README, "Where the local auth server differs").
 */
function externalProviders(config: AuthContext['config']): Record<string, boolean> {
  const enabled = (key: (typeof EXTERNAL_KEYS)[number]): boolean => {
    if (key === 'anonymous_users') return config.enableAnonymousSignIns;
    if (key === 'email') return config.email.enableSignup;
    if (key === 'phone') return config.sms.enableSignup;
    return config.externalProviders.includes(key);
  };
  return Object.fromEntries(EXTERNAL_KEYS.map((key) => [key, enabled(key)]));
}

/** GET /settings: GoTrue's Settings, its keys in GoTrue's order, derived from config.toml. */
export function settings(ctx: AuthContext): ApiResponse {
  return json(200, {
    external: externalProviders(ctx.config),
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: !ctx.config.email.enableConfirmations,
    phone_autoconfirm: !ctx.config.sms.enableConfirmations,
    sms_provider: ctx.config.sms.provider,
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: ctx.config.passkeys,
  });
}

export function health(): ApiResponse {
  return json(200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

export function jwks(ctx: AuthContext): ApiResponse {
  return json(200, ctx.keys.jwks, { 'Cache-Control': 'public, max-age=600' });
}
