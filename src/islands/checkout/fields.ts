/** The checkout's field ids, one per server field name, so an error can focus its field. */
import type { CheckoutForm, FieldErrors, FieldName } from '../../lib/checkout/form';

export const fieldId = (name: FieldName) => `checkout-${name.replace(/[._]/g, '-')}`;

/** Props shared by the form's sections. */
export interface SectionProps {
  form: CheckoutForm;
  errors: FieldErrors;
  update: <K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K], clears: FieldName) => void;
}
