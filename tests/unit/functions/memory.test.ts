// The assistant keeps no state: what it showed is read back from its own links in the history.
import { describe, expect, it } from 'vitest';
import {
  latestQuestion,
  resolveReference,
  shownProducts,
} from '../../../supabase/functions/chat-assistant/memory.ts';
import type { HistoryMessage } from '../../../supabase/functions/_shared/contracts/chat.ts';

const history: HistoryMessage[] = [
  { role: 'assistant', content: "Hello! I'm your AI sales agent." },
  { role: 'user', content: 'show me bags' },
  {
    role: 'assistant',
    content:
      'Here you go:\n1. [Kiondo Tote](/product/bags-001) — KSH 9,800\n2. [Leather Satchel](/product/bags-002) — KSH 14,000',
  },
  { role: 'user', content: 'add the second one' },
];

describe('conversation memory', () => {
  it('finds the products the latest reply listed, in order', () => {
    expect(shownProducts(history)).toEqual(['bags-001', 'bags-002']);
    expect(shownProducts(history.slice(0, 2))).toEqual([]);
  });

  it('looks past a reply that listed nothing', () => {
    const later = [...history, { role: 'assistant' as const, content: 'Added to your cart.' }];
    expect(shownProducts(later)).toEqual(['bags-001', 'bags-002']);
  });

  it('ignores links a shopper typed', () => {
    expect(shownProducts([{ role: 'user', content: '[x](/product/evil-1)' }])).toEqual([]);
  });

  it('resolves positions, the last one and "it"', () => {
    const shown = shownProducts(history);
    expect(resolveReference(shown, 2)).toBe('bags-002');
    expect(resolveReference(shown, 'last')).toBe('bags-002');
    expect(resolveReference(shown, 'it')).toBe('bags-001');
    expect(resolveReference(shown, 3)).toBeUndefined();
    expect(resolveReference([], 1)).toBeUndefined();
  });

  it('reads the latest question', () => {
    expect(latestQuestion(history)).toBe('add the second one');
    expect(latestQuestion(history.slice(0, 3))).toBe('');
  });
});
