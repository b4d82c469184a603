/**
 * A local card test gateway that speaks Paystack's API as the checkout uses it (initialize a
 * transaction, verify it) and shows its own payment page, so card payments run offline, locally
 * and in tests. Local mode only, at /_local/card. On the page, the card number decides:
 *
 *   4084 0840 8408 4081  paid (Paystack's own test card)
 *   4000 0000 0000 0002  declined
 *   Cancel               abandoned: the shopper returns unpaid
 */
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../src/lib/html/markup.ts';
import { header, json, parseJsonBody, type ApiRequest, type ApiResponse } from './http.ts';

export const CARD_GATEWAY_SECRET_KEY = 'sk_test_mtindo_local_card_gateway';
export const TEST_CARDS = { paid: '4084084084084081', declined: '4000000000000002' } as const;

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  gatewayResponse: string;
}

const refused = (status: number, message: string) => json(status, { status: false, message });

function page(transaction: Transaction, notice = ''): ApiResponse {
  const amount = `KES ${(transaction.amount / 100).toLocaleString('en-US')}`;
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test card payment</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
label,input,button{display:block;width:100%;box-sizing:border-box}input{font:inherit;padding:.6rem;margin:.3rem 0 1rem;border:1px solid #78716c;border-radius:.4rem}
button{font:inherit;padding:.7rem;border-radius:.4rem;border:0;margin-top:.5rem;cursor:pointer}.pay{background:#1c1917;color:#fff}.cancel{background:#e7e5e4}
.notice{background:#fef3c7;padding:.6rem;border-radius:.4rem}small{color:#57534e}</style></head>
<body><main><h1>Test card payment</h1>
<p>Pay <strong>${amount}</strong> to Mtindo for ${escapeHtml(transaction.email)}.</p>
${notice ? `<p class="notice" role="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4084 0840 8408 4081">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12/30" autocomplete="cc-exp">
<label for="cvv">CVV</label><input id="cvv" name="cvv" value="408" inputmode="numeric" autocomplete="cc-csc">
<button class="pay" name="action" value="pay">Pay ${amount}</button>
<button class="cancel" name="action" value="cancel">Cancel</button>
</form>
<p><small>Local test gateway: 4084 0840 8408 4081 pays; 4000 0000 0000 0002 is declined.</small></p>
</main></body></html>`;
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
    },
    body,
  };
}

export function createCardGateway() {
  const byReference = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  let nextId = 4_100_000_001;

  function authorised(request: ApiRequest) {
    return header(request, 'authorization') === `Bearer ${CARD_GATEWAY_SECRET_KEY}`;
  }

  function initialize(request: ApiRequest): ApiResponse {
    let body: Record<string, unknown>;
    try {
      body = (parseJsonBody(request) ?? {}) as Record<string, unknown>;
    } catch {
      return refused(400, 'Invalid JSON');
    }
    const amount = Number(body.amount);
    const reference = String(body.reference ?? '');
    if (!Number.isInteger(amount) || amount < 100) return refused(400, 'Invalid Amount Sent');
    if (body.currency !== 'KES') return refused(403, 'Currency not supported by merchant');
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      return refused(400, 'Invalid Email Address Passed');
    if (!/^[\w.=-]{1,100}$/.test(reference)) return refused(400, 'Invalid transaction reference');
    if (byReference.has(reference)) return refused(400, 'Duplicate Transaction Reference');
    let callbackUrl: string;
    try {
      callbackUrl = new URL(String(body.callback_url)).href;
    } catch {
      return refused(400, 'Invalid callback_url');
    }
    const transaction: Transaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(10).toString('hex'),
      amount,
      currency: 'KES',
      email: body.email,
      callbackUrl,
      status: 'ongoing',
      gatewayResponse: 'The transaction was not completed',
    };
    byReference.set(reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    return json(200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${request.origin}/_local/card/pay/${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference,
      },
    });
  }

  function verify(reference: string): ApiResponse {
    const transaction = byReference.get(reference);
    if (!transaction) return refused(404, 'Transaction reference not found');
    return json(200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: transaction.id,
        status: transaction.status,
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
        gateway_response: transaction.gatewayResponse,
        customer: { email: transaction.email },
      },
    });
  }

  /** The shopper's answer on the payment page: back to the store, paid or not. */
  function submit(transaction: Transaction, request: ApiRequest): ApiResponse {
    if (transaction.status !== 'ongoing') return page(transaction, 'This payment is already complete.');
    const form = new URLSearchParams(request.body.toString('utf8'));
    const card = (form.get('card') ?? '').replace(/\D/g, '');
    if (form.get('action') === 'cancel') {
      transaction.status = 'abandoned';
      transaction.gatewayResponse = 'The customer cancelled the payment';
    } else if (card === TEST_CARDS.paid) {
      transaction.status = 'success';
      transaction.gatewayResponse = 'Approved';
    } else if (card === TEST_CARDS.declined) {
      transaction.status = 'failed';
      transaction.gatewayResponse = 'Declined by the card issuer';
    } else
      return page(transaction, 'Use a test card: 4084 0840 8408 4081 pays, 4000 0000 0000 0002 is declined.');
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set('reference', transaction.reference);
    back.searchParams.set('trxref', transaction.reference);
    return { status: 303, headers: { Location: back.href, 'Cache-Control': 'no-store' } };
  }

  async function handle(request: ApiRequest): Promise<ApiResponse> {
    const payPage = /^\/pay\/([0-9a-f]{20})$/.exec(request.path);
    if (payPage) {
      const transaction = byAccessCode.get(payPage[1]!);
      if (!transaction)
        return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'Unknown payment' };
      return request.method === 'POST' ? submit(transaction, request) : page(transaction);
    }
    if (!authorised(request)) return refused(401, 'Invalid key');
    if (request.path === '/transaction/initialize' && request.method === 'POST') return initialize(request);
    const verifying = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    if (verifying && request.method === 'GET') return verify(decodeURIComponent(verifying[1]!));
    return refused(404, 'Not found');
  }

  return { handle };
}

export type CardGateway = ReturnType<typeof createCardGateway>;
