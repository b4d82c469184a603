/**
 * /admin/staff (admins only): invite someone to join as a manager or admin, and see the staff as
 * they are: active (roles, last sign-in; a manager made admin, a role revoked), invited (withdraw
 * or send again), and revoked. Nobody becomes staff by their email alone: an invitee accepts from
 * the emailed link with a password of their own and two-step verification. The shop always keeps
 * one admin.
 */
import { useState, type FormEvent } from 'react';
import type { StaffRole } from '../../../lib/supabase/roles';
import {
  inviteStaff,
  listStaff,
  setStaffRole,
  withdrawInvitation,
  type StaffMember,
} from '../../../lib/supabase/admin/staff';
import { showToast } from '../../../stores/toasts';
import { Field, SelectField } from '../../forms/Field';
import { ErrorNote, Loading, Panel, StatusBadge, dateOnly, dateTime, messageOf, useLoad } from '../parts';

const ROLE_NAME: Record<StaffRole, string> = { admin: 'an admin', manager: 'a manager' };

function InviteForm({ onChanged }: { onChanged: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('manager');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()))
      return setError('Enter the email address to invite, such as name@example.com.');
    setBusy(true);
    setError('');
    try {
      const invitation = await inviteStaff(email.trim(), role);
      showToast(
        'Invitation sent',
        `${invitation.email} can join as ${ROLE_NAME[role]} from the emailed link.`,
      );
      setEmail('');
      onChanged();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
      <Field
        label="Email address"
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
        <option value="manager">Manager</option>
        <option value="admin">Admin</option>
      </SelectField>
      <button type="submit" className="btn-primary sm:mt-6" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

type Act = (work: () => Promise<unknown>, done: string) => void;

function ActiveRow({ member, act }: { member: StaffMember; act: Act }) {
  const { email } = member;
  return (
    <>
      <span>
        <span className="font-semibold">{member.full_name || email}</span>
        <span className="block text-ink-muted">
          {email} · staff since {dateOnly(member.since)} · last signed in {dateTime(member.last_sign_in_at)}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        {!member.roles.includes('admin') && (
          <button
            type="button"
            className="btn-outline min-h-10 px-4"
            onClick={() => act(() => setStaffRole(email, 'admin', true), `${email} is now an admin.`)}
          >
            Make admin
          </button>
        )}
        {member.roles.map((role) => (
          <button
            key={role}
            type="button"
            className="btn-outline min-h-10 px-4"
            aria-label={`Revoke ${role} from ${email}`}
            onClick={() =>
              act(() => setStaffRole(email, role, false), `${email} is no longer ${ROLE_NAME[role]}.`)
            }
          >
            {role} ✕
          </button>
        ))}
      </span>
    </>
  );
}

function InvitedRow({ member, act }: { member: StaffMember; act: Act }) {
  const role = member.roles[0] ?? 'manager';
  const expired = member.status === 'expired';
  return (
    <>
      <span>
        <span className="font-semibold">{member.email}</span>{' '}
        <StatusBadge
          status={expired ? 'failed' : 'pending'}
          label={expired ? 'expired' : `invited: ${role}`}
        />
        <span className="block text-ink-muted">
          Invited {dateOnly(member.since)} by {member.by_email ?? 'an admin'} ·{' '}
          {expired ? 'the link has expired' : `the link works until ${dateOnly(member.expires_at)}`}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline min-h-10 px-4"
          onClick={() =>
            act(() => inviteStaff(member.email, role), `A new link is on its way to ${member.email}.`)
          }
        >
          Send again
        </button>
        {member.invitation_id && !expired && (
          <button
            type="button"
            className="btn-outline min-h-10 px-4"
            aria-label={`Withdraw the invitation of ${member.email}`}
            onClick={() =>
              act(() => withdrawInvitation(member.invitation_id!), `${member.email}'s link no longer works.`)
            }
          >
            Withdraw
          </button>
        )}
      </span>
    </>
  );
}

function RevokedRow({ member }: { member: StaffMember }) {
  return (
    <span>
      <span className="font-semibold">{member.full_name || member.email}</span>
      <span className="block text-ink-muted">
        {member.email} · revoked {dateTime(member.since)}
        {member.by_email ? ` by ${member.by_email}` : ''}
      </span>
    </span>
  );
}

function StaffList({ title, members, act }: { title: string; members: StaffMember[]; act: Act }) {
  if (members.length === 0) return null;
  return (
    <Panel title={title}>
      <ul className="divide-y divide-line">
        {members.map((member) => (
          <li
            key={`${member.status}:${member.email}`}
            className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
          >
            {member.status === 'active' ? (
              <ActiveRow member={member} act={act} />
            ) : member.status === 'revoked' ? (
              <RevokedRow member={member} />
            ) : (
              <InvitedRow member={member} act={act} />
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function StaffPage() {
  const staff = useLoad(() => listStaff(), []);
  const [error, setError] = useState('');
  const act: Act = async (work, done) => {
    setError('');
    try {
      await work();
      showToast('Staff updated', done);
      staff.reload();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const members = staff.data ?? [];
  const having = (...statuses: StaffMember['status'][]) => members.filter((m) => statuses.includes(m.status));
  return (
    <div className="space-y-6">
      <Panel title="Invite staff">
        <InviteForm onChanged={staff.reload} />
        <p className="mt-3 text-sm text-ink-muted">
          We email them a link. They choose their own password and set up two-step verification, and only then
          can they open the admin area. Managers run products, stock and orders; admins also approve
          affiliates, set commission, pay affiliates and manage staff.
        </p>
      </Panel>
      {error && <ErrorNote error={error} />}
      {staff.error && <ErrorNote error={staff.error} onRetry={staff.reload} />}
      {!staff.data && !staff.error && <Loading text="Loading staff…" />}
      <StaffList title="Active staff" members={having('active')} act={act} />
      <StaffList title="Invited" members={having('invited', 'expired')} act={act} />
      <StaffList title="Revoked" members={having('revoked')} act={act} />
    </div>
  );
}
