/**
 * Who is calling: the JWT in `Authorization: Bearer …` (the gateway puts one there for a publishable
 * or secret key), else the `apikey` header's legacy JWT key (supabase-js
 * sends both; the gateway in front of hosted PostgREST does the same fallback). Verified tokens
 * are cached until they expire, as PostgREST's JWT cache does, so the hot path does not repeat
 * the signature check. A request without any token runs as anon.
 */
import { decodeJwt } from 'jose';
import { bearerToken, header, type ApiRequest } from '../http.ts';
import { JwtError, type Keyring } from '../keys.ts';
import type { ApiRole } from '../database.ts';
import { jwtClaimsInvalid, jwtInvalid, type RestError } from './errors.ts';

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** PostgREST's "authenticated": any role but anon (decides 401 vs 403 on 42501). */
  authenticated: boolean;
}

const ANON: Caller = { role: 'anon', claims: { role: 'anon' }, authenticated: false };
const CACHE_LIMIT = 1000;

function callerFrom(claims: Record<string, unknown>, role: ApiRole): Caller {
  return { role, claims: { ...claims, role }, authenticated: role !== 'anon' };
}

function toRestError(error: JwtError, token: string): RestError | 'anon' {
  switch (error.reason) {
    case 'expired':
      return jwtClaimsInvalid('JWT expired');
    case 'invalid_signature':
      return jwtInvalid('JWT cryptographic operation failed');
    case 'wrong_algorithm':
      return jwtInvalid('Wrong or unsupported encoding algorithm');
    case 'bad_role': {
      // A verified token without a role claim is anon in PostgREST; another role is refused.
      try {
        if (decodeJwt(token).role === undefined) return 'anon';
      } catch {
        // fall through
      }
      return jwtInvalid(error.message);
    }
    default: {
      const parts = token.split('.').length;
      return jwtInvalid(parts === 3 ? "JWT couldn't be decoded" : `Expected 3 parts in JWT; got ${parts}`);
    }
  }
}

/** An `authenticate(request)` for one server's keys, with its own cache of verified tokens. */
export function createAuthenticator(keys: Keyring): (request: ApiRequest) => Promise<Caller> {
  const cache = new Map<string, { caller: Caller; expires: number }>();
  return (request) => authenticate(request, keys, cache);
}

async function authenticate(
  request: ApiRequest,
  keys: Keyring,
  cache: Map<string, { caller: Caller; expires: number }>,
): Promise<Caller> {
  const token = bearerToken(request) ?? header(request, 'apikey')?.trim();
  if (!token) return ANON;
  const now = Date.now() / 1000;
  const cached = cache.get(token);
  if (cached && cached.expires > now) return cached.caller;
  let caller: Caller;
  try {
    const claims = await keys.verifyJwt(token);
    caller = callerFrom(claims, claims.role);
  } catch (error) {
    if (!(error instanceof JwtError)) throw jwtInvalid("JWT couldn't be decoded");
    const refused = toRestError(error, token);
    if (refused !== 'anon') throw refused;
    caller = callerFrom(decodeJwt(token) as Record<string, unknown>, 'anon');
  }
  const exp = typeof caller.claims.exp === 'number' ? caller.claims.exp : now + 60;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, { caller, expires: Math.min(exp, now + 3600) });
  return caller;
}
