/**
 * The local server's fixed, documented keys — the same values the Supabase CLI uses for its
 * local stack, so that nothing needs configuring. Local only: a hosted project has its own.
 *
 * - The anon and service-role API keys are HS256 JWTs signed with the CLI's local JWT secret.
 * - Session access tokens are signed with the asymmetric ES256 key in `signing-keys.json`
 *   (the CLI's `signing_keys_path` format) and verify with `/auth/v1/.well-known/jwks.json`.
 */
import { readFileSync } from 'node:fs';
import {
  SignJWT,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  errors,
  type JWK,
  type JWTPayload,
} from 'jose';
import { API_ROLES, type ApiRole } from './database.ts';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

type SigningJwk = JWK & { kid: string; alg: 'ES256' };
const signingJwk = (
  JSON.parse(readFileSync(new URL('./signing-keys.json', import.meta.url), 'utf8')) as SigningJwk[]
)[0]!;
const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
// WebCrypto allows only "sign" on an EC private key and "verify" on its public half.
const { d: _private, key_ops: _ops, ...publicJwk } = signingJwk;
const privateKey = importJWK({ ...publicJwk, d: signingJwk.d, key_ops: ['sign'] }, 'ES256');
const publicKey = importJWK({ ...publicJwk, key_ops: ['verify'] }, 'ES256');

/** The public half of the signing key, as GoTrue publishes it. */
export const JWKS = { keys: [{ ...publicJwk, key_ops: ['verify'] }] };

export type Claims = JWTPayload & { role?: string; [key: string]: unknown };

/** Signs session claims (they carry their own exp) with the ES256 key. */
export async function signAccessToken(claims: Claims): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: signingJwk.kid, typ: 'JWT' })
    .sign(await privateKey);
}

export type VerifyFailure =
  'missing' | 'malformed' | 'expired' | 'invalid_signature' | 'wrong_algorithm' | 'bad_role';

export class JwtError extends Error {
  constructor(
    readonly reason: VerifyFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Verifies an API key or access token: HS256 with the local secret, or ES256 with the signing key
 * (matched by kid). Anything else — `none`, another algorithm, an unknown kid, a bad signature,
 * an expired token or a role that is not an API role — is refused.
 */
export async function verifyJwt(token: string): Promise<Claims & { role: ApiRole }> {
  let alg: string | undefined;
  let kid: string | undefined;
  try {
    ({ alg, kid } = decodeProtectedHeader(token));
  } catch {
    throw new JwtError('malformed', 'Expected 3 parts in JWT; got a malformed token');
  }
  if (token.split('.').length !== 3) throw new JwtError('malformed', 'Expected 3 parts in JWT');
  let key: CryptoKey | Uint8Array;
  if (alg === 'HS256') key = secret;
  else if (alg === 'ES256' && kid === signingJwk.kid) key = (await publicKey) as CryptoKey;
  else throw new JwtError('wrong_algorithm', `Wrong or unknown algorithm: ${String(alg)}`);
  try {
    const { payload } = await jwtVerify<Claims>(token, key, { algorithms: [alg], requiredClaims: ['exp'] });
    const role = payload.role;
    if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole))
      throw new JwtError('bad_role', `The JWT role "${String(role)}" is not an API role`);
    return payload as Claims & { role: ApiRole };
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (error instanceof errors.JWSSignatureVerificationFailed)
      throw new JwtError('invalid_signature', 'JWT signature is invalid');
    throw new JwtError('malformed', error instanceof Error ? error.message : 'Invalid JWT');
  }
}
