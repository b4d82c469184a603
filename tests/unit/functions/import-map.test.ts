// The functions resolve their npm packages through one import map (supabase/functions/deno.json),
// which Deno, `supabase functions deploy` and the local Node runner must all read the same way:
// each deployed function names it in config.toml, and it pins the version npm installed, so the
// functions run on Supabase with the client the tests ran here. Each function's folder imports
// only its own files and _shared/, so a function deploys without another's code.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const functionsDir = join(root, 'supabase/functions');
const importMap = JSON.parse(readFileSync(join(functionsDir, 'deno.json'), 'utf8')) as {
  imports: Record<string, string>;
};
const config = parse(readFileSync(join(root, 'supabase/config.toml'), 'utf8')) as {
  functions: Record<string, { import_map?: string }>;
};
const functionNames = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

/** Every .ts file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

/** The relative imports of a file, resolved to paths under supabase/functions. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => relative(functionsDir, resolve(file, '..', specifier)));
}

describe('the functions’ import map', () => {
  it('is the one every function deploys with', () => {
    expect(functionNames.length).toBeGreaterThan(5);
    for (const name of functionNames)
      expect(config.functions[name]?.import_map, `[functions.${name}] import_map`).toBe(
        './functions/deno.json',
      );
  });

  it('pins each npm package to the version npm installed for the tests and the local server', () => {
    const require = createRequire(join(root, 'package.json'));
    const pinned = Object.values(importMap.imports).filter((target) => target.startsWith('npm:'));
    expect(pinned.length).toBeGreaterThan(0);
    for (const target of pinned) {
      const [, name, version] = /^npm:\/?(@?[^@]+)@([^/]+)\/?$/.exec(target) ?? [];
      expect(name, target).toBeDefined();
      const installed = (require(`${name}/package.json`) as { version: string }).version;
      expect(`${name}@${version}`).toBe(`${name}@${installed}`);
    }
  });

  it('maps @supabase/supabase-js and its subpaths, which the functions import by their bare names', () => {
    expect(importMap.imports['@supabase/supabase-js']).toMatch(/^npm:@supabase\/supabase-js@\d/);
    expect(importMap.imports['@supabase/supabase-js/']).toMatch(/^npm:\/@supabase\/supabase-js@\d.*\/$/);
  });
});

describe('a function’s imports', () => {
  it('stay in its own folder and _shared/, and _shared/ imports only itself', () => {
    const strays: string[] = [];
    for (const name of [...functionNames, '_shared'])
      for (const file of sources(join(functionsDir, name)))
        for (const target of localImports(file))
          if (!target.startsWith(`${name}/`) && !target.startsWith('_shared/'))
            strays.push(`${relative(functionsDir, file)} → ${target}`);
    expect(strays).toEqual([]);
  });
});
