/** Contact: name, email and phone (a Kenyan mobile, or any number with its country code abroad). */
import { Field } from '../forms/Field';
import { fieldId, type SectionProps } from './fields';

export function ContactSection({ form, errors, update }: SectionProps) {
  const abroad = form.kind === 'international';
  return (
    <fieldset className="card space-y-4 p-5 sm:p-6">
      <legend className="float-left mb-2 w-full font-display text-xl font-semibold">Contact</legend>
      <Field
        id={fieldId('contact.name')}
        label="Full name"
        autoComplete="name"
        value={form.name}
        error={errors['contact.name']}
        onChange={(e) => update('name', e.target.value, 'contact.name')}
      />
      <Field
        id={fieldId('contact.email')}
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors['contact.email']}
        hint="Your receipt goes here."
        onChange={(e) => update('email', e.target.value, 'contact.email')}
      />
      <Field
        id={fieldId('contact.phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={abroad ? '+44 7700 900123' : '0712 345 678'}
        value={form.phone}
        error={errors['contact.phone']}
        hint={
          abroad
            ? 'With its country code. We text your order here.'
            : 'A Kenyan mobile number. We text your order here.'
        }
        onChange={(e) => update('phone', e.target.value, 'contact.phone')}
      />
    </fieldset>
  );
}
