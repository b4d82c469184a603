/**
 * Two-step verification: the account's methods (an authenticator app, or a phone that receives
 * codes by SMS), adding one (enrol → challenge → verify), and removing one. Once a method is
 * verified, signing in asks for a code after the password.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Factor } from '../../lib/supabase/auth-types';
import { listFactors, removeFactor } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { factorLabel } from '../forms/factors';
import { LostPhoneAdvice } from '../forms/LostPhoneAdvice';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { PhoneSetup } from './PhoneSetup';
import { Section } from './Section';

type Adding = 'app' | 'phone' | null;

export function TwoFactorSection() {
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [adding, setAdding] = useState<Adding>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const reload = useCallback(() => {
    listFactors()
      .then(setFactors)
      .catch((error) =>
        showToast('Could not load your methods', describeAuthError(error as Error), 'destructive'),
      );
  }, []);
  useEffect(reload, [reload]);

  async function remove(factor: Factor) {
    try {
      await removeFactor(factor.id);
      showToast('Method removed', `${factorLabel(factor)} no longer gives your sign-in codes.`);
      setConfirming(null);
      reload();
    } catch (error) {
      showToast('Method not removed', describeAuthError(error as Error), 'destructive');
    }
  }

  function finished() {
    setAdding(null);
    reload();
  }

  const verified = factors?.filter((f) => f.status === 'verified') ?? [];
  return (
    <Section
      id="two-step"
      title="Two-step verification"
      intro={
        verified.length > 0
          ? 'On. Signing in asks for a code after your password.'
          : 'Off. Add a method and signing in will ask for a code after your password, so a stolen password is not enough.'
      }
    >
      {factors === null ? (
        <p role="status" className="text-ink-muted">
          Loading…
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Your methods">
          {factors.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{factorLabel(factor)}</p>
                <p className="text-sm text-ink-muted">
                  {factor.status === 'verified' ? 'Verified' : 'Not finished'} · added{' '}
                  {new Date(factor.created_at).toLocaleDateString('en-KE', { dateStyle: 'medium' })}
                </p>
              </div>
              {confirming === factor.id ? (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-accent min-h-9 px-4"
                    onClick={() => void remove(factor)}
                  >
                    Yes, Remove
                  </button>
                  <button
                    type="button"
                    className="btn-outline min-h-9 px-4"
                    onClick={() => setConfirming(null)}
                  >
                    Keep
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn-outline min-h-9 px-4"
                  aria-label={`Remove ${factorLabel(factor)}`}
                  onClick={() => setConfirming(factor.id)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding === 'app' && <AuthenticatorSetup count={factors?.length ?? 0} onDone={finished} />}
      {adding === 'phone' && <PhoneSetup count={factors?.length ?? 0} onDone={finished} />}
      {adding === null && (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={() => setAdding('app')}>
            Add Authenticator App
          </button>
          <button type="button" className="btn-outline" onClick={() => setAdding('phone')}>
            Add Phone Number
          </button>
        </div>
      )}
      <div className="mt-5">
        <LostPhoneAdvice />
      </div>
    </Section>
  );
}
