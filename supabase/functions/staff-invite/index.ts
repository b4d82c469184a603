/**
 * The staff-invite edge function: an admin invites someone to join the staff.
 * POST `{email, role}` with the admin's session → 201 `{invitation: {id, email, role, expires_at}}`.
 * invite_staff() runs as the caller, so the database decides who may invite (an admin, at the
 * MFA level their factors demand); the invitation's token comes back only to this function, which
 * emails the link `/staff-invite?token=…` to the invited address. Refusals are `{error, field}`.
 */
import type { StaffInvitation, StaffInvited } from '../_shared/contracts/staff-invite.ts';
import { preflight } from '../_shared/cors.ts';
import { Constants, type Json } from '../_shared/contracts/database.ts';
import { DatabaseError, rpc } from '../_shared/database-error.ts';
import { readJson as readResult } from '../_shared/read.ts';
import { isRecord, json, readJson } from '../_shared/http.ts';
import { messenger, type Message } from '../_shared/notify.ts';
import { CONTACT } from '../_shared/store-facts.ts';
import { admit } from '../_shared/caller.ts';
import { callerClient, projectOf } from '../_shared/supabase.ts';

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;

/** What invite_staff() returns: the invitation, and its token for the email alone. */
interface Invitation extends StaffInvitation {
  token: string;
}

const ROLES = Constants.public.Enums.app_role;

/** invite_staff()'s jsonb as the Invitation. */
function readInvitation(value: Json): Invitation {
  const json = readResult(value, 'invitation');
  return {
    id: json.text('id'),
    email: json.text('email'),
    role: json.oneOf('role', ROLES),
    expires_at: json.text('expires_at'),
    invited_by: json.textOrNull('invited_by'),
    token: json.text('token'),
  };
}

/** The invitation email: who invited them, to what, and the link that starts it. */
export function invitationMessage(invitation: Invitation, siteUrl: string): Message {
  const link = `${siteUrl.replace(/\/+$/, '')}/staff-invite?token=${invitation.token}`;
  const role = invitation.role === 'admin' ? 'an admin' : 'a manager';
  const until = new Date(invitation.expires_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });
  return {
    channel: 'email',
    to: invitation.email,
    subject: `You're invited to join ${CONTACT.name} as ${role}`,
    text: [
      `${invitation.invited_by ?? 'An admin'} invited you to join the ${CONTACT.name} team as ${role}.`,
      `To accept, open this link by ${until}, choose your password and set up two-step verification:`,
      link,
      `If you did not expect this, ignore this email: nothing changes until you accept.`,
    ].join('\n\n'),
  };
}

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST')
    return json(405, { error: 'Send {"email": "…", "role": "manager"} with POST.', field: null });
  const body = await readJson(request);
  if (!isRecord(body)) return json(400, { error: 'The request body must be JSON.', field: null });
  const project = projectOf(env);
  const admitted = await admit(project, request, ['user']);
  if (admitted instanceof Response) return admitted;
  // invite_staff() runs as the caller: the database decides whether they may invite.
  const caller = callerClient(project, request.headers.get('Authorization'));
  try {
    const answer = await rpc(caller, 'invite_staff', {
      email: typeof body.email === 'string' ? body.email : '',
      // A role the schema does not have is no role: the database asks for one in its words.
      wanted: ROLES.find((role) => role === body.role) ?? null,
    });
    const invitation = readInvitation(answer);
    await messenger(env)(invitationMessage(invitation, env('SITE_URL') ?? project.url));
    const { token: _token, ...shown } = invitation;
    return json(201, { invitation: shown } satisfies StaffInvited);
  } catch (error) {
    if (error instanceof DatabaseError && error.refusal)
      return json(error.status, { error: error.message, field: error.field ?? null });
    if (error instanceof DatabaseError && (error.status === 401 || error.status === 403))
      return json(403, { error: 'Only an admin can invite staff.', field: null });
    console.error('staff-invite failed', error);
    return json(500, { error: 'We could not send the invitation just now. Please try again.', field: null });
  }
});
