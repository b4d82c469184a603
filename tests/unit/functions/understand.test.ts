// How the default sales agent reads a shopper's message: intent, budget in KES, quantity, size,
// colour, audience, references to shown items, and the Swahili-English mix.
import { describe, expect, it } from 'vitest';
import { readBudget, understand } from '../../../supabase/functions/chat-assistant/understand.ts';

describe('the four quick options', () => {
  it.each([
    ['Show me Nike Air Jordans', 'find', ['nike', 'air', 'jordans']],
    ['I need a designer handbag', 'find', ['designer', 'handbag']],
    ['Add a silk evening gown to cart', 'add', ['silk', 'evening', 'gown']],
    ["What's on sale right now?", 'find', []],
  ])('%s', (message, intent, words) => {
    const u = understand(message);
    expect(u.intent).toBe(intent);
    expect(u.words).toEqual(words);
  });

  it('reads "on sale"', () => expect(understand("What's on sale right now?").onSale).toBe(true));
});

describe('budgets, in KSH or USD, as KES', () => {
  it.each([
    ['under 30k', { maxKes: 30_000 }],
    ['below $100', { maxKes: 14_000 }],
    ['less than KSH 5,000', { maxKes: 5_000 }],
    ['between 2k and 5k', { minKes: 2_000, maxKes: 5_000 }],
    ['$50-$100', { minKes: 7_000, maxKes: 14_000 }],
    ['around 10,000', { minKes: 8_000, maxKes: 10_000 }],
    ['chini ya 5000', { maxKes: 5_000 }],
    ['over 20k', { minKes: 20_000 }],
    ['budget of 15000 bob', { maxKes: 15_000 }],
  ])('%j', (text, budget) => expect(readBudget(text).budget).toEqual(budget));

  it('does not read a quantity as a price', () => {
    expect(readBudget('a gift for 2').budget).toBeUndefined();
  });
});

describe('cart requests', () => {
  it('reads quantity, reference and size', () => {
    expect(understand('add 2 of the first one in M')).toMatchObject({
      intent: 'add',
      quantity: 2,
      reference: 1,
      size: 'M',
    });
    expect(understand('put the second one in my cart')).toMatchObject({ intent: 'add', reference: 2 });
    expect(understand('add it')).toMatchObject({ intent: 'add', reference: 'it' });
    expect(understand('ongeza ya pili kwa kikapu')).toMatchObject({ intent: 'add', reference: 2 });
    expect(understand('add the jeans in size 32')).toMatchObject({
      intent: 'add',
      size: '32',
      words: ['jeans'],
    });
  });

  it('tells viewing the cart from checking out', () => {
    expect(understand("what's in my cart?").intent).toBe('view_cart');
    expect(understand('show me my cart').intent).toBe('view_cart');
    expect(understand('I want to checkout').intent).toBe('checkout');
    expect(understand('proceed to pay').intent).toBe('checkout');
  });
});

describe('finding', () => {
  it('reads colour, audience and follow-ups', () => {
    expect(understand('black leather bag for my wife')).toMatchObject({
      intent: 'find',
      colour: 'black',
      audience: 'women',
      words: ['black', 'leather', 'bag'],
    });
    expect(understand('something cheaper')).toMatchObject({ intent: 'find', cheaper: true, words: [] });
    expect(understand('in black')).toMatchObject({ colour: 'black' });
    expect(understand('new arrivals for men')).toMatchObject({ isNew: true, audience: 'men', words: [] });
  });

  it('reads the Swahili-English mix', () => {
    expect(understand('nataka saa ya Rolex')).toMatchObject({ intent: 'find', words: ['watch', 'rolex'] });
    expect(understand('viatu za kukimbia')).toMatchObject({ intent: 'find', words: ['shoes', 'running'] });
    expect(understand('nguo nyekundu ya harusi')).toMatchObject({
      colour: 'red',
      words: ['dress', 'red', 'wedding'],
    });
  });
});

describe('store questions and small talk', () => {
  it.each([
    ['How much is delivery to Mombasa?', 'delivery'],
    ['Can I return shoes that do not fit?', 'returns'],
    ['Do you take M-Pesa?', 'payment'],
    ['What size should I get?', 'sizes'],
    ['What time do you open on Sunday?', 'hours'],
    ['What is your WhatsApp number?', 'contact'],
    ['Is this Rolex genuine?', 'authenticity'],
  ])('%s → %s', (message, topic) => {
    expect(understand(message)).toMatchObject({ intent: 'info', topic });
  });

  it.each([
    ['Hi', 'greet'],
    ['habari', 'greet'],
    ['Good morning!', 'greet'],
    ['thanks!', 'thanks'],
    ['asante sana', 'thanks'],
  ])('%s → %s', (message, intent) => expect(understand(message).intent).toBe(intent));
});
