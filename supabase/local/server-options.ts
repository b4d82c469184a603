/**
 * What a command that starts the local API (`npm start`, `npm run supabase`, `npm run dev`) takes
 * from where it listens: the refusal of any bind but loopback, and the URL that links in emails
 * and the token issuer name. Nothing here reads secrets from the environment: the local server
 * always runs on its documented keys, on this machine only.
 */
import { readConfig, type LocalConfig } from './config.ts';
import { assertLoopbackBind, DeploymentError } from './deployment.ts';

export interface Listen {
  /** What was started, for the refusal's message: "npm start". */
  command: string;
  host: string;
  port: number;
  /** Whether the server speaks HTTPS itself (`serve.ts --tls-cert`). */
  https?: boolean;
}

/**
 * The options `createLocalSupabase` takes from where it listens; a DeploymentError for a bind
 * other machines could reach, before anything opens.
 *
 * @example const { config, publicUrl } = listenOptions({ command: 'npm start', host, port });
 */
export function listenOptions(listen: Listen): { config: LocalConfig; publicUrl: string } {
  assertLoopbackBind(listen.host, listen.command);
  const config = readConfig();
  // localhost rather than the bind address: the browser's storage is per origin, and config.toml's
  // site and redirect URLs name localhost.
  const publicUrl = config.api.externalUrl || `${listen.https ? 'https' : 'http'}://localhost:${listen.port}`;
  return { config, publicUrl };
}

/** Prints a refusal the way a person reads it, without a stack trace, and exits. */
export function exitOnDeploymentError(error: unknown): never {
  if (error instanceof DeploymentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
