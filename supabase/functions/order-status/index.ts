/**
 * An order's page asks here how the order stands: POST `{key}` (the key of the order's link) →
 * `{order}`, everything the page shows. While a payment is pending, it asks the provider at most
 * every 20 seconds (every second with `check: true`, when a shopper is back from the card page), so
 * a payment lands even when its callback never arrives; an order unpaid past its time expires
 * here too.
 */
import { admit } from '../_shared/caller.ts';
import type { OrderStatusAnswer } from '../_shared/contracts/checkout.ts';
import { preflight } from '../_shared/cors.ts';
import { isRecord, json, readJson } from '../_shared/http.ts';
import { attachPaymentRequest, expireOrder, latestPayment, orderByKey } from '../_shared/orders.ts';
import { availableMethods, paymentServices, reconcilePayment } from '../_shared/payments/flow.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return json(405, { error: 'Ask with POST {"key": "…"}.' });
  const services = paymentServices(env);
  // The order's key is the shopper's proof; the publishable key says the call comes from the shop.
  const admitted = await admit(services.project, request, ['publishable']);
  if (admitted instanceof Response) return admitted;
  const body = await readJson(request);
  const key = isRecord(body) && typeof body.key === 'string' ? body.key : '';
  try {
    let order = await orderByKey(services.db, key);
    if (!order)
      return json(404, {
        error: 'We could not find this order. Please check the link in your email or SMS.',
      });
    if (order.status === 'pending_payment') {
      if (order.expires_at && Date.parse(order.expires_at) <= Date.now())
        await expireOrder(services.db, order.id);
      else {
        const payment = await latestPayment(services.db, order.id);
        const wait = isRecord(body) && body.check === true ? 1_000 : 20_000;
        if (payment?.status === 'pending' && Date.now() - Date.parse(payment.updated_at) >= wait) {
          await attachPaymentRequest(services.db, payment.id, {});
          await reconcilePayment(services, payment).catch((error) =>
            console.error(`Checking payment ${payment.id} failed`, error),
          );
        }
      }
      order = (await orderByKey(services.db, key)) ?? order;
    }
    return json(200, { order, methods: availableMethods(services) } satisfies OrderStatusAnswer);
  } catch (error) {
    console.error('order-status failed', error);
    return json(500, { error: 'We could not load your order just now. Please try again.' });
  }
});
