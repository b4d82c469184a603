// Rows of the products table as catalogue entries: the mapping, the defaults for a product made in
// the admin area, and the reasons a row is left out.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ART_SHAPES,
  defaultArt,
  readRow,
  rowToEntry,
  type CatalogueRow,
} from '../../../src/lib/catalogue-rows';
import { photoOf, productPicture, toProduct } from '../../../src/lib/products';
import { ART_SHAPES, PRODUCT_TYPES } from '../../../src/lib/taxonomy';
import { adminRow } from '../../support/product-rows';

describe('rowToEntry', () => {
  it('names the fields as content/products does', () => {
    expect(rowToEntry(adminRow)).toEqual({
      productId: 'kitenge-wrap-dress',
      name: 'Kitenge Wrap Dress',
      description: 'A wrap dress in bold kitenge cotton, made in Nairobi.',
      price: 4500,
      category: 'women',
      type: 'dresses',
      rating: 0,
      reviewCount: 0,
      sizes: ['S', 'M', 'L'],
      colors: [{ name: 'Ochre', hex: '#c8902e' }],
      tags: [],
      stock: 12,
      inStock: true,
      discount: 85,
      newArrival: true,
      featured: false,
      addedAt: '2026-11-28T09:30:00.000Z',
      art: { shape: 'dress', pattern: 'solid' },
      image: adminRow.image,
      reviews: null,
    });
  });

  it('reads a rating sent as a string, and keeps a brand and material', () => {
    const entry = rowToEntry({ ...adminRow, rating: '4.5', brand: 'Rolex', material: 'Steel' });
    expect(entry).toMatchObject({ rating: 4.5, brand: 'Rolex', material: 'Steel' });
  });

  it('sells only what is marked in stock and has stock', () => {
    expect(rowToEntry({ ...adminRow, stock: 0 }).inStock).toBe(false);
    expect(rowToEntry({ ...adminRow, in_stock: false }).inStock).toBe(false);
  });

  it('keeps the artwork a row has', () => {
    expect(rowToEntry({ ...adminRow, art: { shape: 'kaftan', pattern: 'kitenge' } }).art).toEqual({
      shape: 'kaftan',
      pattern: 'kitenge',
    });
  });
});

describe('defaultArt', () => {
  it('gives every product type a silhouette the artwork can draw', () => {
    for (const type of PRODUCT_TYPES) expect(ART_SHAPES).toContain(DEFAULT_ART_SHAPES[type]);
    expect(defaultArt('smart-watches')).toEqual({ shape: 'smartwatch', pattern: 'solid' });
    expect(defaultArt('no-such-type').shape).toBe('tee');
  });
});

describe('photoOf', () => {
  it('takes an uploaded photograph, not the seed’s artwork path', () => {
    expect(photoOf('/images/products/dress-001.svg')).toBeUndefined();
    expect(photoOf(null)).toBeUndefined();
    expect(photoOf('  ')).toBeUndefined();
    expect(photoOf('/storage/v1/object/public/product-images/a.jpg')).toBe(
      '/storage/v1/object/public/product-images/a.jpg',
    );
  });
});

describe('readRow', () => {
  it('accepts what the admin area saves: no rating, no tags, a discount up to 90%', () => {
    const result = readRow(adminRow);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const product = toProduct(result.entry);
    expect(product.photo).toBe(adminRow.image);
    expect(product.image).toBe(adminRow.image);
    expect(productPicture(product, 1)).toBe(adminRow.image);
    expect(product.brand).toBe('Mtindo');
    expect(product.addedAt.toISOString()).toBe('2026-11-28T09:30:00.000Z');
  });

  it('accepts a product with no sizes and no colours', () => {
    expect(readRow({ ...adminRow, sizes: [], colors: [] }).ok).toBe(true);
  });

  it.each([
    [{ price: 0 }, 'price'],
    [{ description: 'Too short.' }, 'description'],
    [{ category: 'garden' }, 'category'],
    [{ sizes: ['XXXL'] }, 'sizes.0'],
    [{ colors: [{ name: 'Red', hex: 'red' }] }, 'colors.0.hex'],
    [{ image: 'javascript:alert(1)' }, 'image'],
    [{ discount: 95 }, 'discount'],
  ] as [Partial<CatalogueRow>, string][])('refuses %o, naming %s', (change, field) => {
    const result = readRow({ ...adminRow, ...change } as CatalogueRow);
    expect(result).toMatchObject({ ok: false, id: 'kitenge-wrap-dress' });
    if (!result.ok) expect(result.problem).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });
});
