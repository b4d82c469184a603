/**
 * A pay-on-delivery order awaiting its confirmation call: the number to call, the deadline after
 * which the order is released, and "Confirmed by phone" with an optional note for the trail.
 */
import { useState, type FormEvent } from 'react';
import { DataError } from '../../../lib/supabase/errors';
import { confirmOrderByPhone, type AdminOrder } from '../../../lib/supabase/admin/orders';
import { showToast } from '../../../stores/toasts';
import { TextAreaField } from '../../forms/Field';
import { ErrorNote, dateTime, messageOf } from '../parts';

export function PhoneConfirmation({ order, onConfirmed }: { order: AdminOrder; onConfirmed: () => void }) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ note?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const confirmed = await confirmOrderByPhone(order.id, note.trim());
      showToast('Order confirmed', `${confirmed.number} was confirmed by phone.`);
      setNote('');
      onConfirmed();
    } catch (error) {
      if (error instanceof DataError && error.field === 'note') setErrors({ note: error.message });
      else setErrors({ form: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm">
        Call{' '}
        <a className="link" href={`tel:${order.phone}`}>
          {order.phone}
        </a>{' '}
        to confirm this order before {dateTime(order.expires_at)}. If nobody confirms it by then, it is
        released and its items go back on sale.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextAreaField
          label="Note (optional)"
          rows={2}
          maxLength={480}
          value={note}
          error={errors.note}
          hint="Such as directions agreed for the rider. Kept in the order's history with your name."
          onChange={(e) => setNote(e.target.value)}
        />
        <button type="submit" className="btn-primary sm:mt-6" disabled={busy}>
          {busy ? 'Saving…' : 'Confirmed by phone'}
        </button>
      </div>
      {errors.form && <ErrorNote error={errors.form} />}
    </form>
  );
}
