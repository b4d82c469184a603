/** Orders as the database functions give them (migrations 20261127090300 and 20261127090400). */
import { rpc, selectRows, type RestSettings } from './rest.ts';

export type OrderStatus =
  | 'pending_payment'
  | 'paid'
  | 'confirmed'
  | 'expired'
  | 'cancelled'
  | 'shipped'
  | 'delivered'
  | 'refunded'
  | 'needs_refund';
export type PaymentMethod = 'mpesa' | 'card' | 'pay_on_delivery';

/** What place_order() returns. */
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
  provider: 'mpesa' | 'card';
  status: 'pending' | 'paid' | 'failed' | 'expired';
  result_desc: string | null;
  receipt: string | null;
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
  lines: OrderLineView[];
  payment: PaymentView | null;
}

/** A payment row, read with the service role. */
export interface PaymentRow {
  id: string;
  order_id: string;
  provider: 'mpesa' | 'card';
  status: PaymentView['status'];
  amount_kes: number;
  phone: string | null;
  checkout_request_id: string | null;
  reference: string | null;
  updated_at: string;
}

export interface StartedPayment {
  payment_id: string;
  amount_kes: number;
  number: string;
  email: string;
  access_key: string;
  /** The M-Pesa number, +254…. */
  phone: string;
}

export interface Settled {
  changed: boolean;
  payment_status: PaymentView['status'];
  order: OrderSummary;
}

export const orderByKey = (rest: RestSettings, key: string) =>
  rpc<OrderView | null>(rest, 'order_by_key', { key });

export const startPayment = (
  rest: RestSettings,
  orderId: string,
  provider: 'mpesa' | 'card',
  phone?: string,
) => rpc<StartedPayment>(rest, 'start_payment', { order_id: orderId, provider, phone: phone ?? null });

export const attachPaymentRequest = (
  rest: RestSettings,
  paymentId: string,
  ids: { checkout_request_id?: string; merchant_request_id?: string; reference?: string },
) => rpc<null>(rest, 'attach_payment_request', { payment_id: paymentId, ...ids });

export const settlePayment = (
  rest: RestSettings,
  paymentId: string,
  outcome:
    | { outcome: 'paid'; amountKes: number; receipt: string; code: string; desc: string }
    | { outcome: 'failed'; code: string; desc: string },
) =>
  rpc<Settled>(rest, 'settle_payment', {
    payment_id: paymentId,
    outcome: outcome.outcome,
    amount_kes: outcome.outcome === 'paid' ? outcome.amountKes : null,
    receipt: outcome.outcome === 'paid' ? outcome.receipt : null,
    result_code: outcome.code,
    result_desc: outcome.desc,
  });

export const expireOrder = (rest: RestSettings, orderId: string) =>
  rpc<number>(rest, 'expire_orders', { expiring: [orderId] });

/** The payment with this id, or with this M-Pesa request id or card reference. */
export async function findPayment(
  rest: RestSettings,
  by: { id?: string; checkout_request_id?: string; reference?: string },
): Promise<PaymentRow | undefined> {
  const [column, value] = Object.entries(by).find(([, v]) => v !== undefined) ?? [];
  if (!column || !value) return undefined;
  const rows = await selectRows<PaymentRow>(
    rest,
    'payments',
    `${column}=eq.${encodeURIComponent(value)}&select=*&limit=1`,
  );
  return rows[0];
}

/** The latest payment of an order. */
export async function latestPayment(rest: RestSettings, orderId: string): Promise<PaymentRow | undefined> {
  const rows = await selectRows<PaymentRow>(
    rest,
    'payments',
    `order_id=eq.${orderId}&select=*&order=created_at.desc&limit=1`,
  );
  return rows[0];
}
