/**
 * /admin/staff (admins only): who holds the admin and manager roles, granting a role to an
 * account by its e-mail, and revoking one. The shop always keeps one admin. Admins do everything;
 * managers run products and transactions (the README has the full split).
 */
import { useState, type FormEvent } from 'react';
import type { StaffRole } from '../../../lib/supabase/roles';
import { listStaff, setStaffRole } from '../../../lib/supabase/admin/staff';
import { showToast } from '../../../stores/toasts';
import { Field, SelectField } from '../../forms/Field';
import { ErrorNote, Loading, Panel, dateTime, messageOf, useLoad } from '../parts';

function Grant({ onChanged }: { onChanged: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('manager');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()))
      return setError('Enter the e-mail address of their Mtindo account.');
    setBusy(true);
    setError('');
    try {
      await setStaffRole(email.trim(), role, true);
      showToast('Role granted', `${email.trim()} is now ${role === 'admin' ? 'an admin' : 'a manager'}.`);
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
        label="E-mail of their account"
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
        {busy ? 'Granting…' : 'Grant role'}
      </button>
    </form>
  );
}

export function StaffPage() {
  const staff = useLoad(() => listStaff(), []);
  const [error, setError] = useState('');
  const revoke = async (email: string, role: StaffRole) => {
    setError('');
    try {
      await setStaffRole(email, role, false);
      showToast('Role revoked', `${email} is no longer ${role === 'admin' ? 'an admin' : 'a manager'}.`);
      staff.reload();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <div className="space-y-6">
      <Panel title="Grant a role">
        <Grant onChanged={staff.reload} />
        <p className="mt-3 text-sm text-ink-muted">
          Managers run products, stock and orders. Admins also approve affiliates, set commission, pay
          affiliates and grant roles.
        </p>
      </Panel>
      <Panel title="Staff">
        {error && <ErrorNote error={error} />}
        {staff.error && <ErrorNote error={staff.error} onRetry={staff.reload} />}
        {!staff.data && !staff.error && <Loading text="Loading staff…" />}
        <ul className="divide-y divide-line">
          {staff.data?.map((member) => (
            <li
              key={member.user_id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
            >
              <span>
                <span className="font-semibold">{member.full_name || member.email}</span>
                <span className="block text-ink-muted">
                  {member.email} · last signed in {dateTime(member.last_sign_in_at)}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                {member.roles.map((role) => (
                  <button
                    key={role}
                    type="button"
                    className="btn-outline min-h-10 px-4"
                    aria-label={`Revoke ${role} from ${member.email}`}
                    onClick={() => revoke(member.email, role)}
                  >
                    {role} ✕
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
