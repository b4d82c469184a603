/** GET /settings, GET /health and GET /.well-known/jwks.json, public and without side effects. */
import { json, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';

const PROVIDERS = [
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
  'zoom',
] as const;

export function settings(ctx: AuthContext): ApiResponse {
  // No provider can complete a sign-in locally, so all are reported off whatever config.toml says.
  const external: Record<string, boolean> = { anonymous_users: false };
  for (const provider of PROVIDERS) external[provider] = false;
  external.email = true;
  external.phone = false;
  return json(200, {
    external,
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: !ctx.config.email.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
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
