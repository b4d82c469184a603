/**
 * Where payment providers report back; public (verify_jwt = false in config.toml), since
 * Safaricom and Paystack carry no Supabase key. Nothing here is taken on its word:
 * - POST /mpesa?payment=…&sig=…: Daraja's STK callback. The URL's signature, the request id, the
 *   amount and an STK query must all agree before the payment is settled; a repeated callback
 *   changes nothing. Daraja is always answered "accepted", so it does not retry forever.
 * - POST /card: the card provider's webhook, signed with its secret; the payment is then
 *   confirmed with the provider's verify call.
 * - POST /b2c?payout=…&sig=…: the Result of an affiliate's M-Pesa payout (B2C). The signature and
 *   the ConversationID must be the payout's; a repeated Result changes nothing. /b2c-timeout (the
 *   QueueTimeOutURL) is only logged: a transfer that timed out in Daraja's queue may still be
 *   processed, so it is never marked failed on that word.
 */
import { preflight } from '../_shared/cors.ts';
import { json } from '../_shared/http.ts';
import { findPayment } from '../_shared/orders.ts';
import { readStkCallback } from '../_shared/payments/daraja.ts';
import { confirmMpesaCallback, paymentServices, reconcilePayment } from '../_shared/payments/flow.ts';
import { b2cResult } from './b2c.ts';

const env = (name: string) => Deno.env.get(name);
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return json(405, { error: 'Callbacks are sent with POST.' });
  const url = new URL(request.url);
  const route = url.pathname.split('/').filter(Boolean).pop();
  const services = paymentServices(env);
  const raw = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error: 'The callback body must be JSON.' });
  }

  if (route === 'mpesa') {
    const callback = readStkCallback(body);
    const paymentId = url.searchParams.get('payment') ?? '';
    if (!callback || !/^[0-9a-f-]{36}$/.test(paymentId)) return json(400, { error: 'Not an STK callback.' });
    try {
      const result = await confirmMpesaCallback(
        services,
        callback,
        paymentId,
        url.searchParams.get('sig') ?? '',
      );
      if (result === 'ignored') console.warn(`M-Pesa callback for ${callback.checkoutRequestId} ignored`);
    } catch (error) {
      // Answered all the same: the order page's status check asks M-Pesa again.
      console.error('M-Pesa callback not settled', error);
    }
    return json(200, ACCEPTED);
  }

  if (route === 'b2c' || route === 'b2c-timeout') return b2cResult(env, url, route, body);

  if (route === 'card') {
    const card = services.card;
    if (!card || !(await card.signed(raw, request.headers.get('x-paystack-signature'))))
      return json(401, { error: 'Unsigned webhook.' });
    const reference = card.webhookReference(body);
    const payment = reference ? await findPayment(services.db, { reference }) : undefined;
    if (payment) await reconcilePayment(services, payment);
    return json(200, { received: true });
  }

  return json(404, { error: 'Unknown callback.' });
});
