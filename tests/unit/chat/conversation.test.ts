// The chat's conversation: what is sent, when the quick options show, and what a reply means.
import { describe, expect, it } from 'vitest';
import {
  ACTION_ONLY_TEXT,
  createMessage,
  decodeConversation,
  greeting,
  HISTORY_SENT,
  NO_ANSWER_TEXT,
  readReply,
  showsQuickOptions,
  toHistory,
} from '../../../src/lib/chat/conversation';

describe('the chat conversation', () => {
  it('sends role and content, the recent messages only', () => {
    const messages = [...greeting(1), createMessage('show me dresses', 'user', 2)];
    expect(toHistory(messages)).toEqual([
      { role: 'assistant', content: messages[0]!.text },
      { role: 'user', content: 'show me dresses' },
    ]);
    const long = Array.from({ length: 80 }, (_, i) => createMessage(`m${i}`, 'user', i));
    expect(toHistory(long)).toHaveLength(HISTORY_SENT);
    expect(toHistory(long).at(-1)!.content).toBe('m79');
  });

  it('shows the quick options only while the conversation holds just the greeting', () => {
    expect(showsQuickOptions(greeting())).toBe(true);
    expect(showsQuickOptions([...greeting(), createMessage('hi', 'user')])).toBe(false);
  });

  it('reads a reply: message, action, and the fallbacks of spec section 8', () => {
    expect(readReply({ message: ' Hello ' })).toEqual({ text: 'Hello' });
    expect(readReply({})).toEqual({ text: NO_ANSWER_TEXT });
    expect(readReply(null)).toEqual({ text: NO_ANSWER_TEXT });
    expect(readReply({ action: { type: 'view_cart' } })).toEqual({
      text: ACTION_ONLY_TEXT,
      action: { type: 'view_cart' },
    });
    const product = {
      productId: 'gown-001',
      name: 'Silk Evening Gown',
      price: 28500,
      quantity: 2,
      size: 'M',
    };
    expect(readReply({ message: 'Added', action: { type: 'add_to_cart', product } })).toEqual({
      text: 'Added',
      action: { type: 'add_to_cart', product },
    });
  });

  it('takes no action it does not know, and no add without a usable product', () => {
    expect(readReply({ message: 'x', action: { type: 'delete_account' } })).toEqual({ text: 'x' });
    expect(readReply({ message: 'x', action: { type: 'add_to_cart', product: { productId: 'a' } } })).toEqual(
      {
        text: 'x',
      },
    );
    const bad = { productId: 'a', name: 'A', price: -1, quantity: 1 };
    expect(readReply({ message: 'x', action: { type: 'add_to_cart', product: bad } }).action).toBeUndefined();
    const fraction = { productId: 'a', name: 'A', price: 10, quantity: 1.5 };
    expect(
      readReply({ message: 'x', action: { type: 'add_to_cart', product: fraction } }).action?.product
        ?.quantity,
    ).toBe(1);
  });

  it('reads a stored conversation back, and starts again from anything unreadable', () => {
    const messages = [...greeting(1), createMessage('hi', 'user', 2)];
    expect(decodeConversation(JSON.stringify(messages))).toEqual(messages);
    for (const raw of [null, '', '{', '"text"', '[]', '[{"id":1}]'])
      expect(decodeConversation(raw)).toBeUndefined();
  });
});
