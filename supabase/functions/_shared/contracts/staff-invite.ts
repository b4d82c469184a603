/** The staff-invite function's request and answer, shared by the admin area and the function. */

export type StaffRole = 'admin' | 'manager';

/** POST /staff-invite: whom to invite, and to which role. */
export interface StaffInviteRequest {
  email: string;
  role: StaffRole;
}

/** An invitation as the admin sees it: its token goes only into the invitee's email. */
export interface StaffInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expires_at: string;
  /** The email address of the admin who sent it. */
  invited_by: string | null;
}

/** The answer to StaffInviteRequest (201). */
export interface StaffInvited {
  invitation: StaffInvitation;
}
