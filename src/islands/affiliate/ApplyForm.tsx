/**
 * The application: the code the shopper's links will carry, the M-Pesa number payouts go to and
 * where they will share. Errors show under their fields (the form's own checks first, then the
 * database's refusals by the field they name), and focus moves to the first.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { applyToAffiliateProgramme, type Affiliate } from '../../lib/supabase/affiliates';
import { fromThrown } from '../../lib/supabase/errors';
import { Field, SubmitButton } from '../forms/Field';
import {
  AUDIENCE_MAX,
  applicationErrors,
  fieldId,
  isApplicationField,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationForm,
} from './form';

export interface ApplyFormProps {
  initial: ApplicationForm;
  /** True when changing an application already sent. */
  editing: boolean;
  onSaved: (affiliate: Affiliate) => void;
  /** The account's standing changed under the form (already active, or suspended): read it again. */
  onStale: (message: string) => void;
  onCancel?: () => void;
}

export function ApplyForm({ initial, editing, onSaved, onStale, onCancel }: ApplyFormProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function update(field: ApplicationField, key: keyof ApplicationForm, value: string) {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function show(found: ApplicationErrors, message = '') {
    setErrors(found);
    setNotice(message);
    const first = Object.keys(found)[0] as ApplicationField | undefined;
    requestAnimationFrame(() => {
      const target = first ? document.getElementById(fieldId(first)) : noticeRef.current;
      target?.focus();
    });
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = applicationErrors(form);
    if (Object.keys(found).length) return show(found);
    setBusy(true);
    try {
      onSaved(await applyToAffiliateProgramme(form));
    } catch (error) {
      const refusal = fromThrown(error, 'affiliates');
      setBusy(false);
      if (isApplicationField(refusal.field)) return show({ [refusal.field]: refusal.message });
      if (refusal.field === 'account' && refusal.status === 409) return onStale(refusal.message);
      show({}, refusal.message);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Affiliate application" className="space-y-4">
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-clay/10 p-4 text-sm font-medium text-clay-dark"
        >
          {notice}
        </p>
      )}
      <Field
        id={fieldId('code')}
        label="Your affiliate code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={form.code}
        error={errors.code}
        hint="3 to 20 letters, digits, - or _. Your links end in ?ref= and this code."
        onChange={(e) => update('code', 'code', e.target.value)}
        disabled={busy}
      />
      <Field
        id={fieldId('payout_phone')}
        label="M-Pesa number for payouts"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        value={form.payoutPhone}
        error={errors.payout_phone}
        hint="A Kenyan mobile number. Your commission is paid here."
        onChange={(e) => update('payout_phone', 'payoutPhone', e.target.value)}
        disabled={busy}
      />
      <Field
        id={fieldId('audience')}
        label="Where you will share (optional)"
        maxLength={AUDIENCE_MAX}
        value={form.audience}
        error={errors.audience}
        hint="Your Instagram or TikTok handle, blog, WhatsApp groups: whatever helps us review."
        onChange={(e) => update('audience', 'audience', e.target.value)}
        disabled={busy}
      />
      <p className="text-sm text-ink-soft">By applying you agree to the programme's fair-play rules above.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-56">
          <SubmitButton busy={busy} busyText="Sending…">
            {editing ? 'Save Changes' : 'Apply'}
          </SubmitButton>
        </div>
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
