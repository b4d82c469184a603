import { describe, expect, it } from 'vitest';
import { addModulePreloads, moduleScriptSources } from '../../../src/integrations/module-preload-links';

const imports: Record<string, string[]> = {
  '/_astro/site.js': ['/_astro/config.js', '/_astro/store.js'],
  '/_astro/store.js': ['/_astro/config.js', '/_astro/nanostores.js'],
  '/_astro/form.js': ['/_astro/config.js'],
};
const staticImports = (url: string) => imports[url] ?? [];

describe('moduleScriptSources', () => {
  it('lists the external module scripts only', () => {
    const html = [
      '<script type="module" src="/_astro/site.js"></script>',
      '<script>inline()</script>',
      '<script type="module">inline()</script>',
      '<script src="/classic.js"></script>',
      '<script src="/_astro/form.js" type="module"></script>',
    ].join('');
    expect(moduleScriptSources(html)).toEqual(['/_astro/site.js', '/_astro/form.js']);
  });
});

describe('addModulePreloads', () => {
  it('preloads every module the scripts import, directly or not, once, at the end of the head', () => {
    const html =
      '<head><title>t</title></head><body><script type="module" src="/_astro/site.js"></script>' +
      '<p>text</p><script type="module" src="/_astro/form.js"></script></body>';
    expect(addModulePreloads(html, staticImports)).toBe(
      '<head><title>t</title>' +
        '<link rel="modulepreload" href="/_astro/config.js">' +
        '<link rel="modulepreload" href="/_astro/store.js">' +
        '<link rel="modulepreload" href="/_astro/nanostores.js">' +
        '</head><body><script type="module" src="/_astro/site.js"></script>' +
        '<p>text</p><script type="module" src="/_astro/form.js"></script></body>',
    );
  });

  it('puts them before the first module script of a page without a head', () => {
    expect(
      addModulePreloads('<p>a</p><script type="module" src="/_astro/form.js"></script>', staticImports),
    ).toBe(
      '<p>a</p><link rel="modulepreload" href="/_astro/config.js"><script type="module" src="/_astro/form.js"></script>',
    );
  });

  it('leaves a page alone when its scripts import nothing, or it has none', () => {
    const alone = '<head><script type="module" src="/_astro/config.js"></script></head>';
    expect(addModulePreloads(alone, staticImports)).toBe(alone);
    expect(addModulePreloads('<p>No scripts</p>', staticImports)).toBe('<p>No scripts</p>');
  });

  it('does not preload a module the page loads as a script of its own', () => {
    const html =
      '<script type="module" src="/_astro/form.js"></script><script type="module" src="/_astro/config.js"></script>';
    expect(addModulePreloads(html, staticImports)).toBe(html);
  });
});
