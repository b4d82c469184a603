/** Staff roles from the admin area: who holds which, and granting or revoking by e-mail (admins only). */
import type { StaffRole } from '../roles';
import { resolveClient, type ClientSource } from '../client';
import { unwrap } from './errors';

export interface StaffMember {
  user_id: string;
  email: string;
  full_name: string | null;
  roles: StaffRole[];
  last_sign_in_at: string | null;
}

/** Everyone holding a staff role. */
export async function listStaff(source?: ClientSource): Promise<StaffMember[]> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.rpc('staff_members')) as StaffMember[];
}

/** Grants (or revokes) a role of the account with this e-mail address. */
export async function setStaffRole(
  email: string,
  role: StaffRole,
  granted: boolean,
  source?: ClientSource,
): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('set_staff_role', { email, wanted: role, granted }));
}
