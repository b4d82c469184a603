/**
 * M-Pesa through Safaricom's Daraja API: an OAuth token (client credentials), the STK push that
 * prompts the shopper's phone, the callback Safaricom posts when the shopper answered, and the
 * STK query that confirms what the callback says; and B2C, which pays a customer's M-Pesa (the
 * affiliates' payouts) and reports its Result later. Configured by MPESA_* variables, and only
 * with PAYMENT_CALLBACK_SECRET to sign the callback URLs (callback-secret.ts); the local server's
 * simulator speaks the same shapes (supabase/local/daraja-simulator.ts).
 */
import { canSignCallbacks } from './callback-secret.ts';
import { isRecord } from '../http.ts';

export interface DarajaSettings {
  /** https://api.safaricom.co.ke, https://sandbox.safaricom.co.ke, or the local simulator. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The business short code (paybill or till's store number) that the password is made with. */
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Who receives the money: the paybill, or the till number for Buy Goods. */
  partyB: string;
}

/** MPESA_BASE_URL, else the live API when MPESA_ENVIRONMENT=production, else Safaricom's sandbox. */
function darajaBaseUrl(env: (name: string) => string | undefined): string {
  return (
    env('MPESA_BASE_URL') ??
    (env('MPESA_ENVIRONMENT') === 'production'
      ? 'https://api.safaricom.co.ke'
      : 'https://sandbox.safaricom.co.ke')
  ).replace(/\/+$/, '');
}

/**
 * STK settings from MPESA_CONSUMER_KEY/SECRET, MPESA_SHORTCODE and MPESA_PASSKEY; undefined when
 * any is missing, or without PAYMENT_CALLBACK_SECRET (M-Pesa is then not offered).
 */
export function darajaSettings(env: (name: string) => string | undefined): DarajaSettings | undefined {
  const consumerKey = env('MPESA_CONSUMER_KEY');
  const consumerSecret = env('MPESA_CONSUMER_SECRET');
  const shortcode = env('MPESA_SHORTCODE');
  const passkey = env('MPESA_PASSKEY');
  if (!consumerKey || !consumerSecret || !shortcode || !passkey) return undefined;
  if (!canSignCallbacks(env)) return undefined;
  const buyGoods = env('MPESA_TRANSACTION_TYPE') === 'CustomerBuyGoodsOnline';
  return {
    baseUrl: darajaBaseUrl(env),
    consumerKey,
    consumerSecret,
    shortcode,
    passkey,
    transactionType: buyGoods ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
    partyB: env('MPESA_PARTY_B') ?? shortcode,
  };
}

/** Daraja's timestamp, YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving). */
export function darajaTimestamp(at: Date = new Date()): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The STK password: base64 of short code, passkey and timestamp. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

/** "+254712345678" → "254712345678", as Daraja writes phone numbers. */
export const darajaPhone = (phone: string) => phone.replace(/^\+/, '');

export interface StkPushRequest {
  amountKes: number;
  /** E.164, +2547… or +2541…. */
  phone: string;
  /** Shown to the shopper on the prompt; up to 12 characters (the order number without its prefix). */
  accountReference: string;
  description: string;
  callbackUrl: string;
}

export interface StkPushAccepted {
  checkoutRequestId: string;
  merchantRequestId: string;
  customerMessage: string;
}

/** What the STK query (or a callback) says of a prompt. */
export type StkState =
  | { state: 'pending' }
  | { state: 'paid'; resultCode: string; resultDesc: string }
  | { state: 'failed'; resultCode: string; resultDesc: string };

export class DarajaError extends Error {}

/** ResultCode 0 is paid; anything else (1 insufficient funds, 1032 cancelled, 1037 timeout, 2001 wrong PIN) failed. */
export function stkState(resultCode: unknown, resultDesc: unknown): StkState {
  const code = String(resultCode ?? '');
  const desc = typeof resultDesc === 'string' ? resultDesc : '';
  return code === '0'
    ? { state: 'paid', resultCode: code, resultDesc: desc }
    : { state: 'failed', resultCode: code, resultDesc: desc };
}

