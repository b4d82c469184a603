/**
 * Orders and payments as the database functions give them (migrations 20261127090300 and
 * 20261127090400), called with the service role.
 */
import type { OnlinePaymentMethod, OrderSummary, OrderView, PaymentStatus } from './contracts/orders.ts';
import type { Tables } from './contracts/database.ts';
import { rpc, unwrap } from './database-error.ts';
import type { Client } from './supabase.ts';

/** A payment row, read with the service role. */
export type PaymentRow = Tables<'payments'>;

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
  payment_status: PaymentStatus;
  /** The payment landed on an order that no longer awaited it: the money is owed back. */
  refund_due: boolean;
  order: OrderSummary;
}

/** How a payment ended, as the provider confirmed it. */
export type PaymentOutcome =
  | { outcome: 'paid'; amountKes: number; receipt: string; code: string; desc: string }
  | { outcome: 'failed'; code: string; desc: string };

/** The order of a link's key, as its page shows it; null when there is none. */
export const orderByKey = (db: Client, key: string) => rpc<OrderView | null>(db, 'order_by_key', { key });

/** Places an order for `customer` (null: a guest) calling from `clientAddress`. */
export const placeOrderFor = (
  db: Client,
  request: Record<string, unknown>,
  customer: string | null,
  clientAddress: string | null,
) => rpc<OrderSummary>(db, 'place_order_for', { request, customer, client_address: clientAddress });

export const startPayment = (db: Client, orderId: string, provider: OnlinePaymentMethod, phone?: string) =>
  rpc<StartedPayment>(db, 'start_payment', { order_id: orderId, provider, phone: phone ?? null });

export const attachPaymentRequest = (
  db: Client,
  paymentId: string,
  ids: { checkout_request_id?: string; merchant_request_id?: string; reference?: string },
) => rpc<null>(db, 'attach_payment_request', { payment_id: paymentId, ...ids });

export const settlePayment = (db: Client, paymentId: string, outcome: PaymentOutcome) =>
  rpc<Settled>(db, 'settle_payment', {
    payment_id: paymentId,
    outcome: outcome.outcome,
    amount_kes: outcome.outcome === 'paid' ? outcome.amountKes : null,
    receipt: outcome.outcome === 'paid' ? outcome.receipt : null,
    result_code: outcome.code,
    result_desc: outcome.desc,
  });

export const expireOrder = (db: Client, orderId: string) =>
  rpc<number>(db, 'expire_orders', { expiring: [orderId] });

/** The payment with this id, or with this M-Pesa request id or card reference. */
export async function findPayment(
  db: Client,
  by: { id?: string; checkout_request_id?: string; reference?: string },
): Promise<PaymentRow | undefined> {
  const [column, value] = Object.entries(by).find(([, v]) => v !== undefined) ?? [];
  if (!column || !value) return undefined;
  const rows = unwrap(
    await db
      .from('payments')
      .select('*')
      .eq(column as 'id', value)
      .limit(1),
    'payments',
  );
  return rows[0];
}

/** The latest payment of an order. */
export async function latestPayment(db: Client, orderId: string): Promise<PaymentRow | undefined> {
  const rows = unwrap(
    await db
      .from('payments')
      .select('*')
      .eq('order_id', orderId)
      .order('created_at', { ascending: false })
      .limit(1),
    'payments',
  );
  return rows[0];
}
