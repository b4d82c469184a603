/**
 * Sign-up with full name, email and password. The confirmation email's link lands on /account,
 * signed in (spec: Registration). A failure shows the spec's "Registration failed" toast.
 */
import { useState, type SubmitEvent } from 'react';
import { resendConfirmation, signUp } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { Field, PasswordField, SubmitButton } from '../forms/Field';

/** GoTrue's default; the server's own rule decides and says so when it is stricter. */
const MIN_PASSWORD = 6;

/** `email`: the address to start from (an order's page offers an account for its address). */
export function SignUpForm({ email: offered = '' }: { email?: string }) {
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email')).trim();
    setBusy(true);
    try {
      const { session } = await signUp({
        fullName: String(form.get('fullName')).trim(),
        email,
        password: String(form.get('password')),
      });
      // With confirmations off the shopper is signed in at once and the page moves on.
      if (!session) setSentTo(email);
    } catch (error) {
      showToast('Registration failed', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!sentTo) return;
    try {
      await resendConfirmation(sentTo);
      showToast('Email sent', `We sent a new confirmation link to ${sentTo}.`);
    } catch (error) {
      showToast('Email not sent', describeAuthError(error as Error), 'destructive');
    }
  }

  if (sentTo)
    return (
      <div className="space-y-4 text-center" role="status">
        <h2 className="font-display text-2xl font-semibold">Check your email</h2>
        <p className="text-ink-soft">
          We sent a confirmation link to <strong className="break-all text-ink">{sentTo}</strong>. Open it to
          confirm your address; it brings you back to your account, signed in.
        </p>
        <p className="text-sm text-ink-muted">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button type="button" className="link" onClick={() => void resend()}>
            send the link again
          </button>
          .
        </p>
      </div>
    );

  return (
    <form className="space-y-4" onSubmit={submit} aria-label="Sign up">
      <Field label="Full name" name="fullName" autoComplete="name" required maxLength={120} disabled={busy} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={offered}
        disabled={busy}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD}
        hint={`At least ${MIN_PASSWORD} characters.`}
        disabled={busy}
      />
      <SubmitButton busy={busy} busyText="Creating your account…">
        Create Account
      </SubmitButton>
    </form>
  );
}
