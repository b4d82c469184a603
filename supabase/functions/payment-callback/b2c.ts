/**
 * The Result of an affiliate's M-Pesa payout (B2C), posted by Safaricom to the payout's signed
 * ResultURL (see payouts/transfer.ts). Daraja is answered "accepted" whether or not the Result
 * was taken up (what was not is logged), so it does not retry forever; only a failure to settle it
 * is an error, so that a resent Result can settle it.
 */
import { json } from '../_shared/http.ts';
import { readB2cResult } from '../_shared/payments/daraja.ts';
import type { Env } from '../_shared/supabase.ts';
import { payoutServices, settlePayoutResult } from '../_shared/payments/payout-transfer.ts';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Answers POST /b2c (settles the payout) and /b2c-timeout (logged only). */
export async function b2cResult(
  env: Env,
  url: URL,
  route: 'b2c' | 'b2c-timeout',
  body: unknown,
): Promise<Response> {
  const payoutId = url.searchParams.get('payout') ?? '';
  if (!UUID.test(payoutId)) return json(400, { error: 'Not a payout result.' });
  if (route === 'b2c-timeout') {
    console.warn(`M-Pesa payout ${payoutId} timed out in Daraja's queue`, JSON.stringify(body));
    return json(200, ACCEPTED);
  }
  const result = readB2cResult(body);
  if (!result) return json(400, { error: 'Not a B2C result.' });
  try {
    const outcome = await settlePayoutResult(
      payoutServices(env),
      payoutId,
      url.searchParams.get('sig') ?? '',
      result,
    );
    if (outcome === 'ignored') console.warn(`B2C result ${result.conversationId} for ${payoutId} ignored`);
  } catch (error) {
    // Nothing else would ask M-Pesa again: an error invites Daraja to send the Result once more.
    console.error(`B2C result for payout ${payoutId} not settled`, error);
    return json(500, { ResultCode: 1, ResultDesc: 'Not settled; please send the result again.' });
  }
  return json(200, ACCEPTED);
}
