/**
 * Card payments behind one interface, so the provider can change (Paystack and Pesapal are what
 * Kenyan stores use). The shopper pays on the provider's page and comes back to the order's page;
 * a payment counts only once the provider's verify call says it succeeded for the order's amount.
 * Paystack is implemented (PAYSTACK_SECRET_KEY; amounts in cents of KES); the local server's test
 * gateway speaks Paystack's API (supabase/local/card-gateway.ts).
 */
import { timingSafeEqual } from '../constant-time.ts';

export interface CardCheckout {
  /** The payment's reference, unique per attempt. */
  reference: string;
  amountKes: number;
  email: string;
  /** Where the provider sends the shopper back, with the reference added. */
  returnUrl: string;
  orderNumber: string;
}

export type CardState =
  | { state: 'pending' }
  | { state: 'paid'; amountKes: number; receipt: string; message: string }
  | { state: 'failed'; message: string };

export interface CardProvider {
  name: string;
  /** Starts a payment; the shopper is sent to the URL returned. */
  start(checkout: CardCheckout): Promise<{ redirectUrl: string }>;
  verify(reference: string): Promise<CardState>;
  /** Whether a webhook's body carries the provider's signature. */
  signed(body: string, signature: string | null): Promise<boolean>;
  /** The reference a webhook's event is about, if it is a payment event. */
  webhookReference(body: unknown): string | undefined;
}

export class CardError extends Error {}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export function paystack(settings: { baseUrl: string; secretKey: string }): CardProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${settings.secretKey}`, 'Content-Type': 'application/json' };
  return {
    name: 'paystack',
    async start(checkout) {
      const response = await fetch(`${base}/transaction/initialize`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: checkout.email,
          amount: checkout.amountKes * 100,
          currency: 'KES',
          reference: checkout.reference,
          callback_url: checkout.returnUrl,
          metadata: { order_number: checkout.orderNumber },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        status?: boolean;
        message?: string;
        data?: { authorization_url?: string };
      };
      if (!response.ok || !body.status || !body.data?.authorization_url)
        throw new CardError(body.message ?? `The card payment could not start (${response.status})`);
      return { redirectUrl: body.data.authorization_url };
    },
    async verify(reference) {
      const response = await fetch(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
        headers,
      });
      const body = (await response.json().catch(() => ({}))) as {
        status?: boolean;
        message?: string;
        data?: {
          status?: string;
          amount?: number;
          currency?: string;
          id?: number | string;
          gateway_response?: string;
        };
      };
      if (!response.ok || !body.status || !body.data)
        throw new CardError(body.message ?? `Card verify failed (${response.status})`);
      const { status, amount, currency, id, gateway_response: message = '' } = body.data;
      if (status === 'success' && currency === 'KES' && typeof amount === 'number' && amount % 100 === 0)
        return { state: 'paid', amountKes: amount / 100, receipt: String(id ?? reference), message };
      if (status === 'failed' || status === 'reversed')
        return { state: 'failed', message: message || 'The card was declined.' };
      return { state: 'pending' };
    },
    async signed(body, signature) {
      if (!signature) return false;
      const key = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(settings.secretKey),
        { name: 'HMAC', hash: 'SHA-512' },
        false,
        ['sign'],
      );
      const expected = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
      return timingSafeEqual(expected, signature.toLowerCase());
    },
    webhookReference(body) {
      const event = body as { event?: string; data?: { reference?: unknown } } | null;
      return event?.event?.startsWith('charge.') && typeof event.data?.reference === 'string'
        ? event.data.reference
        : undefined;
    },
  };
}

export function cardProvider(env: (name: string) => string | undefined): CardProvider | undefined {
  const secretKey = env('PAYSTACK_SECRET_KEY');
  if (!secretKey) return undefined;
  return paystack({ baseUrl: env('PAYSTACK_BASE_URL') ?? 'https://api.paystack.co', secretKey });
}
