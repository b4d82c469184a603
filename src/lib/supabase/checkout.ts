/**
 * The checkout's calls: the delivery zones and payment methods on offer, placing an order and
 * paying for it (the checkout function), and following an order by its link's key (the
 * order-status function). Calls carry the shopper's session when one is kept (so a signed-in
 * shopper owns the order); a guest's go through the small functions client, so a guest's checkout
 * downloads no supabase-js. Every failure is thrown as a DataError (./errors.ts): a refusal by its
 * field, the network or a bug in the checkout's words.
 */
import { ZONE_KINDS, type DeliveryZone } from '../checkout/delivery';
import type { PaymentMethod } from '../checkout/form';
import type {
  CheckoutOptions,
  DeliveryZoneRow,
  OrderStatusAnswer,
  PaymentStarted,
  PlacedOrder,
  PlaceOrderRequest,
} from '../../../supabase/functions/_shared/contracts/checkout';
import type {
  OrderLineView,
  OrderView,
  RefundView,
} from '../../../supabase/functions/_shared/contracts/orders';
import { getSupabase } from './client';
import { DataError, fromThrown, invokeFunction, unwrap } from './errors';
import { getShopperFunctions } from './functions';
import { oneOf } from './read';

export type { PlacedOrder, PlaceOrderRequest };

/** An order's line and the whole order, as the order-status function answers. */
export type OrderLine = OrderLineView;
export type OrderDetails = OrderView;

/** This visitor's functions client (their session's, or the anon one), a failure to load it as a DataError. */
async function shopperFunctions() {
  try {
    return await getShopperFunctions();
  } catch (error) {
    throw fromThrown(error, 'checkout');
  }
}

/** The words to show for what a checkout call threw. */
export const checkoutFailure = (error: unknown): DataError => fromThrown(error, 'checkout');

/** A delivery_zones row as the checkout reads it: its kind one the form knows. */
function toDeliveryZone(row: DeliveryZoneRow): DeliveryZone {
  return { ...row, kind: oneOf(row.kind, ZONE_KINDS, 'delivery zone kind') };
}

/** The delivery zones (the `delivery_zones` table) and the payment methods this shop takes. */
export async function loadCheckoutOptions(): Promise<{ methods: PaymentMethod[]; zones: DeliveryZone[] }> {
  const options: CheckoutOptions = await invokeFunction(
    await shopperFunctions(),
    'checkout',
    { method: 'GET', body: undefined },
    'checkout',
  );
  return { methods: options.methods, zones: options.zones.map(toDeliveryZone) };
}

/** Places the order the checkout form describes; its payment started, or why it did not. */
export async function placeOrder(body: PlaceOrderRequest): Promise<PlacedOrder> {
  return invokeFunction(await shopperFunctions(), 'checkout', { method: 'POST', body }, 'checkout');
}

/** Pays an order again, by its link's key: an M-Pesa prompt (to `phone`, else the order's) or a card page. */
export async function payOrder(
  key: string,
  method: 'mpesa' | 'card',
  phone?: string,
): Promise<PaymentStarted> {
  const body = { pay: { key, method, ...(phone ? { phone } : {}) } };
  return invokeFunction(await shopperFunctions(), 'checkout', { method: 'POST', body }, 'checkout');
}

/** The order of a link's key; `check` asks the payment provider at once (back from the card page). */
export async function followOrder(key: string, check = false): Promise<OrderStatusAnswer> {
  return invokeFunction(
    await shopperFunctions(),
    'order-status',
    { method: 'POST', body: { key, check } },
    'checkout',
  );
}

/**
 * The phone number on the signed-in shopper's latest order, which checkout fills in as it fills in
 * their name and email (an account keeps no phone of its own); null before their first order.
 */
export async function lastOrderPhone(userId: string): Promise<string | null> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('orders')
      .select('phone')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1),
    'checkout',
  );
  return rows[0]?.phone ?? null;
}

/** Money owed back on one of the shopper's orders (a payment that came twice), as their payments say. */
export type OrderRefund = Pick<RefundView, 'amount_kes' | 'refunded_at' | 'refund_reference'>;

/** The signed-in shopper's orders, newest first, with their lines and any money owed back. */
export async function listMyOrders(): Promise<
  (OrderSummaryRow & { lines: OrderLine[]; refunds: OrderRefund[] })[]
> {
  try {
    const supabase = await getSupabase();
    const orders = unwrap(
      await supabase
        .from('orders')
        .select('id, number, access_key, status, total_kes, created_at, payment_method')
        .order('created_at', { ascending: false })
        .limit(50),
      'checkout',
    );
    const ids = orders.map((order) => order.id);
    if (ids.length === 0) return [];
    const [lines, refunds] = await Promise.all([
      supabase
        .from('order_lines')
        .select(
          'order_id, product_slug, product_name, size, colour, quantity, unit_price_kes, line_total_kes',
        )
        .in('order_id', ids)
        .order('line_no'),
      supabase
        .from('payments')
        .select('order_id, amount_kes, refunded_at, refund_reference')
        .in('order_id', ids)
        .not('refund_due_at', 'is', null)
        .order('refund_due_at'),
    ]);
    const lineRows = unwrap(lines, 'checkout');
    const refundRows = unwrap(refunds, 'checkout');
    return orders.map((order) => ({
      ...toOrderSummary(order),
      lines: lineRows.filter((line) => line.order_id === order.id),
      refunds: refundRows.filter((refund) => refund.order_id === order.id),
    }));
  } catch (error) {
    throw fromThrown(error, 'checkout');
  }
}

export interface OrderSummaryRow {
  id: string;
  number: string;
  access_key: string;
  status: string;
  total_kes: number;
  created_at: string;
  payment_method: PaymentMethod;
}

const PAYMENT_METHODS: readonly PaymentMethod[] = ['mpesa', 'card', 'pay_on_delivery'];

/** An orders row as the account's list shows it; the database allows only the three methods. */
function toOrderSummary(
  row: Omit<OrderSummaryRow, 'payment_method'> & { payment_method: string },
): OrderSummaryRow {
  return { ...row, payment_method: oneOf(row.payment_method, PAYMENT_METHODS, 'payment method') };
}
