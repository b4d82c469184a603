/**
 * The checkout's calls: the delivery zones and payment methods on offer, placing an order and
 * paying for it (the checkout function), and following an order by its link's key (the
 * order-status function). Calls carry the shopper's session when one is kept (so a signed-in
 * shopper owns the order); a guest's go through the small functions client, so a guest's checkout
 * downloads no supabase-js. A refusal comes back as `{error, field}` to show by its field.
 */
import type { DeliveryZone } from '../checkout/delivery';
import type { OrderRequestBody, PaymentMethod } from '../checkout/form';
import type { OrderLineView, OrderView, RefundView } from '../../../supabase/functions/_shared/order-types';
import { getSupabase } from './client';
import { getShopperFunctions } from './functions';

export interface Refusal {
  error: string;
  field: string | null;
}

export interface PlacedOrder {
  order: { id: string; number: string; access_key: string; status: string; total_kes: number };
  payment?:
    { provider: 'mpesa'; status: 'pending'; message: string } | { provider: 'card'; redirect_url: string };
  payment_error?: string;
}

/** An order's line and the whole order, as the order-status function answers. */
export type OrderLine = OrderLineView;
export type OrderDetails = OrderView;

const UNREACHABLE: Refusal = {
  error: 'We could not reach the shop. Check your connection and try again; nothing was charged.',
  field: null,
};

/** Calls a function; its JSON on success, or its refusal (any status) as `{error, field}`. */
async function call<T>(name: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T | Refusal> {
  try {
    const functions = await getShopperFunctions();
    const { data, error } = await functions.invoke(name, { body: body as never, method });
    if (!error) return data as T;
    const context = (error as { context?: Response }).context;
    const answer = context ? ((await context.json().catch(() => null)) as Partial<Refusal> | null) : null;
    return answer?.error ? { error: answer.error, field: answer.field ?? null } : UNREACHABLE;
  } catch {
    return UNREACHABLE;
  }
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && typeof (value as Refusal).error === 'string';

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
  (OrderSummaryRow & { lines: OrderLine[]; refunds: OrderRefund[] })[] | Refusal
> {
  try {
    const supabase = await getSupabase();
    const { data: orders, error } = await supabase
      .from('orders')
      .select('id, number, access_key, status, total_kes, created_at, payment_method')
      .order('created_at', { ascending: false })
      .limit(50);
    if (error) return UNREACHABLE;
    const ids = (orders as OrderSummaryRow[]).map((order) => order.id);
    const [{ data: lines }, { data: refunds }] = ids.length
      ? await Promise.all([
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
        ])
      : [{ data: [] }, { data: [] }];
    const lineRows = (lines ?? []) as (OrderLine & { order_id: string })[];
    const refundRows = (refunds ?? []) as (OrderRefund & { order_id: string })[];
    return (orders as OrderSummaryRow[]).map((order) => ({
      ...order,
      lines: lineRows.filter((line) => line.order_id === order.id),
      refunds: refundRows.filter((refund) => refund.order_id === order.id),
    }));
  } catch {
    return UNREACHABLE;
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
