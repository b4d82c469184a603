/**
 * The staff, from the admin area (admins only; the database refuses anyone else): who is active,
 * invited or revoked; invitations sent through the staff-invite function and withdrawn; a staff
 * member's role changed by email (a manager made admin, a role revoked).
 *
 * @example
 *   await inviteStaff('njeri@example.co.ke', 'manager'); // emails the link; the role waits for her
 *   const staff = await listStaff(); // [{ status: 'invited', email: 'njeri@…', … }, …]
 */
import type { StaffRole } from '../roles';
import { resolveClient, type ClientSource } from '../client';
import { oneOf } from '../read';
import { Constants, type Database } from '../../../../supabase/functions/_shared/contracts/database';
import type { StaffInvitation } from '../../../../supabase/functions/_shared/contracts/staff-invite';
import { unwrapAdmin as unwrap } from './errors';
import { invokeAdminFunction } from './invoke';

const STAFF_STATUSES = ['active', 'invited', 'expired', 'revoked'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export interface StaffMember {
  status: StaffStatus;
  /** The account, once there is one (active and revoked staff). */
  user_id: string | null;
  email: string;
  full_name: string | null;
  /** The roles held (active), or the role invited to (invited, expired); none when revoked. */
  roles: StaffRole[];
  last_sign_in_at: string | null;
  /** Staff since, invited on, or revoked on. */
  since: string | null;
  /** Who invited them (invited) or revoked them (revoked). */
  by_email: string | null;
  invitation_id: string | null;
  expires_at: string | null;
}

/** An invitation as the staff-invite function answers it. */
export type Invitation = StaffInvitation;

/** A row of staff_members(), as the generated schema types it. */
type StaffMemberRow = Database['public']['Functions']['staff_members']['Returns'][number];

/** The one place a staff_members() row becomes a StaffMember: its status and roles read as the store's. */
function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    ...row,
    status: oneOf(row.status, STAFF_STATUSES, 'staff status'),
    roles: row.roles.map((role) => oneOf(role, Constants.public.Enums.app_role, 'staff role')),
  };
}

/** Active staff, pending and expired invitations, and revoked staff. */
export async function listStaff(source?: ClientSource): Promise<StaffMember[]> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.rpc('staff_members')).map(toStaffMember);
}

/** Invites an address to join as `role`: the link is emailed there; an earlier pending one is withdrawn. */
export async function inviteStaff(
  email: string,
  role: StaffRole,
  source?: ClientSource,
): Promise<Invitation> {
  const supabase = await resolveClient(source);
  return (await invokeAdminFunction(supabase, 'staff-invite', { email, role })).invitation;
}

/** Withdraws a pending invitation: its link stops working. */
export async function withdrawInvitation(invitationId: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('revoke_staff_invitation', { invitation_id: invitationId }));
}

/** Grants (a staff member only) or revokes a role of the account with this email address. */
export async function setStaffRole(
  email: string,
  role: StaffRole,
  granted: boolean,
  source?: ClientSource,
): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('set_staff_role', { email, wanted: role, granted }));
}
