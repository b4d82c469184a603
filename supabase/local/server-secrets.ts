/**
 * A server's own secrets: read from the environment, checked, or made fresh. A server that others
 * can reach must run on these, never on the documented local ones (see `deployment.ts`).
 *
 * The variables carry Supabase's names: SUPABASE_JWT_SECRET, SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY, and SUPABASE_SIGNING_KEYS (a JSON array of ES256 private JWKs, the
 * CLI's `signing_keys_path` format; optional — without it session tokens are HS256).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import type { ServerSecrets, SigningJwk } from './keys.ts';

export const SECRET_VARIABLES = [
  'SUPABASE_JWT_SECRET',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SIGNING_KEYS',
] as const;

/** A configuration the server refuses to start with; the message says how to go on. */
export class DeploymentError extends Error {}

const HOW_TO_MAKE = 'Run `npm run secrets` to print a fresh set.';

async function apiKeyRole(key: string, secret: Uint8Array): Promise<unknown> {
  try {
    const { payload } = await jwtVerify(key, secret, { algorithms: ['HS256'] });
    return payload.role;
  } catch {
    return undefined;
  }
}

function parseSigningKeys(text: string): SigningJwk[] {
  let keys: unknown;
  try {
    keys = JSON.parse(text);
  } catch {
    throw new DeploymentError(`SUPABASE_SIGNING_KEYS is not JSON. ${HOW_TO_MAKE}`);
  }
  const valid =
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (key: Partial<SigningJwk>) =>
        key?.kty === 'EC' && key.crv === 'P-256' && typeof key.d === 'string' && typeof key.kid === 'string',
    );
  if (!valid)
    throw new DeploymentError(
      `SUPABASE_SIGNING_KEYS must be a JSON array of ES256 private keys (kty EC, crv P-256, d, kid). ${HOW_TO_MAKE}`,
    );
  return (keys as SigningJwk[]).map((key) => ({ ...key, alg: 'ES256' }));
}

/**
 * The secrets the environment gives, checked: undefined when it gives none (the local stack's
 * documented ones apply then); a DeploymentError when they are incomplete or do not fit together.
 */
export async function secretsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServerSecrets | undefined> {
  if (!SECRET_VARIABLES.some((name) => env[name])) return undefined;
  const missing = SECRET_VARIABLES.slice(0, 3).filter((name) => !env[name]);
  if (missing.length) throw new DeploymentError(`Missing ${missing.join(', ')}. ${HOW_TO_MAKE}`);
  const jwtSecret = env.SUPABASE_JWT_SECRET!;
  if (jwtSecret.length < 32)
    throw new DeploymentError(`SUPABASE_JWT_SECRET must be at least 32 characters. ${HOW_TO_MAKE}`);
  const secret = new TextEncoder().encode(jwtSecret);
  const anonKey = env.SUPABASE_ANON_KEY!.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY!.trim();
  if ((await apiKeyRole(anonKey, secret)) !== 'anon')
    throw new DeploymentError(
      `SUPABASE_ANON_KEY is not an anon key signed with SUPABASE_JWT_SECRET. ${HOW_TO_MAKE}`,
    );
  if ((await apiKeyRole(serviceRoleKey, secret)) !== 'service_role')
    throw new DeploymentError(
      `SUPABASE_SERVICE_ROLE_KEY is not a service_role key signed with SUPABASE_JWT_SECRET. ${HOW_TO_MAKE}`,
    );
  const signingKeys = env.SUPABASE_SIGNING_KEYS ? parseSigningKeys(env.SUPABASE_SIGNING_KEYS) : [];
  return { jwtSecret, anonKey, serviceRoleKey, signingKeys };
}

/** Ten years, as Supabase's own API keys run. */
const API_KEY_LIFETIME = 10 * 365 * 24 * 3600;

async function apiKey(role: 'anon' | 'service_role', secret: Uint8Array): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + API_KEY_LIFETIME)
    .sign(secret);
}

/** A fresh, random set of secrets: a 64-character JWT secret, both API keys and an ES256 key. */
export async function generateSecrets(): Promise<ServerSecrets> {
  const jwtSecret = randomBytes(48).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const signingKey = { ...jwk, kid: randomUUID(), alg: 'ES256', key_ops: ['sign', 'verify'] } as SigningJwk;
  return {
    jwtSecret,
    anonKey: await apiKey('anon', secret),
    serviceRoleKey: await apiKey('service_role', secret),
    signingKeys: [signingKey],
  };
}

/** The secrets as environment lines (a `.env` file's format). */
export function secretsAsEnv(secrets: ServerSecrets): string {
  return [
    `SUPABASE_JWT_SECRET=${secrets.jwtSecret}`,
    `SUPABASE_ANON_KEY=${secrets.anonKey}`,
    `SUPABASE_SERVICE_ROLE_KEY=${secrets.serviceRoleKey}`,
    `SUPABASE_SIGNING_KEYS='${JSON.stringify(secrets.signingKeys)}'`,
    // The browser build must carry the same anon key.
    `PUBLIC_SUPABASE_ANON_KEY=${secrets.anonKey}`,
  ].join('\n');
}
