import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  clothingStoreJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '../../../src/lib/seo';
import { toProduct } from '../../../src/lib/products';
import type { ProductEntry } from '../../../src/lib/schemas';

const site = 'https://mtindo.co.ke';
const entry: ProductEntry = {
  productId: 'dress-001',
  name: 'Amani Kitenge Wrap Dress',
  description:
    'A wrap dress in bold kitenge cotton, cut and sewn in our Nairobi studio for weddings and weekends.',
  price: 9800,
  category: 'women',
  type: 'dresses',
  rating: 4.7,
  reviewCount: 31,
  sizes: ['S', 'M'],
  colors: [{ name: 'Terracotta', hex: '#b4472a' }],
  tags: ['kitenge'],
  stock: 0,
  inStock: false,
  discount: 10,
  newArrival: true,
  featured: false,
  addedAt: new Date('2026-10-01'),
  art: { shape: 'dress', pattern: 'kitenge' },
  reviews: null,
};

const reviewed: ProductEntry = {
  ...entry,
  reviews: {
    average: 4.5,
    total: 2,
    stars: [0, 0, 0, 1, 1],
    fits: [1, 0, 0],
    highlights: [
      {
        id: 'r1',
        name: 'Amina W.',
        rating: 5,
        title: 'Lovely',
        body: 'Soft and bright.',
        size: 'M',
        fit: 'runs_small',
        helpful: 1,
        reply: null,
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
  },
};

describe('seo', () => {
  it("rates a reviewed product by its buyers' reviews, with the reviews shown", () => {
    const ld = productJsonLd(toProduct(reviewed), site) as {
      aggregateRating: Record<string, unknown>;
      review: Record<string, unknown>[];
    };
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        name: 'Lovely',
        reviewBody: 'Soft and bright.',
        datePublished: '2026-11-20',
        author: { '@type': 'Person', name: 'Amina W.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('describes the store with the spec price range', () => {
    const store = clothingStoreJsonLd(site);
    expect(store['@type']).toBe('ClothingStore');
    expect(store.priceRange).toBe('KES 2000 - 50000');
    expect(organizationJsonLd(site)['@type']).toBe('Organization');
  });

  it('gives a product an Offer in KES at the discounted price, and no rating until buyers review it', () => {
    const ld = productJsonLd(toProduct(entry), site) as {
      offers: Record<string, unknown>;
      aggregateRating?: unknown;
      review?: unknown;
      brand: { name: string };
      image: string;
    };
    expect(ld.offers.priceCurrency).toBe('KES');
    expect(ld.offers.price).toBe(8820);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    // The catalogue's own 4.7 "from 31" is the shop's rating, not buyers': none for search engines.
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.review).toBeUndefined();
    expect(ld.brand.name).toBe('Mtindo');
    expect(ld.image).toBe('https://mtindo.co.ke/images/products/dress-001.svg');
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Women', path: '/women' },
      ],
      site,
    ) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://mtindo.co.ke/'],
      [2, 'https://mtindo.co.ke/women'],
    ]);
  });

  it('cannot be broken out of its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('private paths', () => {
  it('covers account, checkout and admin pages and nothing public', async () => {
    const { isPrivatePath } = await import('../../../src/lib/private-paths');
    for (const p of ['/auth', '/account', '/checkout', '/admin', '/admin/products', '/admin-dashboard']) {
      expect(isPrivatePath(p), p).toBe(true);
    }
    for (const p of ['/', '/accessories', '/administration-tips', '/products/admin', '/authentic']) {
      expect(isPrivatePath(p), p).toBe(false);
    }
  });
});
