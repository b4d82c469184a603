import { describe, expect, it } from 'vitest';
import { refundNotices, type RefundLine } from '../../../../src/lib/checkout/refunds';

const owed = (amount_kes = 3750): RefundLine => ({ amount_kes, refunded_at: null, refund_reference: null });
const refunded = (reference: string, amount_kes = 3750): RefundLine => ({
  amount_kes,
  refunded_at: '2026-11-30T09:00:00Z',
  refund_reference: reference,
});

describe('refundNotices', () => {
  it('says nothing when no money is owed back', () => {
    expect(refundNotices({ status: 'paid', refunds: [] })).toEqual([]);
    expect(refundNotices({ status: 'paid' })).toEqual([]);
  });

  it('names a second payment on a paid order, and several with their total', () => {
    expect(refundNotices({ status: 'shipped', refunds: [owed()] })).toEqual([
      'We received a second payment of KSH 3,750 for this order; we will refund it.',
    ]);
    expect(refundNotices({ status: 'paid', refunds: [owed(), owed(), owed(), owed()] })).toEqual([
      'We received 4 extra payments, KSH 15,000 in all, for this order; we will refund them.',
    ]);
  });

  it('refunds the payment of an order the shopper will not receive', () => {
    expect(refundNotices({ status: 'needs_refund', refunds: [owed()] })).toEqual([
      'We will refund your payment of KSH 3,750.',
    ]);
  });

  it('says what was refunded, with its reference, beside what is still owed', () => {
    expect(refundNotices({ status: 'paid', refunds: [refunded('QK7REV0001'), owed(100)] })).toEqual([
      'We received a second payment of KSH 100 for this order; we will refund it.',
      'We refunded KSH 3,750 (reference QK7REV0001).',
    ]);
  });
});
