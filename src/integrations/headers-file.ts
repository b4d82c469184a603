/**
 * Writes `dist/_headers` at the end of a build: the site's security headers (security-headers.ts),
 * with a CSP that allows exactly the inline scripts the built pages carry and the Supabase
 * project the build points at, and a year's cache for the hashed assets under /_astro/. Static
 * hosts read the file; `npm start` serves from it.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { forEachBuiltPage } from './built-pages.ts';
import {
  formatHeadersFile,
  headerRules,
  inlineScriptHashes,
  securityHeaders,
} from '../host/security-headers.ts';

/** The Astro integration that writes `dist/_headers` after `astro build`. */
export function securityHeadersFile(): AstroIntegration {
  return {
    name: 'mtindo:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        await forEachBuiltPage(root, (_path, html) => {
          for (const hash of inlineScriptHashes(html)) hashes.add(hash);
        });
        // The same variable, from the same .env files, that the browser bundle was built with.
        const env = loadEnv('production', process.cwd(), 'PUBLIC_');
        const headers = securityHeaders({
          scriptHashes: [...hashes],
          supabaseUrl: env.PUBLIC_SUPABASE_URL?.trim() || undefined,
        });
        await writeFile(join(root, '_headers'), formatHeadersFile(headerRules(headers)));
        logger.info(`_headers written (${hashes.size} inline script hashes in the CSP)`);
      },
    },
  };
}
