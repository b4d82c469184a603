/**
 * Money owed back on an order, in the shopper's words: a payment that came twice (or after the
 * order was cancelled, or expired and sold out) is refunded, and the order's page says so.
 *
 * @example
 * refundNotices({ status: 'paid', refunds: [{ amount_kes: 3750, refunded_at: null, refund_reference: null }] })
 * // → ['We received a second payment of KSH 3,750 for this order; we will refund it.']
 */
import type { OrderStatus, RefundView } from '../../../supabase/functions/_shared/contracts/orders';
import { formatKsh } from '../money';

export type RefundLine = Pick<RefundView, 'amount_kes' | 'refunded_at' | 'refund_reference'>;

/** Statuses of an order whose goods the shopper paid for: money owed back is an extra payment. */
const SUPPLIED: readonly string[] = ['paid', 'confirmed', 'awaiting_confirmation', 'shipped', 'delivered'];

const total = (lines: RefundLine[]) => lines.reduce((sum, line) => sum + line.amount_kes, 0);

/** What the order's page says about money owed back and refunded; empty when there is none. */
export function refundNotices(order: { status: OrderStatus | string; refunds?: RefundLine[] }): string[] {
  const refunds = order.refunds ?? [];
  const owed = refunds.filter((line) => !line.refunded_at);
  const notices: string[] = [];
  if (owed.length && !SUPPLIED.includes(order.status))
    notices.push(`We will refund your payment of ${formatKsh(total(owed))}.`);
  else if (owed.length === 1)
    notices.push(
      `We received a second payment of ${formatKsh(total(owed))} for this order; we will refund it.`,
    );
  else if (owed.length > 1)
    notices.push(
      `We received ${owed.length} extra payments, ${formatKsh(total(owed))} in all, for this order; we will refund them.`,
    );
  for (const line of refunds)
    if (line.refunded_at)
      notices.push(`We refunded ${formatKsh(line.amount_kes)} (reference ${line.refund_reference}).`);
  return notices;
}
