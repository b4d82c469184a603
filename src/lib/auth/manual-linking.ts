/**
 * Whether the project the site is built for lets a signed-in user link and unlink sign-in methods:
 * GoTrue's manual linking, `[auth] enable_manual_linking` in supabase/config.toml. Read at build
 * time, since a browser cannot ask (GoTrue's /settings does not report it); the same file gives the
 * local server its value and, through `supabase config push`, the hosted project its own.
 */
import { join } from 'node:path';
import { readConfig } from '../../../supabase/local/config.ts';

/** `enable_manual_linking` of the config.toml under the build's working folder (the project's). */
export function manualLinkingEnabled(configPath = join(process.cwd(), 'supabase', 'config.toml')): boolean {
  return readConfig(configPath).auth.enableManualLinking;
}
