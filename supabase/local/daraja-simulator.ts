/**
 * A Daraja simulator: Safaricom's M-Pesa API as the checkout uses it (OAuth token, STK push, STK
 * query) with its request, response and callback shapes, so that the whole payment runs offline,
 * locally and in tests. Local mode only, at /_local/daraja. The shopper's phone number chooses
 * what happens to the prompt, a moment after it is sent:
 *
 *   0700 000 001  insufficient funds (ResultCode 1)
 *   0700 001 032  cancelled by the user (1032)
 *   0700 001 037  timed out, the phone could not be reached (1037)
 *   0700 002 001  wrong PIN (2001)
 *   0700 000 404  paid, but the callback never arrives (the status check must find it)
 *   any other     paid (0), with an M-Pesa receipt number
 *
 * It also speaks B2C, which pays affiliates (daraja-b2c.ts, with its own test numbers).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createDarajaB2cSimulator } from './daraja-b2c.ts';
import { header, json, parseJsonBody, type ApiRequest, type ApiResponse } from './http.ts';

/** The simulator's credentials; MPESA_SHORTCODE and MPESA_PASSKEY are Safaricom's public sandbox ones. */
export const DARAJA_SIMULATOR = {
  consumerKey: 'mtindo-local-consumer-key',
  consumerSecret: 'mtindo-local-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
} as const;

interface Outcome {
  resultCode: number;
  resultDesc: string;
  /** False when the simulator leaves the callback out. */
  callback?: boolean;
}

const PAID: Outcome = { resultCode: 0, resultDesc: 'The service request is processed successfully.' };

/** Outcomes by phone number (254… form); every other number pays. */
export const TEST_PHONE_OUTCOMES: Record<string, Outcome> = {
  '254700000001': { resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.' },
  '254700001032': { resultCode: 1032, resultDesc: 'Request Cancelled by user.' },
  '254700001037': { resultCode: 1037, resultDesc: 'DS timeout user cannot be reached.' },
  '254700002001': { resultCode: 2001, resultDesc: 'The initiator information is invalid.' },
  '254700000404': { ...PAID, callback: false },
};

export interface StkPrompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  /** Undefined while the shopper has not answered. */
  result?: Outcome & { receipt?: string };
}

export interface DarajaSimulatorOptions {
  /** How long the shopper takes to answer the prompt, in ms. */
  answerDelayMs?: number;
  log?: (line: string) => void;
}

const error = (status: number, errorCode: string, errorMessage: string): ApiResponse =>
  json(status, { requestId: randomUUID(), errorCode, errorMessage });

const passwordFor = (timestamp: string) =>
  Buffer.from(`${DARAJA_SIMULATOR.shortcode}${DARAJA_SIMULATOR.passkey}${timestamp}`).toString('base64');

/** Daraja's "YYYYMMDDHHmmss" in Nairobi time. */
const nairobiStamp = () => new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

function receiptNumber(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return `T${[...randomBytes(9)].map((byte) => letters[byte % letters.length]).join('')}`;
}

