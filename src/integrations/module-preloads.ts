/**
 * Adds the modulepreload links of module-preloads.ts to the built pages: the client build reports
 * which modules each bundled module imports, and at the end of the build every page gets a link
 * for each module its scripts import, so no module waits for another to arrive first.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { addModulePreloads } from './module-preload-links.ts';
import { forEachBuiltPage } from './built-pages.ts';

/** The Astro integration that writes modulepreload links into the pages after `astro build`. */
export function modulePreloads(): AstroIntegration {
  let base = '/';
  // A bundled module's URL → the URLs of the modules it imports statically.
  const imports = new Map<string, string[]>();
  const recordImports: Plugin = {
    name: 'mtindo:module-imports',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          imports.set(
            base + chunk.fileName,
            chunk.imports.map((file) => base + file),
          );
    },
  };
  return {
    name: 'mtindo:module-preloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target === 'client') updateConfig({ plugins: [recordImports] });
      },
      'astro:build:done': async ({ dir, logger }) => {
        let changed = 0;
        const pages = await forEachBuiltPage(fileURLToPath(dir), async (path, html) => {
          const withPreloads = addModulePreloads(html, (url) => imports.get(url) ?? []);
          if (withPreloads === html) return;
          await writeFile(path, withPreloads);
          changed++;
        });
        logger.info(`modulepreload links added to ${changed} of ${pages} pages`);
      },
    },
  };
}
