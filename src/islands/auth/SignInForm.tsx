/**
 * Email and password sign-in; a failure shows the spec's "Login failed" toast with the server's
 * message. `method="post"`: submitted before the page's script runs, the password never goes
 * into a URL. `data-ready` marks the form once its script has taken it over.
 */
import { useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { signInWithPassword } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { Field, PasswordField, SubmitButton } from '../forms/Field';

const neverChanges = () => () => {};

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const [busy, setBusy] = useState(false);
  // False in the built HTML and while React hydrates it; true once the script runs the form.
  const ready = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await signInWithPassword(String(form.get('email')).trim(), String(form.get('password')));
      // The session store takes it from here: the code step, or back to where the visitor was.
    } catch (error) {
      showToast('Login failed', describeAuthError(error as Error), 'destructive');
      setBusy(false);
    }
  }

  return (
    <form
      className="space-y-4"
      method="post"
      onSubmit={submit}
      aria-label="Sign in"
      data-ready={ready || undefined}
    >
      <Field
        id="sign-in-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        disabled={busy}
      />
      <PasswordField
        id="sign-in-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        disabled={busy}
      />
      <div className="text-right">
        <button type="button" className="link text-sm" onClick={onForgot}>
          Forgot password?
        </button>
      </div>
      <SubmitButton busy={busy} busyText="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}
