/**
 * /auth: sign in, create an account, recover a password, and the two-factor code step. What shows
 * follows the session store: a session that still owes a code gets the code step; a recovery link
 * gets the new-password form; any other session goes back where the visitor came from.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $passwordRecovery, $session } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import type { Landing } from '../forms/landing';
import { CodeStep } from './CodeStep';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';

export type AuthView = 'sign-in' | 'sign-up' | 'forgot';

/** What the build pre-renders: the sign-in form, as a visitor with nothing stored sees it first. */
export const PRERENDERED_LANDING: Landing = {
  next: '/account',
  mode: null,
  hadCode: false,
  notice: null,
  email: '',
};

export function initialView(mode: string | null): AuthView {
  return mode === 'sign-up' || mode === 'forgot' ? mode : 'sign-in';
}

function Busy({ text }: { text: string }) {
  return (
    <div className="card flex items-center gap-4 p-8" role="status">
      <span
        className="h-6 w-6 animate-spin rounded-full border-[3px] border-line border-t-clay motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="text-ink-soft">{text}</p>
    </div>
  );
}

/**
 * `prerender`: the build's render, which has no session yet; it draws the signed-out view that the
 * browser then hydrates when its visitor is signed out too (src/islands/auth/mount.tsx).
 */
export function AuthPage({ landing, prerender = false }: { landing: Landing; prerender?: boolean }) {
  const stored = useStore($session);
  const session = prerender ? ({ status: 'signed-out' } as const) : stored;
  const recovering = useStore($passwordRecovery) || landing.mode === 'reset';
  const [view, setView] = useState<AuthView>(initialView(landing.mode));

  useEffect(() => {
    const { notice } = landing;
    if (notice?.kind === 'error') showToast("That link didn't work", notice.text, 'destructive');
    else if (notice) showToast(notice.text);
    else if (landing.mode === 'confirmed') showToast('Email confirmed', 'Please sign in to continue.');
  }, [landing]);

  const signedIn = session.status === 'signed-in';
  const leaving = signedIn && !recovering;
  useEffect(() => {
    if (leaving) location.replace(landing.next);
  }, [leaving, landing.next]);

  // A recovery link opened in another browser cannot finish there (its PKCE verifier stays behind).
  const staleLink = landing.hadCode && session.status === 'signed-out';
  useEffect(() => {
    if (staleLink && recovering)
      showToast(
        "That link didn't work",
        'Open the reset link in the browser where you asked for it, or ask for a new one below.',
        'destructive',
      );
  }, [staleLink, recovering]);

  if (session.status === 'loading') return <Busy text="Loading sign-in…" />;
  if (session.status === 'needs-code') return <CodeStep />;
  if (signedIn && recovering)
    return (
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        <h2 className="mb-4 font-display text-2xl font-semibold">Set a new password</h2>
        <NewPasswordForm
          label="Set a new password"
          username={session.session.user.email}
          onSaved={() => {
            $passwordRecovery.set(false);
            location.replace(landing.next);
          }}
        />
      </div>
    );
  if (leaving) return <Busy text="Signing you in…" />;

  return (
    <div className="card mx-auto max-w-md p-6 sm:p-8">
      {view === 'forgot' || (staleLink && recovering) ? (
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      ) : (
        <>
          <div
            className="mb-6 grid grid-cols-2 gap-1 rounded-full bg-cream-deep p-1"
            role="group"
            aria-label="Account"
          >
            {(['sign-in', 'sign-up'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                className={`min-h-11 rounded-full text-sm font-semibold ${
                  view === v ? 'bg-white text-ink shadow-card' : 'text-ink-muted hover:text-ink'
                }`}
                onClick={() => setView(v)}
              >
                {v === 'sign-in' ? 'Sign In' : 'Sign Up'}
              </button>
            ))}
          </div>
          {view === 'sign-in' ? (
            <SignInForm onForgot={() => setView('forgot')} />
          ) : (
            <SignUpForm email={landing.email} />
          )}
          <SocialButtons next={landing.next} />
        </>
      )}
    </div>
  );
}
