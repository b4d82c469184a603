/**
 * Supabase's API gateway, as far as API keys go, in front of the local REST, Auth and Storage
 * services (the edge functions check their callers themselves, as on hosted, where the gateway
 * checks no key for them). Hosted's rules (Supabase's "API keys" guide and the CLI's gateway):
 *
 * - Every request carries an API key in `apikey` (or the `apikey` query parameter), unless its
 *   path is open (email links, public objects): without one, 401 "No API key found in request";
 *   with an unknown one, 401.
 * - A publishable or secret key is not a JWT. The gateway puts a short-lived JWT of the key's role
 *   (anon, service_role) in `Authorization` for the services behind it, unless `Authorization`
 *   already holds a user's JWT. `Authorization: Bearer <the same key>` (supabase-js sends it when
 *   nobody is signed in) is replaced too; any other key there is refused.
 * - A secret key is refused from a browser, told apart by its User-Agent, as hosted does.
 * - A legacy JWT key passes as it is: the services read its role from the JWT itself.
 */
import { bearerToken, header, json, type ApiResponse } from './http.ts';
import { isOpaqueApiKey, type Keyring } from './keys.ts';
import type { IncomingHttpHeaders } from 'node:http';

type ErrorShape = (status: number, message: string) => ApiResponse;

export type GatewayResult = { refused: ApiResponse } | { headers: IncomingHttpHeaders };

/** Browsers (and only they, among the clients a store meets) send a User-Agent starting Mozilla/. */
const looksLikeBrowser = (headers: IncomingHttpHeaders) => /^Mozilla\//.test(headers['user-agent'] ?? '');

/**
 * The gateway's verdict on a request's API key, and the headers the service behind it then sees.
 * @example const result = await passGateway(req.headers, apikey, keys, { open: false, error });
 */
export async function passGateway(
  headers: IncomingHttpHeaders,
  apikey: string | undefined,
  keys: Keyring,
  { open, error }: { open: boolean; error: ErrorShape },
): Promise<GatewayResult> {
  if (!apikey) return open ? { headers } : { refused: error(401, 'No API key found in request') };
  const role = keys.apiKeyRole(apikey);
  // An open path is not the gateway's to guard: a key it does not know passes there unread.
  if (!role)
    return open
      ? { headers }
      : { refused: error(401, isOpaqueApiKey(apikey) ? 'Unregistered API key' : 'Invalid API key') };
  if (!isOpaqueApiKey(apikey)) return { headers };
  if (role === 'service_role' && looksLikeBrowser(headers))
    return { refused: json(401, { message: 'Forbidden use of secret API key in browser' }) };
  const authorization = header({ headers }, 'authorization');
  const bearer = bearerToken({ headers });
  if (authorization && !(bearer && isOpaqueApiKey(bearer))) return { headers };
  if (bearer && bearer !== apikey)
    return { refused: error(401, 'The key in Authorization is not the one in apikey') };
  return { headers: { ...headers, authorization: `Bearer ${await keys.gatewayToken(role)}` } };
}
