import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../../src/lib/list-filters';
import {
  PAGE_SIZE,
  listBase,
  listHref,
  listPageMeta,
  pageCount,
  pageItems,
  pageOfPath,
  pageParam,
  pagePath,
  pageWindow,
  paginationHtml,
  parsePage,
} from '../../../src/lib/pagination';

describe('pages of a list', () => {
  it('counts pages, with one page even for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(10_000)).toBe(209);
  });

  it('slices the products of a page', () => {
    const items = Array.from({ length: 100 }, (_, n) => n);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 48));
    expect(pageItems(items, 3)).toEqual([96, 97, 98, 99]);
    expect(pageItems(items, 4)).toEqual([]);
  });

  it('gives page 1 the list’s own address and later pages /page/N', () => {
    expect(pagePath('/products', 1)).toBe('/products');
    expect(pagePath('/products/dresses', 3)).toBe('/products/dresses/page/3');
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2)).toBe('page/2');
    expect(pageOfPath('/women/page/12')).toBe(12);
    expect(pageOfPath('/women')).toBe(1);
    expect(listBase('/stores/luxury/page/2')).toBe('/stores/luxury');
  });

  it('reads ?page= as a positive whole number and nothing else', () => {
    for (const [query, page] of [
      ['page=4', 4],
      ['page=0', 1],
      ['page=-2', 1],
      ['page=2.5', 1],
      ['page=abc', 1],
      ['page=99999999999', 1],
      ['', 1],
    ] as const) {
      expect(parsePage(new URLSearchParams(query)), query).toBe(page);
    }
  });

  it('links the static pages while nothing narrows or reorders the list', () => {
    expect(listHref('/women', EMPTY_FILTERS, 1)).toBe('/women');
    expect(listHref('/women', EMPTY_FILTERS, 2)).toBe('/women/page/2');
    expect(listHref('/women', { ...EMPTY_FILTERS, sort: 'newest' }, 1)).toBe('/women?sort=newest');
    expect(listHref('/women', { ...EMPTY_FILTERS, brands: ['Nike'] }, 3)).toBe('/women?brand=Nike&page=3');
  });

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('draws page links with the current page marked, and none for a single page', () => {
    expect(paginationHtml(1, 1, String)).toBe('');
    const html = paginationHtml(2, 5, (n) => `/x?a=1&page=${n}`);
    expect(html).toContain('aria-label="Previous page"');
    expect(html).toContain('aria-label="Next page"');
    expect(html).toMatch(/aria-current="page" aria-label="Page 2"/);
    expect(html).toContain('href="/x?a=1&amp;page=3"');
    expect(paginationHtml(5, 5, String)).not.toContain('Next page');
  });

  it('gives later pages their own title and description', () => {
    const meta = { title: 'Women', description: 'Shop women.' };
    expect(listPageMeta(meta, 1, 4)).toEqual(meta);
    expect(listPageMeta(meta, 2, 4)).toEqual({
      title: 'Women – Page 2',
      description: 'Shop women. Page 2 of 4.',
    });
  });
});
