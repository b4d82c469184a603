// Byte budgets (deterministic): gzipped JavaScript a page loads before the visitor interacts, and
// the HTML and CSS of a page (below).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersForPath, readHeaderRules } from '../../src/host/security-headers';
import { expect, test } from './fixtures';

const CONTENT_BUDGET = 15 * 1024;
const CATALOGUE_BUDGET = 90 * 1024;
const PAGES: [string, number][] = [
  ['/', CATALOGUE_BUDGET],
  ['/products', CATALOGUE_BUDGET],
  ['/women', CATALOGUE_BUDGET],
  ['/product/dress-001', CATALOGUE_BUDGET],
  ['/about', CONTENT_BUDGET],
  ['/faq', CONTENT_BUDGET],
  ['/brands/rolex', CONTENT_BUDGET],
  ['/blog/african-print', CONTENT_BUDGET],
];

for (const [path, budget] of PAGES) {
  test(`${path} loads at most ${budget / 1024} KB of gzipped JavaScript before interaction`, async ({
    page,
  }) => {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const total =
      (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0) +
      inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped JS`);
    expect(total).toBeLessThanOrEqual(budget);
  });
}

// Each page's own bytes, and the shared ones a shopper downloads once: every page links the same
// stylesheet, cached for a year, and carries no CSS of its own beyond the display font's
// @font-face. A product page (10,000 of them at scale) then fits the first round trip of a new
// connection: 10 TCP segments, about 14 KB.
const PAGE_HTML_GZIP_BUDGET = 14 * 1024;
const INLINE_CSS_BUDGET = 512;

const distPages = () =>
  readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join('dist', file), 'utf8') }));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

test.describe('one shared stylesheet', () => {
  test('every page links the same one stylesheet and inlines no page CSS', () => {
    const stylesheets = new Set<string>();
    for (const { file, html } of distPages()) {
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

  test(`every product page's HTML is at most ${PAGE_HTML_GZIP_BUDGET / 1024} KB gzipped`, () => {
    const products = distPages().filter(({ file }) => file.startsWith('product/'));
    expect(products.length).toBeGreaterThan(100);
    for (const { file, html } of products)
      expect(gzipSync(html).length, file).toBeLessThanOrEqual(PAGE_HTML_GZIP_BUDGET);
  });

  test('the stylesheet is served for a year, immutable, and the page revalidated', async ({ request }) => {
    const page = await request.get('/product/dress-001');
    expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const href = attribute(/<link\b[^>]*\srel="stylesheet"[^>]*>/.exec(await page.text())![0], 'href')!;
    const stylesheet = await request.get(href);
    expect(stylesheet.ok()).toBe(true);
    expect(stylesheet.headers()['content-type']).toMatch(/^text\/css/);
    expect(stylesheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // What a static host sends, from the same file.
    const rules = readHeaderRules(readFileSync('dist/_headers', 'utf8'));
    expect(headersForPath(rules, href)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/product/dress-001')['Cache-Control']).toBeUndefined();
  });
});

test('no page waits for one module to learn of another: every module its scripts import is preloaded', () => {
  const staticImports = (src: string) =>
    [
      ...readFileSync(join('dist', src), 'utf8').matchAll(
        /\b(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?"\.\/([^"]+\.js)"/g,
      ),
    ].map((m) => `/_astro/${m[1]}`);
  for (const { file, html } of distPages()) {
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
