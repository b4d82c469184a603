import { describe, expect, it } from 'vitest';
import { STORE } from '../../../src/lib/config';
import { orderMessage, orderQuestion, whatsAppLink } from '../../../src/lib/whatsapp';

/** The text a WhatsApp link carries. */
const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('WhatsApp messages to the store', () => {
  it("opens a chat with the store's number, the text ready to send whatever it holds", () => {
    const text = 'Size 42 & 44? 100% sure #1\nThanks';
    const link = whatsAppLink(text);
    expect(link.startsWith(`${STORE.whatsapp}?text=`)).toBe(true);
    expect(new URL(link).origin).toBe('https://wa.me');
    expect(textOf(link)).toBe(text);
  });

  it('lists each item with its colour, size, quantity and price, and the total in KSH', () => {
    const message = orderMessage([
      { name: 'Kitenge Wrap Midi Dress', quantity: 1, unitKes: 4500, colour: 'Indigo', size: 'M' },
      { name: 'Brass Cuff Bracelet', quantity: 2, unitKes: 1500, colour: 'Gold', size: 'One Size' },
      { name: 'Shea Body Butter', quantity: 3, unitKes: 1250 },
    ]);
    expect(message.split('\n')).toEqual([
      'Hello Mtindo, I would like to order:',
      '• 1 × Kitenge Wrap Midi Dress (Indigo · Size M): KSH 4,500',
      '• 2 × Brass Cuff Bracelet (Gold · One Size): KSH 3,000',
      '• 3 × Shea Body Butter: KSH 3,750',
      'Total: KSH 11,250, before delivery',
    ]);
  });

  it('asks about an order by its number', () => {
    expect(orderQuestion('MT-2026-000123')).toBe(
      'Hello Mtindo, I have a question about my order MT-2026-000123: ',
    );
  });
});
