/**
 * The server's keys: the local stack's fixed, documented ones — the values the Supabase CLI uses,
 * so that nothing needs configuring on a developer's machine, and which therefore protect nothing
 * (the server serves loopback only).
 *
 * - API keys of both kinds, as a hosted project has them: Supabase's current publishable
 *   (`sb_publishable_…`) and secret (`sb_secret_…`) keys, which are not JWTs and which the gateway
 *   turns into a short-lived JWT of the anon or service_role role (`gatewayToken`); and the legacy
 *   anon and service-role keys, HS256 JWTs signed with the JWT secret, for a project that still
 *   has them. A keyring without the legacy pair is a project that switched them off.
 * - Session access tokens are signed with an asymmetric ES256 key (the CLI's `signing_keys_path`
 *   format) and verify with `/auth/v1/.well-known/jwks.json`, as on a new hosted project; without
 *   one, with the JWT secret (HS256), as GoTrue does.
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
import { timingSafeEqual } from '../functions/_shared/constant-time.ts';
import { API_ROLES, type ApiRole } from './database.ts';

export type SigningJwk = JWK & { kid: string; alg: 'ES256'; d: string };

/** Everything that makes a server's tokens its own. */
export interface ServerSecrets {
  /** HS256 secret the legacy API keys are signed with (at least 32 characters). */
  jwtSecret: string;
  /** Supabase's current API keys; a browser holds the publishable one, a server the secret one. */
  publishableKey: string;
  secretKey: string;
  /** The legacy JWT API keys, where the project still has them. */
  anonKey?: string;
  serviceRoleKey?: string;
  /** ES256 private keys for session tokens; the first signs. Empty: sessions use HS256. */
  signingKeys: SigningJwk[];
}

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The Supabase CLI's local publishable and secret keys (apps/cli-go/pkg/config/apikeys.go). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The documented local secrets, both kinds of API key: public, for a developer's machine only. */
export const LOCAL_SECRETS: ServerSecrets = {
  jwtSecret: LOCAL_JWT_SECRET,
  publishableKey: LOCAL_PUBLISHABLE_KEY,
  secretKey: LOCAL_SECRET_KEY,
  anonKey: LOCAL_ANON_KEY,
  serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  signingKeys: JSON.parse(
    readFileSync(new URL('./signing-keys.json', import.meta.url), 'utf8'),
  ) as SigningJwk[],
};

/** A project whose legacy JWT API keys are switched off: only the publishable and secret keys work. */
export const LOCAL_SECRETS_WITHOUT_LEGACY_KEYS: ServerSecrets = {
  ...LOCAL_SECRETS,
  anonKey: undefined,
  serviceRoleKey: undefined,
};

/** True for a key in the shape of Supabase's current API keys (`sb_publishable_…`, `sb_secret_…`). */
export const isOpaqueApiKey = (key: string): boolean => key.startsWith('sb_');

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
  publishableKey: string;
  secretKey: string;
  /** The legacy JWT API keys, if the project has them. */
  anonKey?: string;
  serviceRoleKey?: string;
  /** The public halves of the signing keys, as GoTrue publishes them. */
  jwks: { keys: JWK[] };
  /**
   * The role an API key stands for (the gateway's check): anon for the publishable key or the
   * legacy anon key, service_role for the secret key or the legacy service-role key; undefined
   * for anything else. Compared in constant time.
   */
  apiKeyRole(key: string): 'anon' | 'service_role' | undefined;
  /**
   * A short-lived JWT of `role`, what hosted's gateway mints in place of a publishable or secret
   * key for the services behind it. Reused until a minute before it expires.
   */
  gatewayToken(role: 'anon' | 'service_role'): Promise<string>;
  /** Signs session claims (they carry their own exp). */
  signAccessToken(claims: Claims): Promise<string>;
  /**
   * Verifies an API key or access token: HS256 with the JWT secret, or ES256 with a signing key
   * matched by kid. Anything else — `none`, another algorithm, an unknown kid, a bad signature,
   * an expired token or a role that is not an API role — is refused with a JwtError.
   */
  verifyJwt(token: string): Promise<Claims & { role: ApiRole }>;
}

/** How long a gateway token lives, in seconds; it is made again a minute before that. */
const GATEWAY_TOKEN_LIFETIME = 600;

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

  const apiKeys: [string, 'anon' | 'service_role'][] = [
    [secrets.publishableKey, 'anon'],
    [secrets.secretKey, 'service_role'],
    ...(secrets.anonKey ? [[secrets.anonKey, 'anon'] as [string, 'anon']] : []),
    ...(secrets.serviceRoleKey ? [[secrets.serviceRoleKey, 'service_role'] as [string, 'service_role']] : []),
  ];
  const gatewayTokens = new Map<string, { token: Promise<string>; renewAt: number }>();

  async function signAccessToken(claims: Claims): Promise<string> {
    if (!signer || !privateKey)
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: signer.kid, typ: 'JWT' })
      .sign(await privateKey);
  }

  return {
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    jwks: { keys: secrets.signingKeys.map(publicHalf) },
    apiKeyRole(key) {
      // Every key is compared, so the time taken says nothing of which one (or how much) matched.
      let role: 'anon' | 'service_role' | undefined;
      for (const [apiKey, keyRole] of apiKeys) if (timingSafeEqual(key, apiKey)) role = keyRole;
      return role;
    },
    gatewayToken(role) {
      const now = Math.floor(Date.now() / 1000);
      const kept = gatewayTokens.get(role);
      if (kept && kept.renewAt > now) return kept.token;
      const token = signAccessToken({ iss: 'supabase', role, iat: now, exp: now + GATEWAY_TOKEN_LIFETIME });
      gatewayTokens.set(role, { token, renewAt: now + GATEWAY_TOKEN_LIFETIME - 60 });
      return token;
    },
    signAccessToken,
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
