/**
 * The hourly limit of receipts per recipient (checkout_settings.receipts_per_recipient_per_hour),
 * kept by the database: each receipt claims its place before it is sent, so orders typed with a
 * stranger's email or phone cannot flood them. A refused receipt is skipped and logged, never an
 * error for the shopper.
 */
import type { Message } from './notify.ts';
import { rpc } from './database-error.ts';
import type { Client } from './supabase.ts';

/**
 * Sends `message` with `send` if its recipient may still get one this hour (claim_receipt_send);
 * otherwise logs that it was skipped. If the limit cannot be read, the receipt is sent: it is
 * owed to a shopper who placed an order.
 */
export async function sendWithinLimit(
  db: Client,
  send: (message: Message) => Promise<void>,
  message: Message,
  orderNumber: string,
): Promise<void> {
  let allowed = true;
  try {
    allowed = await rpc(db, 'claim_receipt_send', {
      channel: message.channel,
      recipient: message.to,
    });
  } catch (error) {
    console.error(`The receipt limit of ${message.to} could not be read; sending anyway`, error);
  }
  if (allowed) return send(message);
  console.warn(
    `The ${message.channel} receipt of ${orderNumber} to ${message.to} was skipped: it already had its receipts for this hour`,
  );
}
