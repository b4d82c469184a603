/** Adding a phone that receives sign-in codes by SMS: number → code sent → code confirmed. */
import { useState, type SubmitEvent } from 'react';
import { challengeFactor, enrolPhone, removeFactor } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { internationalPhone } from '../../lib/auth/phone';
import { showToast } from '../../stores/toasts';
import { Field } from '../forms/Field';
import { VerifyCodeForm } from './VerifyCodeForm';

export function PhoneSetup({ count, onDone }: { count: number; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ factorId: string; challengeId: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = internationalPhone(String(new FormData(event.currentTarget).get('phone')));
    setBusy(true);
    let factorId: string | null = null;
    try {
      factorId = (await enrolPhone(phone, `Phone ${count + 1}`)).id;
      setSent({ factorId, challengeId: await challengeFactor(factorId) });
      showToast('Code sent', `We sent a code by SMS to ${phone}.`);
    } catch (error) {
      if (factorId) await removeFactor(factorId).catch(() => undefined);
      showToast('Could not add this phone', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (sent) await removeFactor(sent.factorId).catch(() => undefined);
    onDone();
  }

  return (
    <div className="mt-4 rounded-xl border border-line p-4 sm:p-6">
      <h3 className="font-semibold">Add a phone number</h3>
      {sent ? (
        <VerifyCodeForm
          factorId={sent.factorId}
          challengeId={sent.challengeId}
          onVerified={onDone}
          onCancel={() => void cancel()}
        />
      ) : (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={submit}
          aria-label="Add a phone number"
        >
          <div className="w-64">
            <Field
              label="Phone number"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              placeholder="+254 712 345 678"
              hint="We send a code to it by SMS each time you sign in."
              disabled={busy}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send Code'}
          </button>
          <button type="button" className="btn-outline" onClick={onDone} disabled={busy}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}
