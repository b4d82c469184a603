/** Where the local server keeps PGlite's data unless SUPABASE_DATA_DIR says otherwise. */
import { fileURLToPath } from 'node:url';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export function dataDirFromEnv(): string {
  return process.env.SUPABASE_DATA_DIR || DEFAULT_DATA_DIR;
}
