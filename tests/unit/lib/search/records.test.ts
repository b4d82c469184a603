// The search index's own records: the spec's page index (section 2) and the watch brands.
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGES } from '../../../../src/lib/search/page-index';
import { brandRecord, pageRecord, searchCategory } from '../../../../src/lib/search/records';

// Section 2's list, in its order.
const SPEC_PATHS =
  '/, /products, /women, /men, /luxury-watches, /smart-watches, /luxury-watches-store, /smart-watches-store, /accessories, /bags-store, /jewelry-store, /shoes-store, /new-arrivals, /sale, /brands, /about, /heritage, /our-story, /contact, /faq, /size-guide, /blog, /press, /careers, /privacy-policy, /terms-of-service, /shipping-info, /returns, /account, /checkout'.split(
    ', ',
  );

describe('the site-search page index', () => {
  it("is the spec's 30 paths, each with a display name and keywords", () => {
    expect(SEARCH_PAGES.map((page) => page.path)).toEqual(SPEC_PATHS);
    for (const page of SEARCH_PAGES) {
      expect(page.name.trim(), page.path).not.toBe('');
      expect(page.keywords.length, page.path).toBeGreaterThan(0);
    }
  });

  it('makes a page record found by name and keywords, opened at its path', () => {
    const record = pageRecord({ path: '/checkout', name: 'Checkout', keywords: ['pay', 'm-pesa'] });
    expect(record).toEqual({
      url: '/checkout',
      content: 'Checkout. pay. m-pesa',
      language: 'en',
      meta: { title: 'Checkout', path: '/checkout' },
      filters: { kind: ['page'] },
    });
  });
});

describe('brand records', () => {
  const brand = {
    slug: 'rolex',
    name: 'Rolex',
    kind: 'luxury' as const,
    category: 'Luxury Watches',
    description: 'Swiss watchmaker.',
    knownFor: ['Submariner'],
  };

  it('lead to the watch page of their kind, with category and description and no logo', () => {
    expect(brandRecord(brand)).toEqual({
      url: '/brands/rolex',
      content: 'Rolex. Luxury Watches. Swiss watchmaker.. Submariner',
      language: 'en',
      meta: {
        title: 'Rolex',
        category: 'Luxury Watches',
        description: 'Swiss watchmaker.',
        path: '/luxury-watches',
      },
      filters: { kind: ['luxury-watch-brand'] },
    });
    const smart = brandRecord({ ...brand, slug: 'garmin', kind: 'smart' });
    expect(smart.meta.path).toBe('/smart-watches');
    expect(smart.filters.kind).toEqual(['smart-watch-brand']);
  });
});

describe('searchCategory', () => {
  it("capitalises the first letter, as the spec's result row does", () => {
    expect(searchCategory('women')).toBe('Women');
    expect(searchCategory('luxury-watches')).toBe('Luxury watches');
    expect(searchCategory('')).toBe('');
  });
});
