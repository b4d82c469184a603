/** The last step of adding a method: the code it shows or receives, checked against its challenge. */
import { useState, type SubmitEvent } from 'react';
import { challengeFactor, verifyFactor } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { CodeField } from '../forms/Field';

export function VerifyCodeForm({
  factorId,
  challengeId,
  onVerified,
  onCancel,
}: {
  factorId: string;
  /** An SMS challenge already sent; an app's is made at submit. */
  challengeId?: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await verifyFactor(factorId, challengeId ?? (await challengeFactor(factorId)), code);
      showToast('Two-step verification is on', 'Signing in will now ask for a code after your password.');
      onVerified();
    } catch (error) {
      showToast('Code not accepted', describeAuthError(error as Error), 'destructive');
      setCode('');
      setBusy(false);
    }
  }

  return (
    <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={submit} aria-label="Confirm the code">
      <div className="w-44">
        <CodeField label="6-digit code" value={code} onChange={setCode} disabled={busy} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </form>
  );
}
