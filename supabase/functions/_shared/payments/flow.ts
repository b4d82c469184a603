/**
 * The life of a payment, shared by the checkout, payment-callback and order-status functions:
 * start it (an M-Pesa prompt or a card page) for the order's own total, settle it only once the
 * provider confirmed it (the STK query or the card verify call), and send the receipt once.
 */
import { messenger, type Send } from '../notify.ts';
import type { OnlinePaymentMethod, PaymentMethod, PaymentStart } from '../contracts/orders.ts';
import {
  attachPaymentRequest,
  findPayment,
  orderByKey,
  settlePayment,
  startPayment,
  type PaymentOutcome,
  type PaymentRow,
} from '../orders.ts';
import { orderLink, orderMessages } from '../receipts.ts';
import { sendWithinLimit } from '../receipt-limit.ts';
import { projectOf, serviceClient, type Client, type Env, type Project } from '../supabase.ts';
import { timingSafeEqual } from '../constant-time.ts';
import { paymentCallbackSecret } from './callback-secret.ts';
import { cardProvider, type CardProvider } from './card.ts';
import { createDaraja, darajaSettings, type Daraja, type StkCallback } from './daraja.ts';

export interface PaymentServices {
  project: Project;
  /** The service role's client: payments are started and settled by the server, not the caller. */
  db: Client;
  daraja?: Daraja;
  card?: CardProvider;
  send: Send;
  /** The storefront's origin, for the order links in emails and the card's return. */
  siteUrl: string;
  callbackSecret: string;
}

let cachedDaraja: { key: string; client: Daraja } | undefined;

/** This deployment's payment providers, messenger and service-role client, for one request. */
export function paymentServices(env: Env): PaymentServices {
  const project = projectOf(env);
  const settings = darajaSettings(env);
  // One client per configuration, so its OAuth token is reused across requests.
  const key = JSON.stringify(settings ?? null);
  if (settings && cachedDaraja?.key !== key) cachedDaraja = { key, client: createDaraja(settings) };
  return {
    project,
    db: serviceClient(project),
    daraja: settings ? cachedDaraja!.client : undefined,
    card: cardProvider(env),
    send: messenger(env),
    siteUrl: (env('SITE_URL') ?? project.url).replace(/\/+$/, ''),
    callbackSecret: paymentCallbackSecret(env) ?? '', // never the service role key; '' only while M-Pesa is off
  };
}

/** The payment methods this deployment can take: pay on delivery always, the others when configured. */
export function availableMethods(services: PaymentServices): PaymentMethod[] {
  return [
    ...(services.daraja ? (['mpesa'] as const) : []),
    ...(services.card ? (['card'] as const) : []),
    'pay_on_delivery',
  ];
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The signature that a payment's callback URL carries, so that only Safaricom's copy of it is taken up. */
export async function callbackSignature(secret: string, paymentId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`mpesa:${paymentId}`))).slice(
    0,
    40,
  );
}

/** A payment that could not start; the order stays, awaiting payment. */
export class PaymentStartError extends Error {}

export interface PayableOrder {
  id: string;
  number: string;
  access_key: string;
  email: string;
}

export async function beginPayment(
  services: PaymentServices,
  order: PayableOrder,
  method: OnlinePaymentMethod,
  mpesaPhone?: string,
): Promise<PaymentStart> {
  const { db, project, daraja, card } = services;
  if (method === 'mpesa' && !daraja)
    throw new PaymentStartError('M-Pesa is not available right now. Please pay by card.');
  if (method === 'card' && !card)
    throw new PaymentStartError('Card payments are not available right now. Please pay by M-Pesa.');
  const started = await startPayment(db, order.id, method, mpesaPhone);
  try {
    if (method === 'mpesa') {
      const signature = await callbackSignature(services.callbackSecret, started.payment_id);
      const accepted = await daraja!.stkPush({
        amountKes: started.amount_kes,
        phone: started.phone,
        accountReference: order.number.replace(/^MT-/, ''),
        description: 'Mtindo order',
        callbackUrl: `${project.url}/functions/v1/payment-callback/mpesa?payment=${started.payment_id}&sig=${signature}`,
      });
      await attachPaymentRequest(db, started.payment_id, {
        checkout_request_id: accepted.checkoutRequestId,
        merchant_request_id: accepted.merchantRequestId,
      });
      return { provider: 'mpesa', status: 'pending', message: accepted.customerMessage };
    }
    await attachPaymentRequest(db, started.payment_id, { reference: started.payment_id });
    const { redirectUrl } = await card!.start({
      reference: started.payment_id,
      amountKes: started.amount_kes,
      email: order.email,
      returnUrl: orderLink(services.siteUrl, order.access_key),
      orderNumber: order.number,
    });
    return { provider: 'card', redirect_url: redirectUrl };
  } catch (error) {
    console.error(`The ${method} payment of ${order.number} did not start`, error);
    await settlePayment(db, started.payment_id, {
      outcome: 'failed',
      code: 'not_started',
      desc: error instanceof Error ? error.message : String(error),
    });
    throw new PaymentStartError(
      method === 'mpesa'
        ? 'We could not send the M-Pesa prompt to your phone. Please try again, or pay by card.'
        : 'We could not open the card payment page. Please try again, or pay by M-Pesa.',
    );
  }
}

