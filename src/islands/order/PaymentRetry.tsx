/**
 * Paying again for an order that awaits payment: the M-Pesa prompt once more (to the same or
 * another number), or the card page.
 */
import { useState, type FormEvent } from 'react';
import { Field } from '../forms/Field';
import { kenyanMobile, type PaymentMethod } from '../../lib/checkout/form';
import { checkoutFailure, payOrder } from '../../lib/supabase/checkout';

export function PaymentRetry({
  orderKey,
  phone,
  methods,
  onPrompted,
}: {
  orderKey: string;
  phone: string;
  methods: PaymentMethod[];
  onPrompted: (message: string) => void;
}) {
  const [mpesaPhone, setMpesaPhone] = useState(phone.startsWith('+254') ? `0${phone.slice(4)}` : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'mpesa' | 'card' | null>(null);

  async function pay(method: 'mpesa' | 'card', event?: FormEvent) {
    event?.preventDefault();
    if (method === 'mpesa' && !kenyanMobile(mpesaPhone)) {
      setError('M-Pesa needs a Kenyan mobile number, such as 0712 345 678.');
      return;
    }
    setBusy(method);
    setError('');
    let result: Awaited<ReturnType<typeof payOrder>>;
    try {
      result = await payOrder(orderKey, method, method === 'mpesa' ? mpesaPhone : undefined);
    } catch (failure) {
      return setError(checkoutFailure(failure).message);
    } finally {
      setBusy(null);
    }
    if (result.payment.provider === 'card') window.location.assign(result.payment.redirect_url);
    else onPrompted('Check your phone: enter your M-Pesa PIN to pay.');
  }

  return (
    <div className="mt-4 space-y-4 border-t border-line pt-4">
      {methods.includes('mpesa') && (
        <form noValidate onSubmit={(event) => pay('mpesa', event)} className="space-y-3">
          <Field
            label="M-Pesa number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={mpesaPhone}
            error={error || undefined}
            onChange={(e) => setMpesaPhone(e.target.value)}
          />
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={busy !== null}
            aria-busy={busy === 'mpesa'}
          >
            {busy === 'mpesa' ? 'Sending the prompt…' : 'Pay with M-Pesa'}
          </button>
        </form>
      )}
      {methods.includes('card') && (
        <button
          type="button"
          className="btn-outline w-full sm:w-auto"
          disabled={busy !== null}
          onClick={() => pay('card')}
        >
          {busy === 'card' ? 'Opening the card page…' : 'Pay by card instead'}
        </button>
      )}
      {!methods.includes('mpesa') && error && <p className="text-sm text-clay-dark">{error}</p>}
    </div>
  );
}
