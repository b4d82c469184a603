/**
 * Payment: M-Pesa (a prompt to the phone), card (the provider's secure page), or pay on delivery
 * (Nairobi and pickup, up to the zone's cap). A method this shop has not configured, or that the
 * zone and total do not allow, is shown but cannot be chosen, and says why.
 */
import { Field } from '../forms/Field';
import { payOnDeliveryRefusal, type DeliveryZone } from '../../lib/checkout/delivery';
import type { PaymentMethod } from '../../lib/checkout/form';
import { ChoiceCard, ChoiceGroup } from './ChoiceCard';
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
  return (
    <fieldset className="card space-y-4 p-5 sm:p-6">
      <legend className="float-left mb-2 w-full font-display text-xl font-semibold">Payment</legend>
      <ChoiceGroup
        id={fieldId('payment_method')}
        label="How would you like to pay?"
        error={errors.payment_method}
        className="space-y-2"
      >
        {METHODS.map(({ method, label, text }) => {
          const offline = !available.includes(method);
          const why = offline ? 'Not available right now.' : method === 'pay_on_delivery' ? codRefusal : null;
          return (
            <ChoiceCard
              key={method}
              name="payment-method"
              value={method}
              checked={form.method === method}
              disabled={Boolean(why)}
              onChoose={() => update('method', method, 'payment_method')}
              title={label}
              detail={why ?? text}
            />
          );
        })}
      </ChoiceGroup>
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
