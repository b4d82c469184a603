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

  it('names a field the form does not show, after the rest', () => {
    expect(describeChanges({ review_count: [3, 4], price: [100, 200] })).toEqual([
      'Price: KSH 100 → KSH 200',
      'review_count changed',
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
