/**
 * Calls one of the admin area's edge functions with the signed-in staff member's session. A
 * refusal (`{error, field}` in the body) becomes an AdminError with the function's own message;
 * no answer at all becomes NO_CONNECTION.
 *
 * @example
 *   const { payout } = await invokeAdminFunction<{ payout: PayoutRow }>(supabase, 'payouts', { payout_id });
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { AdminError, NO_CONNECTION } from './errors';

export async function invokeAdminFunction<T>(
  supabase: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
): Promise<T> {
  let answer: Awaited<ReturnType<typeof supabase.functions.invoke>>;
  try {
    answer = await supabase.functions.invoke(name, { body });
  } catch {
    throw new AdminError(NO_CONNECTION);
  }
  if (!answer.error) return answer.data as T;
  const context = (answer.error as { context?: Response }).context;
  const refusal =
    context && typeof context.json === 'function'
      ? ((await context.json().catch(() => null)) as { error?: string; field?: string | null } | null)
      : null;
  if (refusal?.error) throw new AdminError(refusal.error, refusal.field ?? null);
  throw new AdminError(NO_CONNECTION);
}
