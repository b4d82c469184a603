/** What an order's status means to a shopper: a label for lists. */
import type { OrderStatus } from '../../../supabase/functions/_shared/contracts/orders';

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  awaiting_confirmation: 'Received, we will call to confirm',
  paid: 'Paid',
  confirmed: 'Confirmed, pay on delivery',
  expired: 'Expired, not paid',
  cancelled: 'Cancelled',
  shipped: 'On its way',
  delivered: 'Delivered',
  refunded: 'Refunded',
  needs_refund: 'Paid, being refunded',
};

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABEL[status as OrderStatus] ?? status;
}
