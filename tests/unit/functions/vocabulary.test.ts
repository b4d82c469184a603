// Shoppers' words for what the store sells, mapped to its departments and product types.
import { describe, expect, it } from 'vitest';
import { kindIn, kindOf } from '../../../supabase/functions/chat-assistant/vocabulary.ts';
import { CATEGORIES, PRODUCT_TYPES } from '../../../src/lib/taxonomy.ts';

describe('vocabulary', () => {
  it.each([
    ['jordans', ['sneakers']],
    ['trainers', ['sneakers']],
    ['handbag', ['handbags']],
    ['bags', ['handbags', 'totes', 'backpacks']],
    ['gown', ['dresses']],
    ['cologne', ['fragrances']],
    ['jeans', ['trousers']],
    ['kikoi', ['fashion-accessories']],
    ['watch', ['luxury-watches', 'smart-watches']],
  ])('%s', (word, types) => expect(kindOf(word)?.types).toEqual(types));

  it('knows two-word names before single words, and nothing for other words', () => {
    expect(kindIn(['smart', 'watch'])?.types).toEqual(['smart-watches']);
    expect(kindIn(['nike', 'air', 'jordans'])?.label).toBe('sneakers');
    expect(kindIn(['leather', 'shoes'])).toEqual({ label: 'shoes', category: 'shoes' });
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
      for (const type of kind?.types ?? []) expect(PRODUCT_TYPES, word).toContain(type);
    }
  });
});
