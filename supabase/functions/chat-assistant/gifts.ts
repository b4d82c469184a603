/**
 * What makes a gift for whom, when the shopper names a person but no kind of thing: a baby gets
 * baby clothes, a child the kids' department, a grown-up never either. A woman's gift is jewellery,
 * a fragrance, a bag, a scarf, make-up or a smartwatch; a man's a watch, a wallet, a belt, a
 * fragrance or a good shirt; anyone's the things everyone can use.
 *
 * @example giftKinds({ who: 'wife', group: 'women' }) // { types: ['necklaces', 'earrings', …] }
 */
import type { ProductQuery } from './catalogue.ts';
import type { Recipient } from './people.ts';

/** The product types (or department) a gift for `recipient` is chosen from. */
export function giftKinds(recipient: Recipient | undefined): Pick<ProductQuery, 'types' | 'category'> {
  switch (recipient?.group) {
    case 'baby':
      return { types: ['baby'] };
    case 'kids':
      if (recipient.gender === 'boy') return { types: ['boys', 'kids-accessories'] };
      if (recipient.gender === 'girl') return { types: ['girls', 'kids-accessories'] };
      return { category: 'kids' };
    case 'women':
      return {
        types: [
          'necklaces',
          'earrings',
          'bracelets',
          'rings',
          'fragrances',
          'handbags',
          'totes',
          'fashion-accessories',
          'makeup',
          'skincare',
          'smart-watches',
        ],
      };
    case 'men':
      return {
        types: [
          'luxury-watches',
          'smart-watches',
          'fashion-accessories',
          'fragrances',
          'shirts',
          'backpacks',
        ],
      };
    default:
      return {
        types: [
          'fashion-accessories',
          'fragrances',
          'bracelets',
          'smart-watches',
          'totes',
          'skincare',
          'backpacks',
        ],
      };
  }
}

/** "for your wife", "for a baby", "for your colleague": how a reply names who it is for. */
export function forWhom(recipient: Recipient): string {
  if (recipient.who === 'child') return 'for a child';
  if (/^(baby|newborn|infant|toddler)$/.test(recipient.who)) return `for a ${recipient.who}`;
  if (/^(her|she|him|he|men|women|man|woman|lady|ladies|gents|guy)$/.test(recipient.who))
    return recipient.group === 'women' ? 'for her' : recipient.group === 'men' ? 'for him' : '';
  return `for your ${recipient.who}`;
}
