/**
 * Calls one of the admin area's edge functions with the signed-in staff member's session. A
 * refusal (`{error, field}` in the body) is thrown as a DataError with the function's own words;
 * no answer at all as the network's.
 *
 * @example
 *   const { payout } = await invokeAdminFunction<{ payout: PayoutRow }>(supabase, 'payouts', { payout_id });
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { invokeFunction } from '../errors';

export async function invokeAdminFunction<T>(
  supabase: Pick<SupabaseClient, 'functions'>,
  name: string,
  body: Record<string, unknown>,
): Promise<T> {
  return invokeFunction<T>(supabase.functions, name, { body }, 'admin');
}
