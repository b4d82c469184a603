/**
 * Why an order's payment did not start at checkout ("A payment request is already on its way…",
 * "We have sent 5 M-Pesa requests to this number…"), carried to the order's page in the tab's
 * session storage: the order is placed either way, and its page is where the shopper pays.
 * Kept out of the address so that a shared link never carries a message of someone else's.
 *
 * @example
 * keepPaymentNotice(sessionStorage, order.access_key, answer.payment_error);
 * // on /order?key=…
 * takePaymentNotice(sessionStorage, key); // → the message, once
 */
const KEY = 'mtindo.payment-notice';

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or undefined where the browser refuses it. */
export function sessionStore(): NoticeStorage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the message for the order's page. */
export function keepPaymentNotice(
  storage: NoticeStorage | undefined,
  orderKey: string,
  message: string,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ orderKey, message }));
  } catch {
    // Storage full or blocked: the order's page still offers to pay.
  }
}

/** The message kept for this order, once; '' when there is none. */
export function takePaymentNotice(storage: NoticeStorage | undefined, orderKey: string): string {
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? 'null') as {
      orderKey?: unknown;
      message?: unknown;
    } | null;
    if (kept?.orderKey !== orderKey || typeof kept.message !== 'string') return '';
    storage?.removeItem(KEY);
    return kept.message;
  } catch {
    return '';
  }
}
