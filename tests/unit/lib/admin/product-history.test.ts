import { describe, expect, it } from 'vitest';
import { describeChanges, describeEvent } from '../../../../src/lib/admin/product-history';

describe('describeChanges', () => {
  it('says each field as the form names it, before → after, in the form’s order', () => {
    expect(
      describeChanges({
        stock: [3, 12],
        price: [13300, 12000],
        name: ['Wrap Dress', 'Kitenge Wrap Dress'],
        in_stock: [false, true],
        discount: [0, 15],
        category: ['women', 'accessories'],
        type: ['dresses', 'handbags'],
      }),
    ).toEqual([
      'Name: Wrap Dress → Kitenge Wrap Dress',
      'Department: Women → Accessories',
      'Type: Dresses → Handbags',
      'Price: KSH 13,300 → KSH 12,000',
      'Discount: 0 % → 15 %',
      'Stock: 3 → 12',
      'In stock: no → yes',
    ]);
  });

  it('lists sizes, colours and tags, and says (none) for an empty value', () => {
    expect(
      describeChanges({
        sizes: [[], ['S', 'M']],
        colors: [
          [{ name: 'Red', hex: '#f00' }],
          [
            { name: 'Red', hex: '#f00' },
            { name: 'Blue', hex: '#00f' },
          ],
        ],
        tags: [['linen'], []],
        brand: [null, 'Nike'],
      }),
    ).toEqual([
      'Brand: (none) → Nike',
      'Sizes: (none) → S, M',
      'Colours: Red → Red, Blue',
      'Tags: linen → (none)',
    ]);
  });

  it('says only that a long or binary field changed, was added or was removed', () => {
    expect(describeChanges({ description: ['Old words', 'New words'] })).toEqual(['Description changed']);
    expect(describeChanges({ image: [null, '/storage/v1/object/public/product-images/a.jpg'] })).toEqual([
      'Photo added',
    ]);
    expect(describeChanges({ image: ['/a.jpg', null] })).toEqual(['Photo removed']);
  });

  it('names the fields staff can write outside the form, after the form’s own', () => {
    expect(
      describeChanges({
        created_at: ['2026-11-20T09:00:00+00:00', '2026-01-02T03:04:05+00:00'],
        art: [{ motif: 'plain' }, { motif: 'stripes' }],
        review_count: [3, 4],
        rating: [null, 4.5],
        id: ['3f9a0c00-0000-4000-8000-000000000001', '3f9a0c00-0000-4000-8000-000000000002'],
        price: [100, 200],
      }),
    ).toEqual([
      'Price: KSH 100 → KSH 200',
      'Rating: (none) → 4.5',
      'Reviews: 3 → 4',
      'Drawn artwork changed',
      'Listed on: 20 Nov 2026 → 2 Jan 2026',
      'Product ID: 3f9a0c00-0000-4000-8000-000000000001 → 3f9a0c00-0000-4000-8000-000000000002',
    ]);
  });

  it('names a column it has no label for by its own name, last', () => {
    expect(describeChanges({ care_label: ['a', 'b'], price: [100, 200] })).toEqual([
      'Price: KSH 100 → KSH 200',
      'care_label changed',
    ]);
  });
});

describe('describeEvent', () => {
  it('heads each kind of event', () => {
    const event = { at: '', actor_email: null, changes: {} };
    expect(describeEvent({ ...event, action: 'created' })).toBe('Created');
    expect(describeEvent({ ...event, action: 'updated' })).toBe('Edited');
    expect(describeEvent({ ...event, action: 'deleted' })).toBe('Deleted');
  });
});
