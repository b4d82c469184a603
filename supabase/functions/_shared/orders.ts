/** Orders as the database functions give them (migrations 20261127090300 and 20261127090400). */
import { rpc, selectRows, type RestSettings } from './rest.ts';
import type { OrderStatus, OrderView, PaymentMethod, PaymentView } from './order-types.ts';

export type { OrderLineView, OrderStatus, OrderView, PaymentMethod, PaymentView } from './order-types.ts';

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
  /** The payment landed on an order that no longer awaited it: the money is owed back. */
  refund_due: boolean;
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
