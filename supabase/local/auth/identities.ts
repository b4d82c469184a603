/**
 * OAuth providers and linked identities. The local server signs in with email and password only:
 * no provider can be reached, so /authorize and /user/identities/authorize answer as GoTrue does
 * for a provider that is not enabled, and /callback as for a callback without a flow. Linking and
 * unlinking answer only when `enable_manual_linking` is on, as GoTrue's requireManualLinkingEnabled
 * gates both; unlinking then follows GoTrue's rules.
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { nowDate, type AuthContext } from './context.ts';
import { badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { isUuid } from './params.ts';
import { encodeSorted } from './redirects.ts';
import { authenticate } from './session-auth.ts';
import { loadIdentities, updateAppMetadataProviders } from './users.ts';

/** The providers GoTrue knows by name (internal/api/external.go). */
const KNOWN_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

function unsupportedProvider(ctx: AuthContext, request: ApiRequest): Error {
  const provider = (request.url.searchParams.get('provider') ?? '').toLowerCase();
  if (provider.startsWith('custom:'))
    return badRequest('validation_failed', 'Unsupported provider: custom OAuth providers are disabled');
  if (!KNOWN_PROVIDERS.has(provider))
    return badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
  if (ctx.config.externalProviders.includes(provider))
    return badRequest(
      'validation_failed',
      `Unsupported provider: ${provider} sign-in cannot reach the provider from the local server`,
    );
  return badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
}

/** GET /authorize?provider=… (opened by the browser, no apikey). */
export async function authorize(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  throw unsupportedProvider(ctx, request);
}

/**
 * GoTrue's requireManualLinkingEnabled, which runs after requireAuthentication: a caller without a
 * valid session hears that first, whatever the setting.
 */
async function authenticateForLinking(ctx: AuthContext, request: ApiRequest) {
  const caller = await authenticate(ctx, request);
  if (!ctx.config.enableManualLinking)
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  return caller;
}

/** GET /user/identities/authorize?provider=…&skip_http_redirect=true */
export async function linkIdentity(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  await authenticateForLinking(ctx, request);
  throw unsupportedProvider(ctx, request);
}

/** GET|POST /callback: no OAuth flow is ever started locally, so the state never matches. */
export async function callback(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const state = request.url.searchParams.get('state') ?? '';
  const [code, description] = state
    ? ['bad_oauth_state', 'OAuth state parameter is invalid']
    : ['bad_oauth_callback', 'OAuth state parameter missing'];
  const target = new URL(ctx.config.siteUrl);
  const query = encodeSorted({
    ...Object.fromEntries(target.searchParams),
    error: 'invalid_request',
    error_code: code,
    error_description: description,
  });
  return { status: 303, headers: { Location: `${target.origin}${target.pathname}?${query}` }, body: '' };
}

/** DELETE /user/identities/{identity_id} */
export async function unlinkIdentity(
  ctx: AuthContext,
  request: ApiRequest,
  identityId: string,
): Promise<ApiResponse> {
  const { user, claims } = await authenticateForLinking(ctx, request);
  if (!isUuid(identityId)) throw notFound('validation_failed', 'identity_id must be an UUID');
  if (claims.aud !== 'authenticated')
    throw forbidden('unexpected_audience', "Token audience doesn't match request audience");
  const identities = await loadIdentities(ctx.db, user.id);
  if (identities.length <= 1)
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  const target = identities.find((identity) => identity.id === identityId.toLowerCase());
  if (!target) throw unprocessable('identity_not_found', "Identity doesn't exist");

  await ctx.db.transaction(async (tx) => {
    const now = nowDate(ctx);
    await tx.query('delete from auth.identities where id = $1 and user_id = $2', [target.id, user.id]);
    if (target.provider === 'phone')
      await tx.query(
        'update auth.users set phone = null, phone_confirmed_at = null, updated_at = $2 where id = $1',
        [user.id, now],
      );
    await updateAppMetadataProviders(tx, user.id, now);
  });
  return json(200, {});
}
