/**
 * Emails and texts from the functions: an order's receipt and its SMS confirmation.
 * - SMS through Africa's Talking when AFRICASTALKING_API_KEY and AFRICASTALKING_USERNAME are set;
 * - email through Resend when RESEND_API_KEY is set (from MAIL_FROM);
 * - otherwise to the local server's outbox (MTINDO_OUTBOX_URL, with the secret key), which
 *   lists them;
 * - with none of these, the message is logged as not sent.
 * A message that cannot be sent never fails the order: it is logged.
 */
import { projectOf } from './supabase.ts';

export interface Message {
  channel: 'email' | 'sms';
  /** An email address, or a phone number in +254… form. */
  to: string;
  subject: string;
  text: string;
}

export type Send = (message: Message) => Promise<void>;

async function post(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  await response.body?.cancel();
}

/**
 * Sends a message through the first provider configured, or throws why it could not: for a sender
 * that keeps a message to try again (shopper-messages). A message no provider is configured for is
 * logged, not thrown: trying again would not help.
 */
export function deliverer(env: (name: string) => string | undefined): Send {
  const outbox = env('MTINDO_OUTBOX_URL');
  const secretKey = projectOf(env).secretKey;
  const toOutbox = (message: Message) =>
    post(outbox!, {
      method: 'POST',
      headers: { apikey: secretKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });

  async function sms(message: Message) {
    const apiKey = env('AFRICASTALKING_API_KEY');
    const username = env('AFRICASTALKING_USERNAME');
    if (apiKey && username) {
      const host = username === 'sandbox' ? 'api.sandbox.africastalking.com' : 'api.africastalking.com';
      const form = new URLSearchParams({ username, to: message.to, message: message.text });
      const from = env('AFRICASTALKING_SENDER_ID');
      if (from) form.set('from', from);
      return post(`https://${host}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
    }
    if (outbox) return toOutbox(message);
    console.warn(`SMS to ${message.to} not sent: no SMS provider is configured`);
  }

  async function email(message: Message) {
    const resendKey = env('RESEND_API_KEY');
    if (resendKey)
      return post('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${resendKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: env('MAIL_FROM') ?? 'Mtindo <orders@mtindo.co.ke>',
          to: [message.to],
          subject: message.subject,
          text: message.text,
        }),
      });
    if (outbox) return toOutbox(message);
    console.warn(`Email to ${message.to} not sent: no email provider is configured`);
  }

  return (message) => (message.channel === 'sms' ? sms(message) : email(message));
}

/** Sends a message as `deliverer` does, logging a failure instead of throwing it (a receipt never fails its order). */
export function messenger(env: (name: string) => string | undefined): Send {
  const deliver = deliverer(env);
  return async (message) => {
    try {
      await deliver(message);
    } catch (error) {
      console.error(`The ${message.channel} "${message.subject}" to ${message.to} was not sent`, error);
    }
  };
}
