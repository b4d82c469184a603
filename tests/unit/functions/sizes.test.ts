// The sizes a shopper names, as candidates a product's own sizes decide between.
import { describe, expect, it } from 'vitest';
import { readSizes, sizeFor, sizeText } from '../../../supabase/functions/chat-assistant/sizes.ts';

const first = (text: string) => readSizes(text).sizes[0]!;

describe('sizes', () => {
  it.each([
    ['size 42', ['EU 41', 'EU 42'], 'EU 42'],
    ['penny loafers 45', ['EU 40', 'EU 45'], 'EU 45'],
    ['eu37', ['EU 37'], 'EU 37'],
    ['waist 32', ['30', '32', '34'], '32'],
    ['in m please', ['S', 'M', 'L'], 'M'],
    ['xxl', ['XL', 'XXL'], 'XXL'],
    ['6-12 months', ['0-3M', '3-6M', '6-12M'], '6-12M'],
    ['4-5 yrs', ['2-3Y', '4-5Y'], '4-5Y'],
    ['for a 5 year old', ['4-5Y', '6-7Y'], '4-5Y'],
    ['one size', ['One Size'], 'One Size'],
  ])('%s is %s among %j', (text, sizes, size) => expect(sizeFor(sizes, first(text))).toBe(size));

  it('finds no size a product lacks', () => {
    expect(sizeFor(['S', 'M'], first('size xl'))).toBeUndefined();
    expect(sizeFor(['EU 38', 'EU 41'], first('size 43'))).toBeUndefined();
  });

  it("reads no grown-up's age, and says sizes back plainly", () => {
    expect(readSizes('my 30 year old brother').sizes).toEqual([]);
    expect(readSizes('a gift for my son, he is 25').sizes).toEqual([]);
    expect(sizeText(first('4-5 yrs'))).toBe('4-5Y');
    expect(sizeText(first('size 40'))).toBe('40');
  });
});
