/** How the admin area names orders' statuses, the moves between them, and payment methods. */

export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_confirmation',
  'paid',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'needs_refund',
  'expired',
] as const;

export const STAFF_STATUS_LABEL: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  awaiting_confirmation: 'To confirm by phone',
  paid: 'Paid',
  confirmed: 'Confirmed, pay on delivery',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  needs_refund: 'Needs refund',
  expired: 'Expired',
};

/** The button that moves an order to a status. */
export const STATUS_ACTION: Record<string, string> = {
  paid: 'Mark paid',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refunded: 'Mark refunded',
};

export const METHOD_LABEL: Record<string, string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  pay_on_delivery: 'Pay on delivery',
};

export const statusLabel = (status: string | null) => (status ? (STAFF_STATUS_LABEL[status] ?? status) : '');

/** Whether moving to `status` asks staff for a note (the database insists too). */
export function needsNote(status: string, paidAt: string | null): boolean {
  return status === 'cancelled' || status === 'refunded' || (status === 'paid' && !paidAt);
}
