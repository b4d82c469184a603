import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HASHED_ASSET_CACHE,
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersForPath,
  inlineScriptHashes,
  isHttpsRequest,
  readHeaderRules,
  readHeadersFile,
  securityHeaders,
} from '../../../src/host/security-headers';

describe('contentSecurityPolicy', () => {
  it('allows this origin, the given script hashes and nothing inline besides', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b='", "'sha256-a='"] });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a=' 'sha256-b='");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toMatch(/frame-ancestors 'none'$/);
    // WebAssembly compilation (the site search) is the one exception: no inline script, no eval.
    const scriptSrc = csp.split(';').find((d) => d.includes('script-src'))!;
    expect(scriptSrc.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
  });

  it('lets the browser reach a hosted Supabase project over https: and wss:', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], supabaseUrl: 'https://abc.supabase.co/' });
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co;");
    expect(csp).toContain("img-src 'self' data: blob: https://abc.supabase.co;");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser runs, exactly as written, and skips data blocks and src scripts', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module">a()</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module" src="/_astro/x.js"></script>',
    ].join('');
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-/),
    ]);
  });

  it('hashes speculation rules too, which the browser checks against script-src', () => {
    const rules = '{"prefetch":[]}';
    const expected = `'sha256-${createHash('sha256').update(rules).digest('base64')}'`;
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([expected]);
  });
});

describe('the _headers file', () => {
  const headers = securityHeaders({ scriptHashes: ["'sha256-a='"] });

  it('reads back what it wrote', () => {
    const text = formatHeadersFile(headerRules(headers));
    expect(readHeaderRules(text)).toEqual(headerRules(headers));
    expect(readHeadersFile(text)).toEqual(headers);
  });

  it('caches the hashed build assets for a year, and nothing else', () => {
    const rules = headerRules(headers);
    expect(headersForPath(rules, '/_astro/site.Q_pzs0mS.css')).toEqual({
      ...headers,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(HASHED_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/product/dress-001.html', '/images/products/dress-001.svg', '/x/_astro/a.js'])
      expect(headersForPath(rules, path), path).toEqual(headers);
  });

  it("caches the search index's hashed chunks for a year, and revalidates its entry files", () => {
    const rules = headerRules(headers);
    for (const path of [
      '/pagefind/products/index/en_2b1c9e0.pf_index',
      '/pagefind/products/fragment/en_01a4f3c.pf_fragment',
      '/pagefind/site/filter/en_77d0b2a.pf_filter',
    ])
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe(HASHED_ASSET_CACHE);
    for (const path of [
      '/pagefind/site/pagefind.js',
      '/pagefind/site/pagefind-entry.json',
      '/pagefind/index/x',
    ])
      expect(headersForPath(rules, path), path).toEqual(headers);
  });

  it('reads only the rule for every path as the site headers', () => {
    const text = '/admin/*\n  X-Robots-Tag: noindex\n/*\n  Referrer-Policy: no-referrer\n';
    expect(readHeadersFile(text)).toEqual({ 'Referrer-Policy': 'no-referrer' });
    expect(headersForPath(readHeaderRules(text), '/admin/users')).toEqual({
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    });
  });
});

describe('isHttpsRequest', () => {
  const request = (proto: string | undefined, encrypted = false) =>
    ({
      headers: proto ? { 'x-forwarded-proto': proto } : {},
      socket: { encrypted, remoteAddress: '127.0.0.1' },
    }) as unknown as IncomingMessage;

  it('knows a TLS socket', () => {
    expect(isHttpsRequest(request(undefined, true))).toBe(true);
  });

  it('takes no X-Forwarded-Proto on its word, even from this machine', () => {
    expect(isHttpsRequest(request('https'))).toBe(false);
    expect(isHttpsRequest(request('http'))).toBe(false);
  });
});
