/**
 * M-Pesa through Safaricom's Daraja API: an OAuth token (client credentials), the STK push that
 * prompts the shopper's phone, the callback Safaricom posts when the shopper answered, and the
 * STK query that confirms what the callback says. Configured by MPESA_* variables; the local
 * server's simulator speaks the same shapes (supabase/local/daraja-simulator.ts).
 */
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

export function darajaSettings(env: (name: string) => string | undefined): DarajaSettings | undefined {
  const consumerKey = env('MPESA_CONSUMER_KEY');
  const consumerSecret = env('MPESA_CONSUMER_SECRET');
  const shortcode = env('MPESA_SHORTCODE');
  const passkey = env('MPESA_PASSKEY');
  if (!consumerKey || !consumerSecret || !shortcode || !passkey) return undefined;
  const buyGoods = env('MPESA_TRANSACTION_TYPE') === 'CustomerBuyGoodsOnline';
  return {
    baseUrl: (
      env('MPESA_BASE_URL') ??
      (env('MPESA_ENVIRONMENT') === 'production'
        ? 'https://api.safaricom.co.ke'
        : 'https://sandbox.safaricom.co.ke')
    ).replace(/\/+$/, ''),
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

export function createDaraja(settings: DarajaSettings) {
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetch(`${settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${btoa(`${settings.consumerKey}:${settings.consumerSecret}`)}` },
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

  async function post(
    path: string,
    payload: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  }

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
