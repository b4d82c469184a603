/**
 * Joining the staff from an invitation link (/staff-invite?token=…): what the link's holder may
 * know of it, the email that lets the invitee choose their password, and accepting. The database
 * decides everything (open_staff_invitation, accept_staff_invitation); these are thin wrappers.
 *
 * @example
 *   const invitation = await openInvitation(token); // { email, role, status, account, … } or null
 *   if (invitation?.account !== 'none') await sendPasswordLink(invitation.email, token);
 */
import { Constants } from '../../../supabase/functions/_shared/contracts/database';
import type { StaffRole } from './roles';
import { resolveClient, type ClientSource } from './client';
import { siteUrl } from './auth';
import { readJson } from './read';
import { unwrap, unwrapAuth } from './errors';

const ROLES = Constants.public.Enums.app_role;
const STATUSES = ['pending', 'accepted', 'withdrawn', 'expired'] as const;
const ACCOUNTS = ['none', 'unconfirmed', 'confirmed'] as const;
const LEVELS = ['aal1', 'aal2'] as const;

export interface StaffInvitation {
  email: string;
  role: StaffRole;
  status: (typeof STATUSES)[number];
  expires_at: string;
  invited_by: string | null;
  /** Whether an account uses the invited address, and whether it confirmed it. */
  account: (typeof ACCOUNTS)[number];
  /** The visitor is signed in as the invited address. */
  signed_in: boolean;
  /** Signed in, with a password chosen since the invitation. */
  password_ready: boolean;
  /** Signed in, with two-step verification on. */
  two_step: boolean;
  aal: (typeof LEVELS)[number] | null;
}

const invitationPath = (token: string) => `/staff-invite?token=${encodeURIComponent(token)}`;

/** The invitation of a link's token, or null when the token is no invitation's. */
export async function openInvitation(token: string, source?: ClientSource): Promise<StaffInvitation | null> {
  const supabase = await resolveClient(source);
  const data = unwrap(await supabase.rpc('open_staff_invitation', { token }), 'shop');
  if (data === null) return null;
  const json = readJson(data, 'staff invitation');
  return {
    email: json.text('email'),
    role: json.oneOf('role', ROLES),
    status: json.oneOf('status', STATUSES),
    expires_at: json.text('expires_at'),
    invited_by: json.textOrNull('invited_by'),
    account: json.oneOf('account', ACCOUNTS),
    signed_in: json.flag('signed_in'),
    password_ready: json.flag('password_ready'),
    two_step: json.flag('two_step'),
    aal: json.oneOfOrNull('aal', LEVELS),
  };
}

/** Emails the invited address a link that signs in and returns here to choose a password. */
export async function sendPasswordLink(email: string, token: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrapAuth(
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: siteUrl(invitationPath(token)) }),
  );
}

/** Creates the invitee's account with the password they chose; its confirmation link returns here. */
export async function signUpForInvitation(
  input: { email: string; password: string; fullName: string },
  token: string,
  source?: ClientSource,
): Promise<void> {
  const supabase = await resolveClient(source);
  unwrapAuth(
    await supabase.auth.signUp({
      email: input.email,
      password: input.password,
      options: { emailRedirectTo: siteUrl(invitationPath(token)), data: { full_name: input.fullName } },
    }),
  );
}

/** Joins the staff; refused with a DataError whose field is the step still missing (password, two_step, session). */
export async function acceptInvitation(token: string, source?: ClientSource): Promise<StaffRole> {
  const supabase = await resolveClient(source);
  const data = unwrap(await supabase.rpc('accept_staff_invitation', { token }), 'shop');
  return readJson(data, 'accepted invitation').oneOf('role', ROLES);
}
