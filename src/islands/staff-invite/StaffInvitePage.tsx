/**
 * /staff-invite?token=…: joining the staff from an invitation. Three steps, each proven to the
 * database, not to this page: a password of the invitee's own (chosen from a link emailed to the
 * invited address, which signs every other session out; or, for a new address, in the sign-up its
 * confirmation link activates), two-step verification, and accepting at aal2. The role exists
 * only after the last step.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  acceptInvitation,
  openInvitation,
  sendPasswordLink,
  signUpForInvitation,
  type StaffInvitation,
} from '../../lib/supabase/staff-invitation';
import { describeAuthError } from '../../lib/auth/messages';
import { STORE } from '../../lib/config';
import { $session } from '../../stores/session';
import { signOut } from '../../stores/sign-out';
import { showToast } from '../../stores/toasts';
import { AuthenticatorSetup } from '../account/AuthenticatorSetup';
import { CodeStep } from '../auth/CodeStep';
import { Field, PasswordField, SubmitButton } from '../forms/Field';
import { NewPasswordForm } from '../forms/NewPasswordForm';

const ROLE_NAME = { admin: 'an admin', manager: 'a manager' } as const;
const STEPS = ['Your password', 'Two-step verification', 'Join'] as const;

function Busy({ text }: { text: string }) {
  return (
    <p role="status" className="text-ink-soft">
      {text}
    </p>
  );
}

function Steps({ current }: { current: number }) {
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2 text-xs sm:text-sm" aria-label="Steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={`rounded-full px-3 py-2 text-center ${
            index === current
              ? 'bg-ink text-white'
              : index < current
                ? 'bg-cream-deep text-ink'
                : 'text-ink-muted'
          }`}
        >
          {index < current ? '✓ ' : `${index + 1}. `}
          {step}
        </li>
      ))}
    </ol>
  );
}

/** Not signed in as the invitee: a link to choose a password, or a new account's sign-up. */
function PasswordStep({ invitation, token }: { invitation: StaffInvitation; token: string }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { email } = invitation;

  async function send() {
    setBusy(true);
    try {
      await sendPasswordLink(email, token);
      setSent(true);
    } catch (error) {
      showToast('Email not sent', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await signUpForInvitation(
        { email, password: String(form.get('password')), fullName: String(form.get('fullName')).trim() },
        token,
      );
      setSent(true);
    } catch (error) {
      showToast('Registration failed', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div role="status" className="space-y-2">
        <h3 className="font-semibold">Check your email</h3>
        <p className="text-ink-soft">
          We sent a link to <strong className="break-all text-ink">{email}</strong>. Open it in this browser:
          it brings you back here to finish.
        </p>
      </div>
    );
  if (invitation.account === 'none')
    return (
      <form className="space-y-4" onSubmit={create} aria-label="Create your account">
        <p className="text-ink-soft">
          Create the account you will sign in with as <strong className="break-all text-ink">{email}</strong>.
        </p>
        <Field
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          maxLength={120}
          disabled={busy}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint="At least 6 characters. We then email you a link to confirm the address."
          disabled={busy}
        />
        <SubmitButton busy={busy} busyText="Creating your account…">
          Create account
        </SubmitButton>
      </form>
    );
  return (
    <div className="space-y-4">
      <p className="text-ink-soft">
        An account already uses <strong className="break-all text-ink">{email}</strong>. To make sure it is
        yours, we email you a link to choose a new password; any other password and device signed in to it
        stop working.
      </p>
      <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => void send()}>
        {busy ? 'Sending…' : 'Email me the link'}
      </button>
    </div>
  );
}

function JoinStep({
  invitation,
  token,
  onJoined,
}: {
  invitation: StaffInvitation;
  token: string;
  onJoined: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function join() {
    setBusy(true);
    try {
      await acceptInvitation(token);
      onJoined();
    } catch (error) {
      showToast('Could not join', (error as Error).message, 'destructive');
      setBusy(false);
    }
  }
  return (
    <div className="space-y-4">
      <p className="text-ink-soft">
        Your password and two-step verification are set. Join the team as {ROLE_NAME[invitation.role]}.
      </p>
      <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => void join()}>
        {busy ? 'Joining…' : 'Join the staff'}
      </button>
    </div>
  );
}

const CLOSED: Record<Exclude<StaffInvitation['status'], 'pending'>, string> = {
  accepted: 'This invitation has been accepted. Sign in to open the admin area.',
  withdrawn: 'This invitation was withdrawn. Ask an admin if you should have a new one.',
  expired: 'This invitation has expired. Ask an admin to invite you again.',
};

export function StaffInvitePage({ token }: { token: string }) {
  const session = useStore($session);
  const [invitation, setInvitation] = useState<StaffInvitation | null | undefined>(undefined);
  const [joined, setJoined] = useState(false);
  const signedInAs = session.status === 'signed-in' ? session.session.user.email : undefined;
  const accessToken = session.status === 'signed-in' ? session.session.access_token : undefined;

  const reload = useCallback(() => {
    openInvitation(token)
      .then(setInvitation)
      .catch((error) => {
        showToast('Could not load the invitation', (error as Error).message, 'destructive');
        setInvitation(null);
      });
  }, [token]);
  // Read again whenever the session changes (a link signed in, a code raised it to aal2).
  useEffect(() => {
    if (session.status !== 'loading') reload();
  }, [reload, session.status, accessToken]);

  let body;
  let step = 0;
  if (joined && invitation)
    body = (
      <div role="status" className="space-y-4">
        <p>Welcome to the team. You are now {ROLE_NAME[invitation.role]} of the shop.</p>
        <a className="btn-primary inline-flex" href="/admin">
          Open the admin area
        </a>
      </div>
    );
  else if (invitation === undefined || session.status === 'loading')
    body = <Busy text="Loading your invitation…" />;
  else if (invitation === null)
    body = <p>This invitation link is not valid. Ask an admin to invite you again.</p>;
  else if (invitation.status !== 'pending') body = <p>{CLOSED[invitation.status]}</p>;
  else if (session.status === 'needs-code') body = <CodeStep />;
  else if (signedInAs && !invitation.signed_in)
    body = (
      <div className="space-y-4">
        <p>
          You are signed in as <strong className="break-all">{signedInAs}</strong>. This invitation is for{' '}
          <strong className="break-all">{invitation.email}</strong>.
        </p>
        <button type="button" className="btn-outline" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    );
  else if (!invitation.signed_in) body = <PasswordStep invitation={invitation} token={token} />;
  else if (!invitation.password_ready)
    body = <NewPasswordForm label="Choose your password" username={invitation.email} onSaved={reload} />;
  else if (!invitation.two_step) {
    step = 1;
    body = (
      <>
        <p className="mb-2 text-ink-soft">
          Staff sign in with a code from an authenticator app after their password. Scan the code with the
          app, then enter the code it shows.
        </p>
        <AuthenticatorSetup count={0} onDone={reload} />
      </>
    );
  } else if (invitation.aal !== 'aal2') {
    step = 1;
    body = <CodeStep />;
  } else {
    step = 2;
    body = <JoinStep invitation={invitation} token={token} onJoined={() => setJoined(true)} />;
  }

  return (
    <div className="card mx-auto max-w-xl p-6 sm:p-8">
      {invitation && invitation.status === 'pending' && !joined && (
        <>
          <p className="mb-4 text-ink-soft">
            {invitation.invited_by ?? 'An admin'} invited{' '}
            <strong className="break-all text-ink">{invitation.email}</strong> to join the {STORE.name} team
            as {ROLE_NAME[invitation.role]}.
          </p>
          <Steps current={step} />
        </>
      )}
      {body}
    </div>
  );
}
