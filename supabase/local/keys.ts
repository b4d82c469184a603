/**
 * The server's keys. By default the local stack's fixed, documented ones — the values the Supabase
 * CLI uses, so that nothing needs configuring on a developer's machine, and which therefore
 * protect nothing. A server others can reach runs on secrets of its own (`secrets.ts` reads them
 * from the environment; `npm run secrets` prints fresh ones).
 *
 * - The anon and service-role API keys are HS256 JWTs signed with the JWT secret.
 * - Session access tokens are signed with an asymmetric ES256 key (the CLI's `signing_keys_path`
 *   format) and verify with `/auth/v1/.well-known/jwks.json`; without one, with the JWT secret
 *   (HS256), as GoTrue does.
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

export type SigningJwk = JWK & { kid: string; alg: 'ES256'; d: string };

/** Everything that makes a server's tokens its own. */
export interface ServerSecrets {
  /** HS256 secret the API keys are signed with (at least 32 characters). */
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** ES256 private keys for session tokens; the first signs. Empty: sessions use HS256. */
  signingKeys: SigningJwk[];
}

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The documented local secrets: public, for a developer's machine only. */
export const LOCAL_SECRETS: ServerSecrets = {
  jwtSecret: LOCAL_JWT_SECRET,
  anonKey: LOCAL_ANON_KEY,
  serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  signingKeys: JSON.parse(
    readFileSync(new URL('./signing-keys.json', import.meta.url), 'utf8'),
  ) as SigningJwk[],
};

/** True when any of the secrets is one of the documented local ones, which anyone can read. */
export function usesDocumentedSecrets(secrets: ServerSecrets): boolean {
  const localSigningKey = LOCAL_SECRETS.signingKeys[0]?.d;
  return (
    secrets.jwtSecret === LOCAL_JWT_SECRET ||
    secrets.anonKey === LOCAL_ANON_KEY ||
    secrets.serviceRoleKey === LOCAL_SERVICE_ROLE_KEY ||
    secrets.signingKeys.some((key) => key.d === localSigningKey)
  );
}

export type Claims = JWTPayload & { role?: string; [key: string]: unknown };

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

/** One server's keys at work: signing, verifying, and what it publishes. */
export interface Keyring {
  anonKey: string;
  serviceRoleKey: string;
  /** The public halves of the signing keys, as GoTrue publishes them. */
  jwks: { keys: JWK[] };
  /** Whether `key` is one of this server's API keys (the gateway's check). */
  isApiKey(key: string): boolean;
  /** Signs session claims (they carry their own exp). */
  signAccessToken(claims: Claims): Promise<string>;
  /**
   * Verifies an API key or access token: HS256 with the JWT secret, or ES256 with a signing key
   * matched by kid. Anything else — `none`, another algorithm, an unknown kid, a bad signature,
   * an expired token or a role that is not an API role — is refused with a JwtError.
   */
  verifyJwt(token: string): Promise<Claims & { role: ApiRole }>;
}

const publicHalf = ({ d: _private, key_ops: _ops, ...jwk }: SigningJwk): JWK => ({
  ...jwk,
  key_ops: ['verify'],
});

/** The keyring of a set of secrets. */
export function createKeyring(secrets: ServerSecrets): Keyring {
  const secret = new TextEncoder().encode(secrets.jwtSecret);
  const signer = secrets.signingKeys[0];
  // WebCrypto allows only "sign" on an EC private key and "verify" on its public half.
  const privateKey = signer && importJWK({ ...publicHalf(signer), d: signer.d, key_ops: ['sign'] }, 'ES256');
  const publicKeys = new Map(
    secrets.signingKeys.map((key) => [key.kid, importJWK(publicHalf(key), 'ES256')] as const),
  );
  const apiKeys = new Set([secrets.anonKey, secrets.serviceRoleKey]);

  async function verifyJwt(token: string): Promise<Claims & { role: ApiRole }> {
    let alg: string | undefined;
    let kid: string | undefined;
    try {
      ({ alg, kid } = decodeProtectedHeader(token));
    } catch {
      throw new JwtError('malformed', 'Expected 3 parts in JWT; got a malformed token');
    }
    if (token.split('.').length !== 3) throw new JwtError('malformed', 'Expected 3 parts in JWT');
    let key: CryptoKey | Uint8Array;
    const publicKey = kid === undefined ? undefined : publicKeys.get(kid);
    if (alg === 'HS256') key = secret;
    else if (alg === 'ES256' && publicKey) key = (await publicKey) as CryptoKey;
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

  return {
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    jwks: { keys: secrets.signingKeys.map(publicHalf) },
    isApiKey: (key) => apiKeys.has(key),
    async signAccessToken(claims) {
      if (!signer || !privateKey)
        return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: signer.kid, typ: 'JWT' })
        .sign(await privateKey);
    },
    verifyJwt,
  };
}

/** The documented local keys at work; for tests and tools that talk to a local server. */
export const localKeyring: Keyring = createKeyring(LOCAL_SECRETS);
/** The local signing key's public half. */
export const JWKS = localKeyring.jwks;
/** Signs with the local key: tests use it to make tokens a local server accepts. */
export const signAccessToken = localKeyring.signAccessToken;
/** Verifies against the local keys. */
export const verifyJwt = localKeyring.verifyJwt;
