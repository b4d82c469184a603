// Who a message is for: a baby gets baby things, a child the kids' department, a grown-up never.
import { describe, expect, it } from 'vitest';
import {
  readAudience,
  readOccasion,
  readRecipient,
} from '../../../supabase/functions/chat-assistant/people.ts';

describe('recipients', () => {
  it.each([
    ['a gift for my wife', { who: 'wife', group: 'women', personal: true }],
    ['for my dad', { who: 'dad', group: 'men' }],
    ['christmas gift for my boss', { who: 'boss', group: 'adult' }],
    ['present for a newborn', { group: 'baby' }],
    ['for my nephew, he is 8', { group: 'kids', gender: 'boy' }],
    ['she is 3 months', { group: 'baby' }],
    ["gift for my son's teacher", { who: 'teacher', group: 'adult' }],
    ["present for my dad's birthday", { who: 'dad', group: 'men' }],
    ['something for my daughter in law', { who: 'daughter-in-law', group: 'women' }],
    ['a gift for my son, he is 25', { who: 'son', group: 'men' }],
    ['graduation gift for my daughter', { who: 'daughter', group: 'women' }],
    ['shirts for women', { who: 'women', personal: false }],
  ])('%s', (text, recipient) => expect(readRecipient(text)).toMatchObject(recipient));

  it('reads the department audience and the occasion', () => {
    expect(readAudience('office wear for ladies')).toBe('women');
    expect(readAudience('what should a gentleman wear')).toBe('men');
    expect(readAudience('clothes for my son')).toBe('kids');
    expect(readOccasion("a gift for mother's day")).toBe("mother's day");
    expect(readOccasion('dress for a wedding')).toBe('wedding');
  });
});
