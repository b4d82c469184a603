/** The spec's role check: does the signed-in user hold a staff role (admin or manager)? */
import { resolveClient, type ClientSource } from './client';

export type StaffRole = 'admin' | 'manager';

/** The user's staff role, admin before manager, or null for a shopper. RLS shows only their own rows. */
export async function getStaffRole(userId: string, source?: ClientSource): Promise<StaffRole | null> {
  const supabase = await resolveClient(source);
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .in('role', ['admin', 'manager'])
    .order('role', { ascending: true })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? null;
}
