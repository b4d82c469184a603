// Amounts in a shopper's message, in KES.
import { describe, expect, it } from 'vitest';
import { readBudget, readOrderTotal } from '../../../supabase/functions/chat-assistant/amounts.ts';

describe('budgets', () => {
  it.each([
    ['niko na 5k', { maxKes: 5_000 }],
    ['2500 tops', { maxKes: 2_500 }],
    ['a $50 gift', { maxKes: 7_000 }],
    ['dress 15k', { maxKes: 15_000 }],
    ['over 1 million', { minKes: 1_000_000 }],
    ['under 13.5k', { maxKes: 13_500 }],
    ['for around 35k', { minKes: 28_000, maxKes: 35_000 }],
    ['chini ya 1m', { maxKes: 1_000_000 }],
  ])('%j', (text, budget) => expect(readBudget(text).budget).toEqual(budget));

  it('never reads a child age or a clothing age as a price', () => {
    expect(readBudget('baby cardigan 6-12 months').budget).toBeUndefined();
    expect(readBudget('for a 5 year old').budget).toBeUndefined();
    expect(readBudget('add the dungarees 4-5 yrs').rest).toContain('4-5 yrs');
  });
});

describe('order totals', () => {
  it.each([
    ['is delivery free if my order is 6k?', 6_000],
    ['free on a 4,500 order?', 4_500],
    ['if i spend $60', 8_400],
    ['free delivery starts from how much?', undefined],
  ])('%s', (text, total) => expect(readOrderTotal(text)).toBe(total));
});
