/**
 * Payment: M-Pesa (a prompt to the phone), card (the provider's secure page), or pay on delivery
 * (Nairobi and pickup, up to the zone's cap). A method this shop has not configured, or that the
 * zone and total do not allow, is shown but cannot be chosen, and says why.
 */
import { Field } from '../forms/Field';
import { payOnDeliveryRefusal, type DeliveryZone } from '../../lib/checkout/delivery';
import type { PaymentMethod } from '../../lib/checkout/form';
import { fieldId, type SectionProps } from './fields';

const METHODS: { method: PaymentMethod; label: string; text: string }[] = [
  { method: 'mpesa', label: 'M-Pesa', text: 'A payment prompt comes to your phone: enter your M-Pesa PIN.' },
  { method: 'card', label: 'Card', text: 'Pay by debit or credit card on a secure payment page.' },
  {
    method: 'pay_on_delivery',
    label: 'Pay on delivery',
    text: 'Pay by M-Pesa or cash when your parcel is handed to you.',
  },
];

export function PaymentSection({
  form,
  errors,
  update,
  available,
  zone,
  total,
}: SectionProps & { available: PaymentMethod[]; zone: DeliveryZone | undefined; total: number }) {
  const codRefusal = payOnDeliveryRefusal(zone, total);
  const error = errors.payment_method;
  return (
    <fieldset className="card space-y-4 p-5 sm:p-6">
      <legend className="float-left mb-2 w-full font-display text-xl font-semibold">Payment</legend>
      <div
        id={fieldId('payment_method')}
        tabIndex={-1}
        role="radiogroup"
        aria-label="How would you like to pay?"
        className="space-y-2"
      >
        {METHODS.map(({ method, label, text }) => {
          const offline = !available.includes(method);
          const why = offline ? 'Not available right now.' : method === 'pay_on_delivery' ? codRefusal : null;
          return (
            <label
              key={method}
              className={`grid min-h-11 grid-cols-[auto_1fr] gap-x-3 rounded-xl border border-line p-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-cream ${why ? 'opacity-60' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={form.method === method}
                disabled={Boolean(why) && form.method !== method}
                onChange={() => update('method', method, 'payment_method')}
                className="row-span-2 mt-1 accent-ink"
              />
              <span className="font-semibold">{label}</span>
              <span className="text-ink-muted">{why ?? text}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${fieldId('payment_method')}-error`} role="alert" className="text-sm text-clay-dark">
          {error}
        </p>
      )}
      {form.method === 'mpesa' && (
        <Field
          id={fieldId('mpesa_phone')}
          label="M-Pesa number (if not the phone above)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0712 345 678"
          value={form.mpesaPhone}
          error={errors.mpesa_phone}
          onChange={(e) => update('mpesaPhone', e.target.value, 'mpesa_phone')}
        />
      )}
    </fieldset>
  );
}
