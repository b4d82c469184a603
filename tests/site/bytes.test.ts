// Each page's own bytes, and the shared ones a shopper downloads once: every page links the same
// stylesheet, cached for a year, and carries no CSS of its own beyond the display font's
// @font-face. A product page (10,000 of them at scale) then fits the first round trip of a new
// connection: 10 TCP segments, about 14 KB. (The JavaScript a page loads before interaction is
// measured in a browser: tests/e2e/budget.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { headersForPath, readHeaderRules } from '../../src/host/security-headers';
import { builtPages, DIST } from './support/built-site.ts';

const PAGE_HTML_GZIP_BUDGET = 14 * 1024;
const INLINE_CSS_BUDGET = 512;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('one shared stylesheet', () => {
  it('every page links the same one stylesheet and inlines no page CSS', () => {
    const stylesheets = new Set<string>();
    for (const { file, html } of builtPages()) {
      const links = [...html.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*>/g)].map((m) =>
        attribute(m[0], 'href'),
      );
      expect(links, file).toHaveLength(1);
      stylesheets.add(links[0]!);
      const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
      expect(inlineCss.length, file).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
    }
    expect([...stylesheets]).toEqual([expect.stringMatching(/^\/_astro\/site\.[\w-]+\.css$/)]);
  });

  it(`every product page's HTML is at most ${PAGE_HTML_GZIP_BUDGET / 1024} KB gzipped`, () => {
    const products = builtPages().filter(({ file }) => file.startsWith('product/'));
    expect(products.length).toBeGreaterThan(100);
    for (const { file, html } of products)
      expect(gzipSync(html).length, file).toBeLessThanOrEqual(PAGE_HTML_GZIP_BUDGET);
  });

  it('the stylesheet is served for a year, immutable, and the page revalidated', async () => {
    const origin = inject('siteOrigin');
    const page = await fetch(`${origin}/product/dress-001`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const href = attribute(/<link\b[^>]*\srel="stylesheet"[^>]*>/.exec(await page.text())![0], 'href')!;
    const stylesheet = await fetch(`${origin}${href}`);
    expect(stylesheet.ok).toBe(true);
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // What a static host sends, from the same file.
    const rules = readHeaderRules(readFileSync(join(DIST, '_headers'), 'utf8'));
    expect(headersForPath(rules, href)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/product/dress-001')['Cache-Control']).toBeUndefined();
  });
});

it('no page waits for one module to learn of another: every module its scripts import is preloaded', () => {
  const staticImports = (src: string) =>
    [
      ...readFileSync(join(DIST, src), 'utf8').matchAll(
        /\b(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?"\.\/([^"]+\.js)"/g,
      ),
    ].map((m) => `/_astro/${m[1]}`);
  for (const { file, html } of builtPages()) {
    const requested = new Set(
      [...html.matchAll(/<script\b[^>]*\stype="module"[^>]*>|<link\b[^>]*\srel="modulepreload"[^>]*>/g)]
        .map((m) => attribute(m[0], 'src') ?? attribute(m[0], 'href'))
        .filter((url): url is string => !!url),
    );
    for (const url of requested)
      for (const dependency of staticImports(url))
        expect(requested, `${file}: ${url} imports ${dependency}`).toContain(dependency);
  }
});
