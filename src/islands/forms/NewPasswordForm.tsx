/** A new password, typed twice: the form a recovery link opens, and the account's change of password. */
import { useState, type SubmitEvent } from 'react';
import { updatePassword } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { PasswordField, SubmitButton } from './Field';

/** `label` names the form for assistive technology; the page around it gives the visible heading. */
export function NewPasswordForm({
  label,
  username,
  onSaved,
}: {
  label: string;
  /** The account's email, for password managers to file the new password under. */
  username?: string;
  onSaved: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = String(form.get('password'));
    setMismatch(password !== String(form.get('confirm')));
    if (password !== String(form.get('confirm'))) return;
    setBusy(true);
    try {
      await updatePassword(password);
      showToast('Password updated', 'Use your new password next time you sign in.');
      formElement.reset();
      onSaved();
    } catch (error) {
      showToast('Password not changed', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={submit} aria-label={label}>
      {username && (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        required
        disabled={busy}
        error={mismatch ? 'The two passwords are not the same.' : undefined}
      />
      <SubmitButton busy={busy} busyText="Saving…">
        Save Password
      </SubmitButton>
    </form>
  );
}
