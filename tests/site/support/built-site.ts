/**
 * The built site the `site` tests read: dist/ (what `npm run build` writes), or the folder in
 * SITE_DIST for a build made elsewhere (`npm run build -- --outDir DIR`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The built site's folder, absolute. */
export const DIST = resolve(process.env.SITE_DIST ?? 'dist');

/** Every HTML page of the build, by its path inside DIST (`product/dress-001.html`). */
export function builtPages(): { file: string; html: string }[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(DIST, file), 'utf8') }));
}