/** Sends the receipt email and SMS of an order that is now paid or placed to pay on delivery, within the hourly limit per recipient. */
export async function sendReceipt(services: PaymentServices, accessKey: string): Promise<void> {
  const order = await orderByKey(services.db, accessKey);
  if (!order) return;
  await Promise.all(
    orderMessages(order, orderLink(services.siteUrl, accessKey)).map((message) =>
      sendWithinLimit(services.db, services.send, message, order.number),
    ),
  );
}

/**
 * Settles a payment as the provider confirmed it, and sends the receipt when this made it paid;
 * money owed back (a second payment) gets no receipt: the order's page says it will be refunded.
 */
async function settleConfirmed(
  services: PaymentServices,
  payment: PaymentRow,
  outcome: PaymentOutcome,
): Promise<void> {
  const settled = await settlePayment(services.db, payment.id, outcome);
  if (settled.changed && settled.payment_status === 'paid' && !settled.refund_due)
    await sendReceipt(services, settled.order.access_key);
}

export type CallbackResult = 'settled' | 'ignored';

/**
 * Safaricom's callback for a prompt. It is taken up only when its URL's signature is ours, its
 * request id is the payment's, its amount the payment's, and the STK query says the same.
 */
export async function confirmMpesaCallback(
  services: PaymentServices,
  callback: StkCallback,
  paymentId: string,
  signature: string,
): Promise<CallbackResult> {
  if (!services.daraja) return 'ignored';
  if (!timingSafeEqual(signature, await callbackSignature(services.callbackSecret, paymentId)))
    return 'ignored';
  const payment = await findPayment(services.db, { checkout_request_id: callback.checkoutRequestId });
  if (!payment || payment.id !== paymentId || payment.provider !== 'mpesa') return 'ignored';
  if (payment.status === 'paid' || payment.status === 'failed') return 'ignored';
  const confirmed = await services.daraja.stkQuery(callback.checkoutRequestId);
  if (confirmed.state === 'pending') return 'ignored';
  if (confirmed.state === 'failed') {
    await settleConfirmed(services, payment, {
      outcome: 'failed',
      code: confirmed.resultCode,
      desc: confirmed.resultDesc,
    });
    return 'settled';
  }
  if (callback.resultCode !== '0' || callback.amountKes !== payment.amount_kes) return 'ignored';
  await settleConfirmed(services, payment, {
    outcome: 'paid',
    amountKes: payment.amount_kes,
    receipt: callback.receipt ?? '',
    code: confirmed.resultCode,
    desc: confirmed.resultDesc,
  });
  return 'settled';
}

/** Asks the provider what became of a pending payment (no callback yet, or a shopper back from the card page). */
export async function reconcilePayment(services: PaymentServices, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending') return;
  if (payment.provider === 'mpesa' && payment.checkout_request_id && services.daraja) {
    const state = await services.daraja.stkQuery(payment.checkout_request_id);
    if (state.state === 'paid')
      await settleConfirmed(services, payment, {
        outcome: 'paid',
        amountKes: payment.amount_kes,
        receipt: '',
        code: state.resultCode,
        desc: state.resultDesc,
      });
    else if (state.state === 'failed')
      await settleConfirmed(services, payment, {
        outcome: 'failed',
        code: state.resultCode,
        desc: state.resultDesc,
      });
    return;
  }
  if (payment.provider === 'card' && payment.reference && services.card) {
    const state = await services.card.verify(payment.reference);
    if (state.state === 'paid' && state.amountKes === payment.amount_kes)
      await settleConfirmed(services, payment, {
        outcome: 'paid',
        amountKes: state.amountKes,
        receipt: state.receipt,
        code: 'success',
        desc: state.message,
      });
    else if (state.state === 'failed')
      await settleConfirmed(services, payment, { outcome: 'failed', code: 'failed', desc: state.message });
  }
}
