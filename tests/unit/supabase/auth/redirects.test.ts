import { describe, expect, it } from 'vitest';
import {
  encodeSorted,
  globToRegExp,
  isRedirectAllowed,
  resolveRedirect,
  withFragment,
  withQuery,
} from '../../../../supabase/local/auth/redirects.ts';
import type { ApiRequest } from '../../../../supabase/local/http.ts';

const config = {
  siteUrl: 'http://localhost:4321',
  additionalRedirectUrls: [
    'https://mtindo.co.ke',
    'https://mtindo.co.ke/account',
    'https://*.mtindo.co.ke/**',
    'https://preview.example/*',
  ],
};

describe('isRedirectAllowed', () => {
  it.each([
    ['http://localhost:4321/account', true],
    ['http://localhost:3000/callback', true], // any port on localhost, as GoTrue allows for native apps
    ['http://127.0.0.1:9999/x', true], // loopback addresses
    ['https://mtindo.co.ke', true],
    ['https://mtindo.co.ke/account', true],
    ['https://mtindo.co.ke/account#section', true], // the fragment is left out of the match
    // A plain entry matches exactly, never as a prefix (GoTrue's anchored glob match).
    ['https://mtindo.co.ke/', false],
    ['https://mtindo.co.ke/account/reset', false],
    ['https://mtindo.co.ke/account?x=1', false], // the query is part of the string matched
    ['https://shop.mtindo.co.ke/a/b', true],
    ['https://preview.example/cart', true],
    ['https://preview.example/cart?x=1', true],
    ['https://preview.example/cart/1', false], // `*` stops at `/`
    ['https://preview.example/cart.html', false], // and at `.`
    ['https://preview.example', false],
    ['https://mtindo.co.ke.evil.example/', false],
    ['https://evil.example/https://mtindo.co.ke', false],
    ['https://a.b.mtindo.co.ke/', false], // `*` stops at dots
    ['https://localhost:4321/', false], // scheme must match the site URL
    ['http://10.0.0.1/', false],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isRedirectAllowed(url, config)).toBe(allowed);
  });
});

describe('globToRegExp', () => {
  it('follows gobwas/glob with . and / as separators', () => {
    expect(globToRegExp('https://*.example.com').test('https://a.example.com')).toBe(true);
    expect(globToRegExp('https://*.example.com').test('https://a.b.example.com')).toBe(false);
    expect(globToRegExp('https://example.com/**').test('https://example.com/a/b.c')).toBe(true);
    expect(globToRegExp('https://{a,b}.example.com').test('https://b.example.com')).toBe(true);
    expect(globToRegExp('https://example.com/?').test('https://example.com/x')).toBe(true);
    expect(globToRegExp('https://example.com/\\*').test('https://example.com/*')).toBe(true);
    expect(globToRegExp('https://example.com/\\*').test('https://example.com/x')).toBe(false);
  });
});

describe('resolveRedirect', () => {
  const request = (query: string, headers: Record<string, string> = {}): ApiRequest => ({
    method: 'POST',
    url: new URL(`http://localhost:4321/auth/v1/signup${query}`),
    path: '/signup',
    headers,
    body: Buffer.alloc(0),
    ip: '127.0.0.1',
    origin: 'http://localhost:4321',
  });

  it('takes an allowed redirect_to, else an allowed Referer, else the site URL', () => {
    expect(resolveRedirect(request('?redirect_to=http%3A%2F%2Flocalhost%3A4321%2Fa'), config)).toBe(
      'http://localhost:4321/a',
    );
    expect(resolveRedirect(request('?redirect_to=https%3A%2F%2Fevil.example'), config)).toBe(
      'http://localhost:4321',
    );
    expect(resolveRedirect(request('', { referer: 'https://shop.mtindo.co.ke/cart' }), config)).toBe(
      'https://shop.mtindo.co.ke/cart',
    );
    expect(resolveRedirect(request('', { referer: 'https://evil.example/' }), config)).toBe(
      'http://localhost:4321',
    );
  });
});

describe('redirect URLs', () => {
  it('encodes like Go url.Values: sorted keys, + for spaces', () => {
    expect(encodeSorted({ b: 'x y', a: '1&2', sb: '' })).toBe('a=1%262&b=x+y&sb=');
  });

  it('puts values in the fragment or the query', () => {
    expect(withFragment('http://localhost:4321/a#old', { access_token: 't', type: 'signup' })).toBe(
      'http://localhost:4321/a#access_token=t&type=signup',
    );
    expect(withQuery('http://localhost:4321/a?keep=1', { code: 'c' })).toBe(
      'http://localhost:4321/a?keep=1&code=c',
    );
  });
});
