/**
 * The checkout edge function.
 * - GET: the delivery zones (the `delivery_zones` table) and the payment methods this shop takes.
 * - POST `{order}`: places the order through place_order_for() for the caller — the shopper whose
 *   session Auth vouches for owns it (a guest gets its link), and the checkout's limits count the
 *   caller's own address, not this function's — then starts its payment: an M-Pesa prompt to
 *   `mpesa_phone` (else the contact phone) or a card page. A pay-on-delivery order awaits the shop's
 *   confirmation call. A refusal is a 4xx `{error, field}` naming what to fix (429 past a limit);
 *   an order whose payment could not start is returned with `payment_error`, to retry.
 * - POST `{pay: {key, method, phone?}}`: pays an existing order again (a declined or cancelled
 *   prompt, another method), by its link's key.
 */
import { clientAddress, SessionError, verifiedShopper } from '../_shared/caller.ts';
import { preflight } from '../_shared/cors.ts';
import { afterResponse, isRecord, json, readJson } from '../_shared/http.ts';
import { orderByKey, type OrderSummary } from '../_shared/orders.ts';
import {
  availableMethods,
  beginPayment,
  PaymentStartError,
  paymentServices,
  sendReceipt,
  type PaymentServices,
} from '../_shared/payments/flow.ts';
import { rpc, RestError, selectRows } from '../_shared/rest.ts';

const env = (name: string) => Deno.env.get(name);

function refusal(error: unknown): Response {
  if (error instanceof RestError && error.code?.startsWith('PT'))
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
  const order = await orderByKey(services.rest, key);
  if (!order)
    return json(404, {
      error: 'We could not find this order. Please use the link in your e-mail.',
      field: null,
    });
  const payment = await beginPayment(
    services,
    { ...order, access_key: key },
    method,
    typeof pay.phone === 'string' ? pay.phone : undefined,
  );
  return json(200, { payment });
}

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  const services = paymentServices(env);
  if (request.method === 'GET')
    return selectRows(services.rest, 'delivery_zones', 'active=is.true&select=*&order=sort_order,name').then(
      (zones) => json(200, { methods: availableMethods(services), zones }),
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
    const requested = body.order as Record<string, unknown>;
    const method = requested.payment_method;
    if ((method === 'mpesa' || method === 'card') && !availableMethods(services).includes(method))
      return json(400, {
        error: `${method === 'mpesa' ? 'M-Pesa' : 'Card payment'} is not available right now. Please choose another way to pay.`,
        field: 'payment_method',
      });
    const customer = await verifiedShopper(services.rest, request.headers.get('Authorization'));
    const order = await rpc<OrderSummary>(services.rest, 'place_order_for', {
      request: requested,
      customer,
      client_address: clientAddress(request),
    });
    if (order.replayed || order.payment_method === 'pay_on_delivery') {
      if (!order.replayed) afterResponse(sendReceipt(services, order.access_key));
      return json(200, { order });
    }
    const mpesaPhone = typeof body.mpesa_phone === 'string' ? body.mpesa_phone : undefined;
    try {
      const payment = await beginPayment(services, order, order.payment_method, mpesaPhone);
      return json(200, { order, payment });
    } catch (error) {
      if (error instanceof PaymentStartError || error instanceof RestError)
        return json(200, { order, payment_error: error.message });
      throw error;
    }
  } catch (error) {
    return refusal(error);
  }
});
