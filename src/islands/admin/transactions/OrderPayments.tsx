/**
 * An order's payments for staff: each M-Pesa prompt or card payment with its receipt and status,
 * and money owed back — a payment that landed on an order that no longer awaited it — with the
 * form to record its refund by reference (the database writes it to the order's trail).
 */
import { useState, type FormEvent } from 'react';
import { recordPaymentRefund, type AdminPayment } from '../../../lib/supabase/admin/orders';
import { showToast } from '../../../stores/toasts';
import { Field } from '../../forms/Field';
import { StatusBadge, dateTime, kes, messageOf } from '../parts';

/** The money of `payments` owed back and not yet refunded. */
export const refundOwed = (payments: AdminPayment[]) =>
  payments.filter((p) => p.refund_due_at && !p.refunded_at).reduce((sum, p) => sum + p.amount_kes, 0);

function RecordRefund({ payment, onRecorded }: { payment: AdminPayment; onRecorded: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim())
      return setError(
        'Give the refund’s reference: the M-Pesa reversal or transfer receipt, or the card refund id.',
      );
    setBusy(true);
    setError('');
    try {
      await recordPaymentRefund(payment.id, reference.trim());
      showToast(
        'Refund recorded',
        `${kes(payment.amount_kes)} back to the shopper, reference ${reference.trim()}.`,
      );
      onRecorded();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
      <Field
        label="Refund reference"
        value={reference}
        maxLength={100}
        error={error || undefined}
        hint="The M-Pesa reversal or transfer receipt, or the card refund id."
        onChange={(e) => setReference(e.target.value)}
      />
      <button type="submit" className="btn-primary sm:mt-6" disabled={busy}>
        {busy ? 'Saving…' : 'Record refund'}
      </button>
    </form>
  );
}

export function OrderPayments({ payments, onChanged }: { payments: AdminPayment[]; onChanged: () => void }) {
  if (!payments.length)
    return <p className="text-sm text-ink-soft">No payment was started for this order.</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {payments.map((p) => (
        <li key={p.id} className="py-2">
          <div className="flex flex-wrap justify-between gap-2">
            <span>
              {p.provider === 'mpesa' ? `M-Pesa ${p.phone ?? ''}` : 'Card'} · {dateTime(p.created_at)}
              {p.receipt && <span className="block text-xs text-ink-muted">Receipt {p.receipt}</span>}
              {p.result_desc && p.status === 'failed' && (
                <span className="block text-xs text-ink-muted">{p.result_desc}</span>
              )}
            </span>
            <span className="flex items-center gap-2">
              <StatusBadge status={p.status} /> {kes(p.amount_kes)}
            </span>
          </div>
          {p.refund_due_at && !p.refunded_at && (
            <div className="mt-2 rounded-xl bg-clay/10 p-3">
              <p className="font-semibold text-clay-dark">Refund owed: {kes(p.amount_kes)}</p>
              <p className="text-ink-soft">
                It arrived {dateTime(p.refund_due_at)}, when the order no longer awaited it. Send it back,
                then record the refund.
              </p>
              <RecordRefund payment={p} onRecorded={onChanged} />
            </div>
          )}
          {p.refunded_at && (
            <p className="mt-1 text-ink-soft">
              Refunded {dateTime(p.refunded_at)}, reference {p.refund_reference}.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