/** A Daraja app's OAuth token, kept until a minute before it expires, and its authorised POST. */
function darajaApp(app: { baseUrl: string; consumerKey: string; consumerSecret: string }) {
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetch(`${app.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${btoa(`${app.consumerKey}:${app.consumerSecret}`)}` },
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: string | number;
    };
    if (!response.ok || !body.access_token)
      throw new DarajaError(`M-Pesa sign-in failed (${response.status})`);
    // Renewed a minute early, so a token never expires mid-request.
    token = { value: body.access_token, until: Date.now() + (Number(body.expires_in ?? 3599) - 60) * 1000 };
    return token.value;
  }

  return async function post(
    path: string,
    payload: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body: unknown = await response.json().catch(() => ({}));
    return { status: response.status, body: isRecord(body) ? body : {} };
  };
}

/** The STK client: a prompt on the shopper's phone and the query that confirms its answer. */
export function createDaraja(settings: DarajaSettings) {
  const post = darajaApp(settings);

  function credentials() {
    const timestamp = darajaTimestamp();
    return {
      BusinessShortCode: settings.shortcode,
      Password: stkPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: settings.transactionType,
        Amount: request.amountKes,
        PartyA: darajaPhone(request.phone),
        PartyB: settings.partyB,
        PhoneNumber: darajaPhone(request.phone),
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      });
      if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.CheckoutRequestID !== 'string')
        throw new DarajaError(
          String(
            body.errorMessage ?? body.ResponseDescription ?? `M-Pesa refused the payment request (${status})`,
          ),
        );
      return {
        checkoutRequestId: body.CheckoutRequestID,
        merchantRequestId: String(body.MerchantRequestID ?? ''),
        customerMessage: String(body.CustomerMessage ?? 'Success. Request accepted for processing'),
      };
    },

    /** What M-Pesa says of a prompt: pending while the shopper has not answered. */
    async stkQuery(checkoutRequestId: string): Promise<StkState> {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', {
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (body.ResultCode !== undefined && String(body.ResponseCode ?? '0') === '0')
        return stkState(body.ResultCode, body.ResultDesc);
      // "The transaction is being processed" comes back as an error (500.001.1001).
      if (String(body.errorCode ?? '').startsWith('500.001.1001')) return { state: 'pending' };
      throw new DarajaError(String(body.errorMessage ?? `M-Pesa query failed (${status})`));
    },
  };
}

export type Daraja = ReturnType<typeof createDaraja>;

export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: string;
  resultDesc: string;
  amountKes?: number;
  receipt?: string;
  phone?: string;
}

/** The stkCallback of Safaricom's POST, or undefined when the body is not one. */
export function readStkCallback(body: unknown): StkCallback | undefined {
  const callback = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body?.stkCallback;
  if (!callback || typeof callback.CheckoutRequestID !== 'string' || callback.ResultCode === undefined)
    return undefined;
  const items =
    (callback.CallbackMetadata as { Item?: { Name?: string; Value?: unknown }[] } | undefined)?.Item ?? [];
  const item = (name: string) => items.find((entry) => entry?.Name === name)?.Value;
  const amount = Number(item('Amount'));
  const receipt = item('MpesaReceiptNumber');
  const phone = item('PhoneNumber');
  return {
    merchantRequestId: String(callback.MerchantRequestID ?? ''),
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: String(callback.ResultCode),
    resultDesc: String(callback.ResultDesc ?? ''),
    ...(Number.isFinite(amount) && item('Amount') !== undefined ? { amountKes: amount } : {}),
    ...(typeof receipt === 'string' ? { receipt } : {}),
    ...(phone !== undefined ? { phone: String(phone) } : {}),
  };
}

/** B2C (business to customer): the initiator that M-Pesa's bulk disbursement account knows. */
export interface DarajaB2cSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The B2C short code the money leaves from (PartyA). */
  shortcode: string;
  initiatorName: string;
  /** The initiator's password encrypted with Safaricom's certificate, as the portal gives it. */
  securityCredential: string;
}

