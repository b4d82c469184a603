/**
 * The checkout's calls: the delivery zones and payment methods on offer, placing an order and
 * paying for it (the checkout function), and following an order by its link's key (the
 * order-status function). Calls carry the shopper's session when one is kept (so a signed-in
 * shopper owns the order); a guest's go through the small functions client, so a guest's checkout
 * downloads no supabase-js. Every failure is thrown as a DataError (./errors.ts): a refusal by its
 * field, the network or a bug in the checkout's words.
 */
import type { DeliveryZone } from '../checkout/delivery';
import type { OrderRequestBody, PaymentMethod } from '../checkout/form';
import type {
  OrderLineView,
  OrderView,
  RefundView,
} from '../../../supabase/functions/_shared/contracts/orders';
import { getSupabase } from './client';
import { DataError, fromThrown, invokeFunction, unwrap } from './errors';
import { getShopperFunctions } from './functions';

export interface PlacedOrder {
  order: { id: string; number: string; access_key: string; status: string; total_kes: number };
  payment?:
    { provider: 'mpesa'; status: 'pending'; message: string } | { provider: 'card'; redirect_url: string };
  payment_error?: string;
}

/** An order's line and the whole order, as the order-status function answers. */
export type OrderLine = OrderLineView;
export type OrderDetails = OrderView;

/** Calls a function; its JSON on success, or a DataError thrown (a refusal by its field). */
async function call<T>(name: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  let functions: Awaited<ReturnType<typeof getShopperFunctions>>;
  try {
    functions = await getShopperFunctions();
  } catch (error) {
    throw fromThrown(error, 'checkout');
  }
  return invokeFunction<T>(functions, name, { body, method }, 'checkout');
}

/** The words to show for what a checkout call threw. */
export const checkoutFailure = (error: unknown): DataError => fromThrown(error, 'checkout');

/** The delivery zones (the `delivery_zones` table) and the payment methods this shop takes. */
export const loadCheckoutOptions = () =>
  call<{ methods: PaymentMethod[]; zones: DeliveryZone[] }>('checkout', undefined, 'GET');

export const placeOrder = (body: OrderRequestBody) => call<PlacedOrder>('checkout', body);

export const payOrder = (key: string, method: 'mpesa' | 'card', phone?: string) =>
  call<{ payment: NonNullable<PlacedOrder['payment']> }>('checkout', {
    pay: { key, method, ...(phone ? { phone } : {}) },
  });

/** The order of a link's key; `check` asks the payment provider at once (back from the card page). */
export const followOrder = (key: string, check = false) =>
  call<{ order: OrderDetails; methods: PaymentMethod[] }>('order-status', { key, check });

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
  const method = PAYMENT_METHODS.find((known) => known === row.payment_method);
  if (!method) throw fromThrown(new Error(`Order ${row.number} has an unknown payment method`), 'checkout');
  return { ...row, payment_method: method };
}
