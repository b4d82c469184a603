/**
 * Calls one of the admin area's edge functions (POST) with the signed-in staff member's session:
 * the answer its contract gives (contracts/functions.ts). A refusal (`{error, field}` in the body)
 * is thrown as a DataError with the function's own words; no answer at all as the network's.
 *
 * @example
 *   const { payout } = await invokeAdminFunction(supabase, 'payouts', { payout_id });
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RequestTo } from '../../../../supabase/functions/_shared/contracts/functions';
import { invokeFunction } from '../errors';

/** The admin's functions, each called with POST. */
type AdminFunction = 'payouts' | 'staff-invite';

export async function invokeAdminFunction<Name extends AdminFunction, Body extends RequestTo<Name, 'POST'>>(
  supabase: Pick<SupabaseClient, 'functions'>,
  name: Name,
  body: Body,
) {
  return invokeFunction(supabase.functions, name, { method: 'POST', body }, 'admin');
}
