/** "Forgot password?": emails a link that signs the visitor in and opens the new-password form. */
import { useState, type SubmitEvent } from 'react';
import { sendPasswordReset } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { Field, SubmitButton } from '../forms/Field';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      showToast('Reset email not sent', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <h2 className="font-display text-2xl font-semibold">Reset your password</h2>
      {sentTo ? (
        <p className="text-ink-soft" role="status">
          If an account uses <strong className="break-all text-ink">{sentTo}</strong>, we have sent it a link
          to set a new password. Open it in this browser.
        </p>
      ) : (
        <form className="space-y-4" onSubmit={submit} aria-label="Reset your password">
          <p className="text-ink-soft">
            Enter your account's email and we'll send you a link to set a new password.
          </p>
          <Field label="Email" name="email" type="email" autoComplete="email" required disabled={busy} />
          <SubmitButton busy={busy} busyText="Sending…">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
      <button type="button" className="link text-sm" onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}