export function createDarajaSimulator(options: DarajaSimulatorOptions = {}) {
  const answerDelayMs = options.answerDelayMs ?? 2_000;
  const log = options.log ?? console.log;
  const tokens = new Set<string>();
  const prompts = new Map<string, StkPrompt>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (work: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };
  const b2c = createDarajaB2cSimulator({ answerDelayMs, log, later, error });

  function authorised(request: ApiRequest): boolean {
    const token = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
    return token !== undefined && tokens.has(token);
  }

  function generateToken(request: ApiRequest): ApiResponse {
    const basic = /^Basic\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
    const expected = Buffer.from(
      `${DARAJA_SIMULATOR.consumerKey}:${DARAJA_SIMULATOR.consumerSecret}`,
    ).toString('base64');
    if (request.url.searchParams.get('grant_type') !== 'client_credentials' || basic !== expected)
      return error(400, '400.008.01', 'Invalid Authentication passed');
    const token = randomBytes(20).toString('base64url');
    tokens.add(token);
    return json(200, { access_token: token, expires_in: '3599' });
  }

  /** The shopper answers the prompt (once); Safaricom then posts the callback, awaited here. */
  async function answer(prompt: StkPrompt): Promise<void> {
    if (prompt.result) return;
    const outcome = TEST_PHONE_OUTCOMES[prompt.phone] ?? PAID;
    prompt.result = { ...outcome, ...(outcome.resultCode === 0 ? { receipt: receiptNumber() } : {}) };
    log(
      `[daraja] ${prompt.checkoutRequestId} for KES ${prompt.amount} from ${prompt.phone}: ${outcome.resultDesc}`,
    );
    if (outcome.callback === false) return;
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: outcome.resultCode,
      ResultDesc: outcome.resultDesc,
    };
    if (outcome.resultCode === 0)
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: prompt.amount },
          { Name: 'MpesaReceiptNumber', Value: prompt.result.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(nairobiStamp()) },
          { Name: 'PhoneNumber', Value: Number(prompt.phone) },
        ],
      };
    await fetch(prompt.callbackUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Body: { stkCallback } }),
    })
      .then((response) => response.body?.cancel())
      .catch((failure: unknown) =>
        log(`[daraja] callback to ${prompt.callbackUrl} failed: ${String(failure)}`),
      );
  }

  function credentialsError(body: Record<string, unknown>): ApiResponse | undefined {
    if (
      body.BusinessShortCode !== DARAJA_SIMULATOR.shortcode &&
      body.BusinessShortCode !== Number(DARAJA_SIMULATOR.shortcode)
    )
      return error(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    if (typeof body.Timestamp !== 'string' || !/^\d{14}$/.test(body.Timestamp))
      return error(400, '400.002.02', 'Bad Request - Invalid Timestamp');
    if (body.Password !== passwordFor(body.Timestamp))
      return error(400, '400.002.02', 'Bad Request - Invalid Password');
    return undefined;
  }

  function stkPush(body: Record<string, unknown>): ApiResponse {
    const refused = credentialsError(body);
    if (refused) return refused;
    if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline')
      return error(400, '400.002.02', 'Bad Request - Invalid TransactionType');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > 250_000)
      return error(400, '400.002.02', 'Bad Request - Invalid Amount');
    const phone = String(body.PhoneNumber ?? '');
    if (!/^254[17]\d{8}$/.test(phone) || String(body.PartyA ?? '') !== phone)
      return error(400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
    let callbackUrl: URL;
    try {
      callbackUrl = new URL(String(body.CallBackURL ?? ''));
      if (!/^https?:$/.test(callbackUrl.protocol)) throw new Error('not http');
    } catch {
      return error(400, '400.002.02', 'Bad Request - Invalid CallBackURL');
    }
    const accountReference = String(body.AccountReference ?? '');
    if (!accountReference || accountReference.length > 12)
      return error(400, '400.002.02', 'Bad Request - Invalid AccountReference');
    if (String(body.TransactionDesc ?? '').length > 13)
      return error(400, '400.002.02', 'Bad Request - Invalid TransactionDesc');
    const stamp = nairobiStamp();
    const prompt: StkPrompt = {
      merchantRequestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}-1`,
      checkoutRequestId: `ws_CO_${stamp.slice(0, 12)}${phone.slice(-9)}${randomBytes(4).toString('hex')}`,
      amount,
      phone,
      callbackUrl: callbackUrl.href,
      accountReference,
    };
    prompts.set(prompt.checkoutRequestId, prompt);
    later(() => void answer(prompt), answerDelayMs);
    return json(200, {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  }

  function stkQuery(body: Record<string, unknown>): ApiResponse {
    const refused = credentialsError(body);
    if (refused) return refused;
    const prompt = prompts.get(String(body.CheckoutRequestID ?? ''));
    if (!prompt) return error(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    if (!prompt.result) return error(500, '500.001.1001', 'The transaction is being processed');
    return json(200, {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: String(prompt.result.resultCode),
      ResultDesc: prompt.result.resultDesc,
    });
  }

  async function handle(request: ApiRequest): Promise<ApiResponse> {
    if (request.path === '/oauth/v1/generate' && request.method === 'GET') return generateToken(request);
    const routes: Record<string, (body: Record<string, unknown>) => ApiResponse> = {
      '/mpesa/stkpush/v1/processrequest': stkPush,
      '/mpesa/stkpushquery/v1/query': stkQuery,
      '/mpesa/b2c/v1/paymentrequest': b2c.paymentRequest,
      '/mpesa/b2c/v3/paymentrequest': b2c.paymentRequest,
    };
    const route = routes[request.path];
    if (!route || request.method !== 'POST') return error(404, '404.001.01', 'Resource not found');
    if (!authorised(request)) return error(401, '404.001.03', 'Invalid Access Token');
    let body: unknown;
    try {
      body = parseJsonBody(request);
    } catch {
      return error(400, '400.002.01', 'Invalid JSON body');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return error(400, '400.002.01', 'Invalid JSON body');
    return route(body as Record<string, unknown>);
  }

  return {
    handle,
    /** The prompts sent so far, by CheckoutRequestID (for tests and the log). */
    prompts,
    /**
     * The shopper answers a prompt now rather than after the delay (tests that need two prompts
     * open at once); resolves once its callback was delivered. A prompt answered before is left.
     */
    answerNow(checkoutRequestId: string): Promise<void> {
      const prompt = prompts.get(checkoutRequestId);
      if (!prompt) throw new Error(`No prompt ${checkoutRequestId}`);
      return answer(prompt);
    },
    /** The B2C transfers asked for so far, by ConversationID. */
    transfers: b2c.transfers,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type DarajaSimulator = ReturnType<typeof createDarajaSimulator>;
