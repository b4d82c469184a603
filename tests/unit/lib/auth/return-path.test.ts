// Where /auth sends a visitor back after signing in: same-origin paths only (never an open redirect).
import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInLink } from '../../../../src/lib/auth/return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('/admin/products?page=2#top')).toBe('/admin/products?page=2#top');
  });

  it.each([
    ['https://evil.example/steal', 'an absolute URL'],
    ['//evil.example/x', 'a protocol-relative URL'],
    ['/\\evil.example', 'a backslash that browsers read as a slash'],
    ['\\\\evil.example', 'backslashes'],
    ['javascript:alert(1)', 'a script URL'],
    ['/\nevil', 'a raw control character'],
    ['/auth?next=/auth', 'the sign-in page itself'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (raw) => {
    expect(safeReturnPath(raw)).toBe('/account');
  });

  it('uses the fallback it is given', () => {
    expect(safeReturnPath(null, '/')).toBe('/');
  });
});

describe('signInLink', () => {
  it('carries the page to come back to, and no parameter for the default', () => {
    expect(signInLink('/checkout')).toBe('/auth?next=%2Fcheckout');
    expect(signInLink('/account')).toBe('/auth');
    expect(signInLink('https://evil.example')).toBe('/auth');
  });
});
