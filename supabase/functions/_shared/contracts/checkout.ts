/**
 * The checkout and order-status functions' requests and answers (supabase/functions/checkout and
 * order-status), shared by the browser that sends them and the functions that read them.
 */
import type { Tables } from './database.ts';
import type { OnlinePaymentMethod, OrderSummary, OrderView, PaymentMethod, PaymentStart } from './orders.ts';

/**
 * A line of the cart: a product in a size and colour; the database sets its price. `seen_price_kes`
 * is the unit price the shopper was shown (whole KES, after discount): place_order refuses the order
 * when the database's price is another (409, field `lines.N.price`), so nobody pays a price they
 * were not shown. A line without it is priced by the database alone, as before.
 */
export interface OrderRequestLine {
  product: string;
  size?: string;
  colour?: string;
  quantity: number;
  seen_price_kes?: number;
}

/** The order the checkout form sends; place_order() reads and checks every field. */
export interface OrderRequest {
  idempotency_key: string;
  lines: OrderRequestLine[];
  contact: { name: string; email: string; phone: string };
  delivery: { zone: string; address: string; town: string; country: string; notes: string };
  payment_method: PaymentMethod;
  /** The affiliate code the shopper came with, while it still counts. */
  affiliate: { code: string; expiry: string } | null;
  currency: 'KES' | 'USD';
}

/** POST /checkout `{order}`: places an order; `mpesa_phone` is the number to prompt, when not the contact's. */
export interface PlaceOrderRequest {
  order: OrderRequest;
  mpesa_phone?: string;
}

/** POST /checkout `{pay}`: pays an existing order again, by its link's key. */
export interface PayOrderRequest {
  pay: { key: string; method: OnlinePaymentMethod; phone?: string };
}

/** The answer to PlaceOrderRequest: the order, and its payment or why the payment did not start. */
export interface PlacedOrder {
  order: OrderSummary;
  payment?: PaymentStart;
  payment_error?: string;
}

/** The answer to PayOrderRequest. */
export interface PaymentStarted {
  payment: PaymentStart;
}

/** A row of the `delivery_zones` table, as GET /checkout lists the active ones. */
export type DeliveryZoneRow = Tables<'delivery_zones'>;

/** GET /checkout: the payment methods this shop takes and its delivery zones. */
export interface CheckoutOptions {
  methods: PaymentMethod[];
  zones: DeliveryZoneRow[];
}

/** POST /order-status `{key, check?}`: how an order stands; `check` asks the provider at once. */
export interface OrderStatusRequest {
  key: string;
  check?: boolean;
}

/** The answer to OrderStatusRequest. */
export interface OrderStatusAnswer {
  order: OrderView;
  methods: PaymentMethod[];
}
