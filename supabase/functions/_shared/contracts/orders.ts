/**
 * Orders as the checkout and order-status functions answer them (order_by_key() and place_order()
 * in the database): types the functions and the browser share, and the lists of values the
 * database's check constraints allow, for the readers that check them.
 */
/** An order's statuses, as the orders table's check constraint lists them. */
export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_confirmation',
  'paid',
  'confirmed',
  'expired',
  'cancelled',
  'shipped',
  'delivered',
  'refunded',
  'needs_refund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['mpesa', 'card', 'pay_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods that are paid online, with a payment of their own. */
export const ONLINE_PAYMENT_METHODS = ['mpesa', 'card'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrderLineView {
  product_slug: string;
  product_name: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  unit_price_kes: number;
  line_total_kes: number;
}

export interface PaymentView {
  provider: OnlinePaymentMethod;
  status: PaymentStatus;
  result_desc: string | null;
  receipt: string | null;
}

/** A payment owed back (it landed on an order that no longer awaited it), and its refund once recorded. */
export interface RefundView {
  amount_kes: number;
  provider: OnlinePaymentMethod;
  receipt: string | null;
  refund_due_at: string;
  refunded_at: string | null;
  refund_reference: string | null;
}

/** What order_by_key() returns: everything the order's page shows. */
export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  customer_name: string;
  email: string;
  phone: string;
  delivery_zone: string;
  delivery_zone_name: string;
  delivery_days: string;
  address: string;
  town: string;
  country: string;
  subtotal_kes: number;
  delivery_fee_kes: number;
  total_kes: number;
  display_currency: 'KES' | 'USD';
  affiliate_code: string | null;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  /** The order belongs to an account (placed signed in, or claimed once its address was confirmed). */
  has_account: boolean;
  lines: OrderLineView[];
  payment: PaymentView | null;
  /** Money owed back on this order, oldest first: empty unless a payment came twice or too late. */
  refunds: RefundView[];
}

/** What place_order() returns: the order just placed (or, `replayed`, the one its key placed before). */
export interface OrderSummary {
  id: string;
  number: string;
  access_key: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  subtotal_kes: number;
  delivery_fee_kes: number;
  total_kes: number;
  email: string;
  phone: string;
  affiliate_code: string | null;
  expires_at: string | null;
  replayed: boolean;
}

/** A payment that has started: an M-Pesa prompt on its way, or the card page to open. */
export type PaymentStart =
  { provider: 'mpesa'; status: 'pending'; message: string } | { provider: 'card'; redirect_url: string };
