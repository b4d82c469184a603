// One header search over fake sources: correction, the backend first and the bundled fallback,
// failures logged and never thrown.
import { describe, expect, it, vi } from 'vitest';
import type { IndexedEntry, SearchSources } from '../../../../src/lib/search/site-search';
import { searchSite } from '../../../../src/lib/search/site-search';
import type { ProductHit } from '../../../../src/lib/search/results';
import { Vocabulary } from '../../../../src/lib/search/spelling';

const live: ProductHit = {
  kind: 'product',
  id: 'uuid-1',
  productId: 'rolex-sub',
  name: 'Rolex Submariner',
  price: 1_200_000,
  image: '/images/products/rolex-sub.svg',
  category: 'Luxury watches',
  brand: 'Rolex',
};
const bundled: IndexedEntry = {
  url: '/product/rolex-day.html',
  content: 'Rolex Day-Date. A watch.',
  meta: {
    title: 'Rolex Day-Date',
    productId: 'rolex-day',
    price: '900000',
    image: '/d.svg',
    category: 'Luxury watches',
    brand: 'Rolex',
  },
};
const brand: IndexedEntry = {
  url: '/brands/rolex',
  content: 'Rolex. Luxury Watches. Swiss.',
  meta: {
    title: 'Rolex',
    category: 'Luxury Watches',
    description: 'Swiss.',
    path: '/luxury-watches',
  },
};
const page: IndexedEntry = {
  url: '/luxury-watches',
  content: 'Luxury Watches. rolex, omega',
  meta: { title: 'Luxury Watches', path: '/luxury-watches' },
};

function sources(overrides: Partial<SearchSources> = {}): SearchSources & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    products: async (query) => (asked.push(`backend:${query}`), [live]),
    indexed: async (query, kind) => {
      asked.push(`${kind}:${query}`);
      return kind === 'luxury-watch-brand'
        ? [brand]
        : kind === 'page'
          ? [page]
          : kind === 'product'
            ? [bundled]
            : [];
    },
    vocabulary: async () => new Vocabulary(['rolex', 'watches', 'luxury']),
    log: vi.fn(),
    ...overrides,
  };
}

describe('searchSite', () => {
  it('merges the backend products with the pages and brands, the brand named first', async () => {
    const found = await searchSite('rolex', sources());
    expect(found.corrected).toBeNull();
    expect(found.hits.map((hit) => [hit.kind, hit.name])).toEqual([
      ['luxury-watch-brand', 'Rolex'],
      ['product', 'Rolex Submariner'],
      ['page', 'Luxury Watches'],
    ]);
  });

  it('corrects a misspelling before it searches, and says so', async () => {
    const fake = sources();
    const found = await searchSite('rolx', fake);
    expect(found).toMatchObject({ searched: 'rolex', corrected: 'rolex' });
    expect(fake.asked).toContain('backend:rolex');
    expect(fake.asked).not.toContain('backend:rolx');
  });

  it('answers from the bundled catalogue when the backend finds nothing', async () => {
    const found = await searchSite('rolex', sources({ products: async () => [] }));
    expect(found.hits.find((hit) => hit.kind === 'product')).toMatchObject({
      productId: 'rolex-day',
      name: 'Rolex Day-Date',
      price: 900000,
      brand: 'Rolex',
    });
  });

  it('logs a failing backend and answers from the bundled catalogue, never throwing', async () => {
    const fake = sources({ products: () => Promise.reject(new Error('offline')) });
    const found = await searchSite('rolex', fake);
    expect(fake.log).toHaveBeenCalledWith('search: product search failed', expect.any(Error));
    expect(found.hits.some((hit) => hit.kind === 'product' && hit.productId === 'rolex-day')).toBe(true);
  });

  it('still searches as typed when the vocabulary cannot load', async () => {
    const fake = sources({ vocabulary: () => Promise.reject(new Error('404')) });
    const found = await searchSite('rolx', fake);
    expect(found).toMatchObject({ searched: 'rolx', corrected: null });
    expect(fake.log).toHaveBeenCalled();
  });

  it('offline, when nothing else answers, offers the pages stored on the device, and says so', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    const saved = vi.fn(async (query: string) => [
      {
        kind: 'page' as const,
        id: '/product/dress-001',
        name: `Kitenge Wrap Midi Dress (${query})`,
        path: '/product/dress-001',
      },
    ]);
    const found = await searchSite('kitenge', sources({ products: offline, indexed: offline, saved }));
    expect(found).toMatchObject({ fromSaved: true, searched: 'kitenge' });
    expect(found.hits.map((hit) => hit.name)).toEqual(['Kitenge Wrap Midi Dress (kitenge)']);
    // Online, the stored pages are not asked.
    await searchSite('rolex', sources({ saved }));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a blank query', async () => {
    const fake = sources();
    expect(await searchSite('   ', fake)).toEqual({ searched: '', corrected: null, hits: [] });
    expect(fake.asked).toEqual([]);
  });
});
