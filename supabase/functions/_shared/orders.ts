export type { Settled, StartedPayment } from './order-json.ts';

/**
 * Orders and payments as the database functions give them (migrations 20261125100400 and
 * 20261125100500), called with the service role.
 */
import type { OnlinePaymentMethod } from './contracts/orders.ts';
import type { Json, Tables } from './contracts/database.ts';
import { DatabaseError, rpc, unwrap } from './database-error.ts';
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

/** A transaction that lost to another (serialization failure, deadlock): sent again, it may pass. */
const LOST_TO_ANOTHER = new Set(['40001', '40P01']);
/** How many times placing one order is tried in all. */
export const PLACE_ORDER_ATTEMPTS = 3;

/**
 * Places the order `request` (the checkout's JSON) for `customer` (null: a guest) calling from
 * `clientAddress`. place_order_for() retries a deadlock inside its transaction; one that ends the
 * transaction itself (a serialization failure at commit, under a stricter isolation than
 * PostgREST's default) is sent again here, up to three times in all: the request's idempotency key
 * makes a repeat give back the order a first attempt made.
 */
export async function placeOrderFor(
  db: Client,
  request: Json,
  customer: string | null,
  clientAddress: string | null,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return readOrderSummary(
        await rpc(db, 'place_order_for', { request, customer, client_address: clientAddress }),
      );
    } catch (error) {
      const lost = error instanceof DatabaseError && LOST_TO_ANOTHER.has(error.code ?? '');
      if (!lost || attempt === PLACE_ORDER_ATTEMPTS) throw error;
    }
  }
}

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
