export type { Settled, StartedPayment } from './order-json.ts';

/**
 * Orders and payments as the database functions give them (migrations 20261125100400 and
 * 20261125100500), called with the service role.
 */
import type { OnlinePaymentMethod } from './contracts/orders.ts';
import type { Json, Tables } from './contracts/database.ts';
import { rpc, unwrap } from './database-error.ts';
import { readOrderSummary, readOrderView, readSettled, readStartedPayment } from './order-json.ts';
import type { Client } from './supabase.ts';

/** A payment row, read with the service role. */
export type PaymentRow = Tables<'payments'>;

/** How a payment ended, as the provider confirmed it. */
export type PaymentOutcome =
  | { outcome: 'paid'; amountKes: number; receipt: string; code: string; desc: string }
  | { outcome: 'failed'; code: string; desc: string };

/** The order of a link's key, as its page shows it; null when there is none. */
export const orderByKey = async (db: Client, key: string) =>
  readOrderView(await rpc(db, 'order_by_key', { key }));

/** Places the order `request` (the checkout's JSON) for `customer` (null: a guest) calling from `clientAddress`. */
export const placeOrderFor = async (
  db: Client,
  request: Json,
  customer: string | null,
  clientAddress: string | null,
) => readOrderSummary(await rpc(db, 'place_order_for', { request, customer, client_address: clientAddress }));

export const startPayment = async (
  db: Client,
  orderId: string,
  provider: OnlinePaymentMethod,
  phone?: string,
) => readStartedPayment(await rpc(db, 'start_payment', { order_id: orderId, provider, phone }));

export const attachPaymentRequest = async (
  db: Client,
  paymentId: string,
  ids: { checkout_request_id?: string; merchant_request_id?: string; reference?: string },
): Promise<void> => rpc(db, 'attach_payment_request', { payment_id: paymentId, ...ids });

export const settlePayment = async (db: Client, paymentId: string, outcome: PaymentOutcome) =>
  readSettled(
    await rpc(db, 'settle_payment', {
      payment_id: paymentId,
      outcome: outcome.outcome,
      ...(outcome.outcome === 'paid' ? { amount_kes: outcome.amountKes, receipt: outcome.receipt } : {}),
      result_code: outcome.code,
      result_desc: outcome.desc,
    }),
  );

export const expireOrder = (db: Client, orderId: string) => rpc(db, 'expire_orders', { expiring: [orderId] });

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
