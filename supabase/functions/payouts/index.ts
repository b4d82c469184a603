/**
 * The payouts edge function: an admin sends an affiliate's payout by M-Pesa (B2C).
 * POST `{payout_id}` with the admin's session → 202 `{payout}`, now `sending`; M-Pesa's Result
 * arrives later at payment-callback/b2c, which settles it paid (with the receipt) or failed (to
 * retry, or to pay by hand). Only an admin (with their second factor, when they have one) may ask:
 * anyone else is answered 403. Without B2C configured (MPESA_B2C_*), 409 says to pay by hand and
 * mark the payout paid with the transfer's reference. Refusals are `{error, field}`.
 */
import { admit, callerId } from '../_shared/caller.ts';
import type { PayoutSending } from '../_shared/contracts/payouts.ts';
import { preflight } from '../_shared/cors.ts';
import { DatabaseError, rpc } from '../_shared/database-error.ts';
import { isRecord, json, readJson } from '../_shared/http.ts';
import { payoutServices, sendPayout, TransferError } from '../_shared/payments/payout-transfer.ts';
import { callerClient } from '../_shared/supabase.ts';

const env = (name: string) => Deno.env.get(name);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST')
    return json(405, { error: 'Send {"payout_id": "…"} with POST.', field: null });
  const services = payoutServices(env);
  const admitted = await admit(services.project, request, ['user']);
  if (admitted instanceof Response) return admitted;
  const authorization = request.headers.get('Authorization');
  // has_role runs as the caller, so the database checks the token and auth.uid() is theirs.
  const caller = callerClient(services.project, authorization);
  const admin = await rpc(caller, 'has_role', { wanted: 'admin' }).catch(() => false);
  const adminId = admin === true ? await callerId(services.project, authorization) : null;
  if (!adminId || !UUID.test(adminId))
    return json(403, { error: 'Only an admin can pay affiliates.', field: null });

  const body = await readJson(request);
  const payoutId = isRecord(body) && typeof body.payout_id === 'string' ? body.payout_id : '';
  if (!UUID.test(payoutId)) return json(400, { error: 'Say which payout to send.', field: 'payout_id' });
  if (!services.b2c)
    return json(409, {
      error:
        "M-Pesa payouts are not set up on this shop. Send the money by hand, then mark the payout paid with the transfer's reference.",
      field: 'payout',
    });
  try {
    return json(202, { payout: await sendPayout(services, payoutId, adminId) } satisfies PayoutSending);
  } catch (error) {
    if (error instanceof DatabaseError && error.refusal)
      return json(error.status, { error: error.message, field: error.field ?? null });
    if (error instanceof TransferError) return json(502, { error: error.message, field: 'payout' });
    console.error('payouts failed', error);
    return json(500, { error: 'We could not send this payout just now. Please try again.', field: null });
  }
});
