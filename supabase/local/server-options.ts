/**
 * What a command that starts the server (`npm start`, `npm run supabase`) takes from its bind
 * address and the environment: the secrets, how the server is exposed, the trusted proxies and
 * the public URL. Both commands print a DeploymentError's message and stop.
 */
import { readConfig } from './config.ts';
import { isLoopbackHost, TrustedProxies } from './deployment.ts';
import { LOCAL_SECRETS, usesDocumentedSecrets } from './keys.ts';
import { DeploymentError, secretsFromEnv } from './server-secrets.ts';
import type { LocalSupabaseOptions } from './server.ts';
import { smtpFromEnv, type SmtpSettings } from './smtp.ts';

export interface Listen {
  host: string;
  port: number;
  /** The variable that names this server's public URL besides API_EXTERNAL_URL (SITE_URL for the one-origin server). */
  urlVariable?: string;
}

type EnvOptions = Required<
  Pick<LocalSupabaseOptions, 'secrets' | 'exposed' | 'trustedProxies' | 'config'>
> & {
  publicUrl: string;
  mail?: SmtpSettings;
};

/**
 * Options for `createLocalSupabase` from the environment: SUPABASE_JWT_SECRET and the keys
 * (`server-secrets.ts`), TRUSTED_PROXIES, API_EXTERNAL_URL (or `urlVariable`), SITE_URL and the
 * SMTP variables (`smtp.ts`).
 */
export async function serverOptionsFromEnv(listen: Listen, env = process.env): Promise<EnvOptions> {
  const secrets = (await secretsFromEnv(env)) ?? LOCAL_SECRETS;
  const trustedProxies = TrustedProxies.fromEnv(env);
  const reasons = [
    ...(isLoopbackHost(listen.host) ? [] : [`bound to ${listen.host}`]),
    ...(trustedProxies.count ? ['behind the proxies in TRUSTED_PROXIES'] : []),
  ];
  const exposed = reasons.length ? { where: reasons.join(', ') } : false;
  const config = readConfig();
  const configured =
    env.API_EXTERNAL_URL ||
    (listen.urlVariable ? env[listen.urlVariable] : undefined) ||
    config.api.externalUrl;
  const own = !usesDocumentedSecrets(secrets);
  if (own && exposed && !configured)
    throw new DeploymentError(
      `Set API_EXTERNAL_URL${listen.urlVariable ? ` (or ${listen.urlVariable})` : ''} to the address shoppers reach this server at, e.g. https://mtindo.co.ke: links in e-mails are built from it.`,
    );
  const publicUrl = configured || `http://localhost:${listen.port}`;
  try {
    new URL(publicUrl);
  } catch {
    throw new DeploymentError(`The public URL "${publicUrl}" is not a URL.`);
  }
  // A shop of its own sends shoppers back to its own site, whatever config.toml's local default says.
  if (own && env.SITE_URL) config.auth.siteUrl = env.SITE_URL;
  return { secrets, exposed, trustedProxies, config, publicUrl, mail: smtpFromEnv(env) };
}

/** Prints a refusal the way a person reads it, without a stack trace, and exits. */
export function exitOnDeploymentError(error: unknown): never {
  if (error instanceof DeploymentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
