/**
 * The version of the site's own code and content, the catalogue aside: a digest of the sources a
 * build renders with (src/, public/, content/ but its products, the config, the locked
 * dependencies) and of the build variables. A partial publish lays new pages over the live site,
 * so it is possible only while this is what the live site was built with; when the site changed,
 * the publish is a full one.
 *
 * @example siteVersion('/work/main') // 'Xq3…' (16 characters)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FOLDERS = ['src', 'public', 'content'];
const FILES = [
  'astro.config.mjs',
  'tailwind.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.production',
];
/** The catalogue is the data a partial publish follows, not the site's code. */
const NOT_SITE = /^content\/products(\/|$)/;
/** The build variables that change what pages say or where they point. */
const VARIABLES = /^(SITE_URL|PUBLIC_.*)$/;

function filesUnder(root: string, folder: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name}`)
    .filter((path) => !NOT_SITE.test(path) && statSync(join(root, path)).isFile());
}

/** The digest of the site's code, content and build variables at `root`. */
export function siteVersion(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha1');
  const files = [...FOLDERS.flatMap((folder) => filesUnder(root, folder)), ...FILES]
    .filter((path) => existsSync(join(root, path)))
    .sort();
  for (const path of files) hash.update(`${path}\0`).update(readFileSync(join(root, path)));
  for (const name of Object.keys(env)
    .filter((key) => VARIABLES.test(key))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('base64url').slice(0, 16);
}
