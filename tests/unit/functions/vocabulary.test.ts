// Shoppers' words for what the store sells, mapped to its departments and product types.
import { describe, expect, it } from 'vitest';
import { kindIn, kindOf } from '../../../supabase/functions/chat-assistant/vocabulary.ts';
import { CATEGORIES, PRODUCT_TYPES } from '../../../src/lib/taxonomy.ts';

describe('vocabulary', () => {
  it.each([
    ['jordans', { category: 'shoes', type: 'sneakers' }],
    ['trainers', { category: 'shoes', type: 'sneakers' }],
    ['handbag', { category: 'bags' }],
    ['gown', { type: 'dresses' }],
    ['cologne', { category: 'beauty', type: 'fragrances' }],
    ['jeans', { type: 'trousers' }],
    ['kikoi', { category: 'accessories', type: 'fashion-accessories' }],
  ])('%s', (word, kind) => expect(kindOf(word)).toEqual(kind));

  it('knows two-word names before single words, and nothing for other words', () => {
    expect(kindIn(['smart', 'watch'])).toEqual({ category: 'smart-watches' });
    expect(kindIn(['nike', 'air', 'jordans'])).toEqual({ category: 'shoes', type: 'sneakers' });
    expect(kindIn(['rolex'])).toBeUndefined();
  });

  it("names only the store's own departments and types", () => {
    const words = [
      'jordans',
      'heels',
      'sandals',
      'boots',
      'loafers',
      'shoes',
      'purse',
      'tote',
      'backpack',
      'dress',
      'coat',
      'blouse',
      'tee',
      'shirt',
      'cardigan',
      'jeans',
      'skirt',
      'suit',
      'outfit',
      'necklace',
      'earrings',
      'bracelet',
      'ring',
      'beads',
      'smartwatch',
      'chronograph',
      'perfume',
      'lipstick',
      'serum',
      'shampoo',
      'beauty',
      'scarf',
    ];
    for (const word of words) {
      const kind = kindOf(word);
      expect(kind, word).toBeDefined();
      if (kind?.category) expect(CATEGORIES, word).toContain(kind.category);
      if (kind?.type) expect(PRODUCT_TYPES, word).toContain(kind.type);
    }
  });
});