/**
 * B2C settings from MPESA_B2C_SHORTCODE, MPESA_B2C_INITIATOR_NAME and
 * MPESA_B2C_SECURITY_CREDENTIAL beside the app's MPESA_CONSUMER_KEY/SECRET; undefined when any
 * is missing, or without PAYMENT_CALLBACK_SECRET (payouts are then marked paid by hand).
 */
export function darajaB2cSettings(env: (name: string) => string | undefined): DarajaB2cSettings | undefined {
  const settings = {
    baseUrl: darajaBaseUrl(env),
    consumerKey: env('MPESA_CONSUMER_KEY') ?? '',
    consumerSecret: env('MPESA_CONSUMER_SECRET') ?? '',
    shortcode: env('MPESA_B2C_SHORTCODE') ?? '',
    initiatorName: env('MPESA_B2C_INITIATOR_NAME') ?? '',
    securityCredential: env('MPESA_B2C_SECURITY_CREDENTIAL') ?? '',
  };
  if (!Object.values(settings).every(Boolean) || !canSignCallbacks(env)) return undefined;
  return settings;
}

export interface B2cPaymentRequest {
  /** Ours, unique per request; the Result carries it back. */
  originatorConversationId: string;
  amountKes: number;
  /** E.164, +2547… or +2541…. */
  phone: string;
  /** Up to 100 characters, shown in the transfer's details. */
  remarks: string;
  occasion: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

export interface B2cAccepted {
  conversationId: string;
  originatorConversationId: string;
}

/** The B2C client: sends money from the short code to a phone; the outcome comes to ResultURL. */
export function createDarajaB2c(settings: DarajaB2cSettings) {
  const post = darajaApp(settings);
  return {
    /** Asks M-Pesa to pay; accepted means queued, not paid (the Result says that). */
    async pay(request: B2cPaymentRequest): Promise<B2cAccepted> {
      const { status, body } = await post('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.originatorConversationId,
        InitiatorName: settings.initiatorName,
        SecurityCredential: settings.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: request.amountKes,
        PartyA: settings.shortcode,
        PartyB: darajaPhone(request.phone),
        Remarks: request.remarks.slice(0, 100),
        QueueTimeOutURL: request.queueTimeoutUrl,
        ResultURL: request.resultUrl,
        Occasion: request.occasion.slice(0, 100),
      });
      if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.ConversationID !== 'string')
        throw new DarajaError(
          String(body.errorMessage ?? body.ResponseDescription ?? `M-Pesa refused the transfer (${status})`),
        );
      return {
        conversationId: body.ConversationID,
        originatorConversationId: String(body.OriginatorConversationID ?? request.originatorConversationId),
      };
    },
  };
}

export type DarajaB2c = ReturnType<typeof createDarajaB2c>;

export interface B2cResult {
  resultCode: string;
  resultDesc: string;
  conversationId: string;
  originatorConversationId: string;
  transactionId: string;
  /** From ResultParameters, on success: the amount sent and its receipt. */
  amountKes?: number;
  receipt?: string;
}

/** The Result of Safaricom's POST to a B2C ResultURL, or undefined when the body is not one. */
export function readB2cResult(body: unknown): B2cResult | undefined {
  const result = (body as { Result?: Record<string, unknown> } | null)?.Result;
  if (!result || typeof result.ConversationID !== 'string' || result.ResultCode === undefined)
    return undefined;
  const list = (result.ResultParameters as { ResultParameter?: unknown } | undefined)?.ResultParameter;
  // A single parameter comes as an object rather than a list.
  const parameters = (Array.isArray(list) ? list : list ? [list] : []) as { Key?: string; Value?: unknown }[];
  const value = (key: string) => parameters.find((entry) => entry?.Key === key)?.Value;
  const amount = Number(value('TransactionAmount'));
  const receipt = value('TransactionReceipt');
  return {
    resultCode: String(result.ResultCode),
    resultDesc: String(result.ResultDesc ?? ''),
    conversationId: result.ConversationID,
    originatorConversationId: String(result.OriginatorConversationID ?? ''),
    transactionId: String(result.TransactionID ?? ''),
    ...(value('TransactionAmount') !== undefined && Number.isFinite(amount) ? { amountKes: amount } : {}),
    ...(typeof receipt === 'string' && receipt ? { receipt } : {}),
  };
}
