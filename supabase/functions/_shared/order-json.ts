/**
 * The jsonb the order and payment functions of the database return (order_by_key(),
 * order_summary(), start_payment(), settle_payment()), read into the contracts the functions
 * answer with: the one place their shape is checked.
 */
import type { Json } from './contracts/database.ts';
import {
  ONLINE_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderSummary,
  type OrderView,
} from './contracts/orders.ts';
import { readJson, type JsonReader } from './read.ts';

const CURRENCIES = ['KES', 'USD'] as const;

/** What start_payment() returns: the payment made and what the provider needs. */
export interface StartedPayment {
  payment_id: string;
  amount_kes: number;
  number: string;
  email: string;
  access_key: string;
  /** The M-Pesa number, +254…; empty for a card payment. */
  phone: string;
}

/** What settle_payment() returns. */
export interface Settled {
  changed: boolean;
  payment_status: (typeof PAYMENT_STATUSES)[number];
  /** The payment landed on an order that no longer awaited it: the money is owed back. */
  refund_due: boolean;
  order: OrderSummary;
}

/** order_summary()'s jsonb: the order just placed or settled. */
function orderSummaryOf(json: JsonReader): OrderSummary {
  return {
    id: json.text('id'),
    number: json.text('number'),
    access_key: json.text('access_key'),
    status: json.oneOf('status', ORDER_STATUSES),
    payment_method: json.oneOf('payment_method', PAYMENT_METHODS),
    subtotal_kes: json.number('subtotal_kes'),
    delivery_fee_kes: json.number('delivery_fee_kes'),
    total_kes: json.number('total_kes'),
    email: json.text('email'),
    phone: json.text('phone'),
    affiliate_code: json.textOrNull('affiliate_code'),
    expires_at: json.textOrNull('expires_at'),
    replayed: json.boolean('replayed'),
  };
}

/** place_order_for()'s answer. */
export const readOrderSummary = (value: Json): OrderSummary => orderSummaryOf(readJson(value, 'order'));

/** order_by_key()'s answer: everything the order's page shows, or null for no such order. */
export function readOrderView(value: Json): OrderView | null {
  if (value === null) return null;
  const json = readJson(value, 'order');
  const payment = json.objectOrNull('payment');
  return {
    id: json.text('id'),
    number: json.text('number'),
    status: json.oneOf('status', ORDER_STATUSES),
    payment_method: json.oneOf('payment_method', PAYMENT_METHODS),
    customer_name: json.text('customer_name'),
    email: json.text('email'),
    phone: json.text('phone'),
    delivery_zone: json.text('delivery_zone'),
    delivery_zone_name: json.text('delivery_zone_name'),
    delivery_days: json.text('delivery_days'),
    address: json.text('address'),
    town: json.text('town'),
    country: json.text('country'),
    subtotal_kes: json.number('subtotal_kes'),
    delivery_fee_kes: json.number('delivery_fee_kes'),
    total_kes: json.number('total_kes'),
    display_currency: json.oneOf('display_currency', CURRENCIES),
    affiliate_code: json.textOrNull('affiliate_code'),
    expires_at: json.textOrNull('expires_at'),
    paid_at: json.textOrNull('paid_at'),
    created_at: json.text('created_at'),
    has_account: json.boolean('has_account'),
    lines: json.list('lines').map((line) => ({
      product_slug: line.text('product_slug'),
      product_name: line.text('product_name'),
      size: line.textOrNull('size'),
      colour: line.textOrNull('colour'),
      quantity: line.number('quantity'),
      unit_price_kes: line.number('unit_price_kes'),
      line_total_kes: line.number('line_total_kes'),
    })),
    payment: payment && {
      provider: payment.oneOf('provider', ONLINE_PAYMENT_METHODS),
      status: payment.oneOf('status', PAYMENT_STATUSES),
      result_desc: payment.textOrNull('result_desc'),
      receipt: payment.textOrNull('receipt'),
    },
    refunds: json.list('refunds').map((refund) => ({
      amount_kes: refund.number('amount_kes'),
      provider: refund.oneOf('provider', ONLINE_PAYMENT_METHODS),
      receipt: refund.textOrNull('receipt'),
      refund_due_at: refund.text('refund_due_at'),
      refunded_at: refund.textOrNull('refunded_at'),
      refund_reference: refund.textOrNull('refund_reference'),
    })),
  };
}

/** start_payment()'s answer. */
export function readStartedPayment(value: Json): StartedPayment {
  const json = readJson(value, 'started payment');
  return {
    payment_id: json.text('payment_id'),
    amount_kes: json.number('amount_kes'),
    number: json.text('number'),
    email: json.text('email'),
    access_key: json.text('access_key'),
    phone: json.textOrNull('phone') ?? '',
  };
}

/** settle_payment()'s answer. */
export function readSettled(value: Json): Settled {
  const json = readJson(value, 'settled payment');
  return {
    changed: json.boolean('changed'),
    payment_status: json.oneOf('payment_status', PAYMENT_STATUSES),
    refund_due: json.boolean('refund_due'),
    order: orderSummaryOf(json.object('order')),
  };
}
