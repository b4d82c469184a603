/**
 * The checkout edge function.
 * - GET: the delivery zones (the `delivery_zones` table) and the payment methods this shop takes.
 * - POST `{order}`: places the order through place_order_for() for the caller — the shopper whose
 *   session Auth vouches for owns it (a guest gets its link), and the checkout's limits count the
 *   caller's own address, not this function's — then starts its payment: an M-Pesa prompt to
 *   `mpesa_phone` (else the contact phone) or a card page. A pay-on-delivery order awaits the shop's
 *   confirmation call. A refusal is a 4xx `{error, field}` naming what to fix (429 past a limit;
 *   409 `lines.N.price` for a line the shopper was shown at another price than the database's);
 *   an order whose payment could not start is returned with `payment_error`, to retry.
 * - POST `{pay: {key, method, phone?}}`: pays an existing order again (a declined or cancelled
 *   prompt, another method), by its link's key.
 */
import { admit, clientAddress, SessionError, verifiedUser } from '../_shared/caller.ts';
import type { CheckoutOptions, PaymentStarted, PlacedOrder } from '../_shared/contracts/checkout.ts';
import { preflight } from '../_shared/cors.ts';
import { DatabaseError, unwrap } from '../_shared/database-error.ts';
import { afterResponse, isRecord, json, readJson } from '../_shared/http.ts';
import { orderByKey, placeOrderFor } from '../_shared/orders.ts';
import {
  availableMethods,
  beginPayment,
  PaymentStartError,
  paymentServices,
  sendReceipt,
  type PaymentServices,
} from '../_shared/payments/flow.ts';

const env = (name: string) => Deno.env.get(name);

function refusal(error: unknown): Response {
  if (error instanceof DatabaseError && error.refusal)
    return json(error.status, { error: error.message, field: error.field ?? null });
  if (error instanceof PaymentStartError) return json(502, { error: error.message, field: 'payment_method' });
  if (error instanceof SessionError) return json(401, { error: error.message, field: null });
  console.error('checkout failed', error);
  return json(500, {
    error: 'We could not place your order just now. Nothing was charged. Please try again.',
  });
}

async function payAgain(services: PaymentServices, pay: Record<string, unknown>): Promise<Response> {
  const key = typeof pay.key === 'string' ? pay.key : '';
  const method = pay.method;
  if (method !== 'mpesa' && method !== 'card')
    return json(400, { error: 'Choose M-Pesa or card.', field: 'payment_method' });
  const order = await orderByKey(services.db, key);
  if (!order)
    return json(404, {
      error: 'We could not find this order. Please use the link in your email.',
      field: null,
    });
  const payment = await beginPayment(
    services,
    { ...order, access_key: key },
    method,
    typeof pay.phone === 'string' ? pay.phone : undefined,
  );
  return json(200, { payment } satisfies PaymentStarted);
}

/** The active delivery zones, cheapest sort first, and the payment methods on offer. */
async function checkoutOptions(services: PaymentServices): Promise<CheckoutOptions> {
  const zones = unwrap(
    await services.db.from('delivery_zones').select('*').is('active', true).order('sort_order').order('name'),
    'delivery_zones',
  );
  return { methods: availableMethods(services), zones };
}

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  const services = paymentServices(env);
  // Guests check out too: the publishable key is the gate; a session, if any, is checked below.
  const admitted = await admit(services.project, request, ['publishable']);
  if (admitted instanceof Response) return admitted;
  if (request.method === 'GET')
    return checkoutOptions(services).then(
      (options) => json(200, options),
      (error) => refusal(error),
    );
  if (request.method !== 'POST') return json(405, { error: 'Send the order with POST.' });
  const body = await readJson(request);
  if (!isRecord(body) || (!isRecord(body.order) && !isRecord(body.pay)))
    return json(400, {
      error: 'The request body must be JSON: {"order": {…}} or {"pay": {…}}.',
      field: null,
    });
  try {
    if (isRecord(body.pay)) return await payAgain(services, body.pay);
    const requested = body.order;
    if (!isRecord(requested))
      return json(400, { error: 'The request body must be JSON: {"order": {…}}.', field: null });
    const method = requested.payment_method;
    if ((method === 'mpesa' || method === 'card') && !availableMethods(services).includes(method))
      return json(400, {
        error: `${method === 'mpesa' ? 'M-Pesa' : 'Card payment'} is not available right now. Please choose another way to pay.`,
        field: 'payment_method',
      });
    const customer = await verifiedUser(services.project, request.headers.get('Authorization'));
    const order = await placeOrderFor(services.db, requested, customer, clientAddress(request));
    if (order.replayed || order.payment_method === 'pay_on_delivery') {
      if (!order.replayed) afterResponse(sendReceipt(services, order.access_key));
      return json(200, { order } satisfies PlacedOrder);
    }
    const mpesaPhone = typeof body.mpesa_phone === 'string' ? body.mpesa_phone : undefined;
    try {
      const payment = await beginPayment(services, order, order.payment_method, mpesaPhone);
      return json(200, { order, payment } satisfies PlacedOrder);
    } catch (error) {
      if (error instanceof PaymentStartError || error instanceof DatabaseError)
        return json(200, { order, payment_error: error.message } satisfies PlacedOrder);
      throw error;
    }
  } catch (error) {
    return refusal(error);
  }
});
