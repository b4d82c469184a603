/**
 * The second step of signing in to an account with two-factor: a code from the authenticator app,
 * or one sent by SMS to the account's phone. A right code raises the session to aal2
 * (MFA_CHALLENGE_VERIFIED) and the session store moves the page on.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { Factor } from '../../lib/supabase/auth-types';
import { challengeFactor, listFactors, verifyFactor } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { signOut } from '../../stores/sign-out';
import { showToast } from '../../stores/toasts';
import { CodeField, SubmitButton } from '../forms/Field';
import { LostPhoneAdvice } from '../forms/LostPhoneAdvice';
import { factorLabel, phoneInSentence } from '../forms/factors';

export function CodeStep() {
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [factor, setFactor] = useState<Factor | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');

  useEffect(() => {
    listFactors()
      .then((all) => {
        const verified = all.filter((f) => f.status === 'verified');
        setFactors(verified);
        setFactor(verified.find((f) => f.factor_type === 'totp') ?? verified[0] ?? null);
      })
      .catch((error) => showToast('Login failed', describeAuthError(error as Error), 'destructive'));
  }, []);

  function choose(next: Factor) {
    setFactor(next);
    setChallengeId(null);
    setCode('');
  }

  async function sendSms() {
    if (!factor) return;
    setBusy(true);
    try {
      setChallengeId(await challengeFactor(factor.id));
      showToast('Code sent', `We sent a code to ${phoneInSentence(factor)}.`);
    } catch (error) {
      showToast('Code not sent', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!factor) return;
    setBusy(true);
    try {
      const id = challengeId ?? (await challengeFactor(factor.id));
      await verifyFactor(factor.id, id, code.trim());
    } catch (error) {
      showToast('Login failed', describeAuthError(error as Error), 'destructive');
      setCode('');
      if (factor.factor_type === 'totp') setChallengeId(null);
      setBusy(false);
    }
  }

  const isPhone = factor?.factor_type === 'phone';
  return (
    <div className="card mx-auto max-w-md space-y-5 p-6 sm:p-8">
      <div>
        <h2 className="font-display text-2xl font-semibold">Two-step verification</h2>
        <p className="mt-1 text-ink-soft">
          {isPhone
            ? `Send a code to ${factor ? phoneInSentence(factor) : 'your phone'}, then enter it here.`
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      {factors === null ? (
        <p role="status" className="text-ink-muted">
          Loading…
        </p>
      ) : (
        <form className="space-y-4" onSubmit={submit} aria-label="Two-step verification">
          {isPhone && (
            <button
              type="button"
              className="btn-outline w-full"
              onClick={() => void sendSms()}
              disabled={busy}
            >
              {challengeId ? 'Send a new code' : 'Send code'}
            </button>
          )}
          <CodeField
            label="Verification code"
            value={code}
            onChange={setCode}
            disabled={busy || (isPhone && !challengeId)}
          />
          <SubmitButton busy={busy} busyText="Checking…">
            Verify
          </SubmitButton>
        </form>
      )}
      {factors && factors.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">Use another method</legend>
          {factors
            .filter((f) => f.id !== factor?.id)
            .map((f) => (
              <button key={f.id} type="button" className="link block text-sm" onClick={() => choose(f)}>
                {factorLabel(f)}
              </button>
            ))}
        </fieldset>
      )}
      <LostPhoneAdvice />
      <button type="button" className="link text-sm" onClick={() => void signOut('local')}>
        Sign in with a different account
      </button>
    </div>
  );
}
