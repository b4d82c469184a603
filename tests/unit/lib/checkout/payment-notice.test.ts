import { describe, expect, it } from 'vitest';
import { keepPaymentNotice, takePaymentNotice } from '../../../../src/lib/checkout/payment-notice';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('payment notice', () => {
  it("hands the message to its own order's page once", () => {
    const storage = memoryStorage();
    keepPaymentNotice(storage, 'a'.repeat(64), 'Please try again in 12 minutes.');
    expect(takePaymentNotice(storage, 'b'.repeat(64))).toBe('');
    expect(takePaymentNotice(storage, 'a'.repeat(64))).toBe('Please try again in 12 minutes.');
    expect(takePaymentNotice(storage, 'a'.repeat(64))).toBe('');
  });

  it('gives nothing for a missing or unreadable store', () => {
    expect(takePaymentNotice(undefined, 'a')).toBe('');
    const storage = memoryStorage();
    storage.setItem('mtindo.payment-notice', '{not json');
    expect(takePaymentNotice(storage, 'a')).toBe('');
  });
});
