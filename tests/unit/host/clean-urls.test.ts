import { describe, expect, it } from 'vitest';
import { cleanUrlRedirect, isPlainPath } from '../../../src/host/clean-urls';

describe('cleanUrlRedirect', () => {
  it('drops the trailing slash and keeps the query', () => {
    expect(cleanUrlRedirect('/women/?sort=new')).toBe('/women?sort=new');
    expect(cleanUrlRedirect('/women')).toBeUndefined();
    expect(cleanUrlRedirect('/')).toBeUndefined();
  });

  it.each(['/.//evil.com/', '//evil.com/', '//evil.com', '/\\evil.com/', '///evil.com//', '/./\\/evil.com/'])(
    'keeps %s on this origin',
    (target) => expect(cleanUrlRedirect(target)).toBe('/evil.com'),
  );

  it('never throws on a target URL parsing would take for a bad host name', () => {
    expect(cleanUrlRedirect('//a%20b:99999/')).toBe('/a%20b:99999');
    expect(cleanUrlRedirect('//')).toBe('/');
  });
});

describe('isPlainPath', () => {
  it('is a path with one leading slash', () => {
    expect(isPlainPath('/rest/v1/products?select=*')).toBe(true);
    expect(isPlainPath('//evil.com/rest/v1')).toBe(false);
    expect(isPlainPath('/\\evil.com')).toBe(false);
    expect(isPlainPath('http://evil.com/')).toBe(false);
  });
});
