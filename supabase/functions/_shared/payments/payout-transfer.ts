/**
 * An affiliate's payout sent by M-Pesa B2C, shared by the payouts function (which starts the
 * transfer) and payment-callback (which takes its Result): the result URLs, signed like the STK
 * callback's, the request, and settling it. The database functions of migration 20261125100900
 * move the payout (start_payout_transfer: pending|failed → sending; settle_payout_transfer).
 */
import { createDarajaB2c, darajaB2cSettings, DarajaError, type B2cResult, type DarajaB2c } from './daraja.ts';
import { callbackSignature, paymentServices } from './flow.ts';
import { readPayoutRow, type PayoutRow } from '../contracts/payouts.ts';
import { rpc, unwrap } from '../database-error.ts';
import { readJson } from '../read.ts';
import type { Client, Env, Project } from '../supabase.ts';
import { timingSafeEqual } from '../constant-time.ts';

export interface PayoutServices {
  project: Project;
  /** The service role's client: payouts move only through the database functions it may call. */
  db: Client;
  /** Undefined when B2C is not configured: payouts are then paid by hand. */
  b2c?: DarajaB2c;
  callbackSecret: string;
}

let cachedB2c: { key: string; client: DarajaB2c } | undefined;

/**
 * The REST settings, callback secret (the checkout's) and B2C client of this deployment; no B2C
 * client without the callback secret.
 */
export function payoutServices(env: Env): PayoutServices {
  const { project, db, callbackSecret } = paymentServices(env);
  const settings = darajaB2cSettings(env);
  // One client per configuration, so its OAuth token is reused across requests.
  const key = JSON.stringify(settings ?? null);
  if (settings && cachedB2c?.key !== key) cachedB2c = { key, client: createDarajaB2c(settings) };
  return { project, db, b2c: settings ? cachedB2c!.client : undefined, callbackSecret };
}

/** The signature a payout's result URLs carry; "payout:" keeps it apart from the payments'. */
export const payoutSignature = (secret: string, payoutId: string) =>
  callbackSignature(secret, `payout:${payoutId}`);

/** A transfer M-Pesa did not accept; the payout is now failed, to retry or pay by hand. */
export class TransferError extends Error {}

/**
 * Sends a payout by M-Pesa for the admin `requestedBy`: pending or failed → sending, the B2C
 * request, then Daraja's ConversationID attached so that only its Result settles the payout. A
 * refusal of the database (no phone, already paid, under way) is thrown as its DatabaseError.
 */
export async function sendPayout(
  services: PayoutServices,
  payoutId: string,
  requestedBy: string,
): Promise<PayoutRow> {
  const { db, b2c } = services;
  if (!b2c) throw new TransferError('M-Pesa payouts are not configured.');
  const started = await rpc(db, 'start_payout_transfer', { payout_id: payoutId, requested_by: requestedBy });
  const payout = readPayoutRow(readJson(started, 'payout'));
  // Our own id is attached first: a Result that overtakes Daraja's answer still finds its payout.
  const originator = crypto.randomUUID();
  await rpc(db, 'attach_payout_transfer', { payout_id: payoutId, conversation_id: originator });
  const signature = await payoutSignature(services.callbackSecret, payoutId);
  const callback = `${services.project.url}/functions/v1/payment-callback`;
  const query = `payout=${payoutId}&sig=${signature}`;
  let conversationId: string;
  try {
    ({ conversationId } = await b2c.pay({
      originatorConversationId: originator,
      amountKes: payout.amount_kes,
      phone: payout.phone!,
      remarks: `Mtindo affiliate commission, code ${payout.affiliate_code}`,
      occasion: `Payout ${payoutId.slice(0, 8)}`,
      resultUrl: `${callback}/b2c?${query}`,
      queueTimeoutUrl: `${callback}/b2c-timeout?${query}`,
    }));
  } catch (error) {
    console.error(`The M-Pesa transfer of payout ${payoutId} did not start`, error);
    const reason =
      error instanceof DarajaError ? error.message : 'M-Pesa could not be reached. Check the B2C account';
    await rpc(db, 'settle_payout_transfer', {
      payout_id: payoutId,
      succeeded: false,
      receipt: null,
      result_desc: reason,
    });
    throw new TransferError(
      `M-Pesa did not take the transfer (${reason}). Try again, or pay by hand and mark the payout paid.`,
    );
  }
  await rpc(db, 'attach_payout_transfer', { payout_id: payoutId, conversation_id: conversationId });
  return { ...payout, conversation_id: conversationId };
}

export type ResultOutcome = 'settled' | 'ignored';

/**
 * Safaricom's Result for a payout. Taken up only when the URL's signature is ours, the payout is
 * being sent, the Result's ConversationID is the one attached (or, before Daraja's answer was
 * attached, our OriginatorConversationID), and a success names the payout's amount. A repeated
 * Result finds the payout settled and changes nothing.
 */
export async function settlePayoutResult(
  services: PayoutServices,
  payoutId: string,
  signature: string,
  result: B2cResult,
): Promise<ResultOutcome> {
  // Without a callback secret nothing was signed, and an empty key's HMAC is anyone's to make.
  if (!services.callbackSecret) return 'ignored';
  if (!timingSafeEqual(signature, await payoutSignature(services.callbackSecret, payoutId))) return 'ignored';
  const rows = unwrap(
    await services.db.from('payouts').select('id, status, amount_kes, conversation_id').eq('id', payoutId),
    'payouts',
  );
  const payout = rows[0];
  if (!payout || payout.status !== 'sending' || !payout.conversation_id) return 'ignored';
  if (![result.conversationId, result.originatorConversationId].includes(payout.conversation_id))
    return 'ignored';
  const succeeded = result.resultCode === '0';
  if (succeeded && result.amountKes !== undefined && result.amountKes !== payout.amount_kes) return 'ignored';
  await rpc(services.db, 'settle_payout_transfer', {
    payout_id: payoutId,
    succeeded,
    receipt: succeeded ? (result.receipt ?? result.transactionId) : null,
    result_desc: result.resultDesc,
  });
  return 'settled';
}
