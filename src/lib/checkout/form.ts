/**
 * The checkout form: what the shopper types, checked here with the server's own rules and words
 * (place_order checks them again), and turned into the request the checkout function takes.
 * Field names are the server's (`contact.phone`, `delivery.town`), so its refusals land on the
 * same fields.
 */
import type { PlaceOrderRequest } from '../../../supabase/functions/_shared/contracts/checkout';
import type { PaymentMethod } from '../../../supabase/functions/_shared/contracts/orders';
import { internationalPhone } from '../auth/phone';
import type { CartItem } from '../shopper/cart';
import type { AffiliateRecord } from '../shopper/affiliate';
import { payOnDeliveryRefusal, zoneFor, type DeliveryZone, type ZoneKind } from './delivery';

export type { PaymentMethod };

export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  kind: ZoneKind;
  /** The zone id of the county, when `kind` is county. */
  county: string;
  address: string;
  town: string;
  country: string;
  notes: string;
  method: PaymentMethod;
  /** The M-Pesa number, when it is not the contact phone; blank uses the contact phone. */
  mpesaPhone: string;
}

export type FieldName =
  | 'contact.name'
  | 'contact.email'
  | 'contact.phone'
  | 'delivery.zone'
  | 'delivery.county'
  | 'delivery.address'
  | 'delivery.town'
  | 'delivery.country'
  | 'delivery.notes'
  | 'payment_method'
  | 'mpesa_phone'
  | 'lines';

export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_FORM: CheckoutForm = {
  name: '',
  email: '',
  phone: '',
  kind: 'nairobi',
  county: '',
  address: '',
  town: '',
  country: '',
  notes: '',
  method: 'mpesa',
  mpesaPhone: '',
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** "0712 345 678" → "+254712345678" when it is a Kenyan mobile number, else null. */
export function kenyanMobile(typed: string): string | null {
  const phone = internationalPhone(typed.trim());
  return /^\+254[17]\d{8}$/.test(phone) ? phone : null;
}

const anyPhone = (typed: string) => /^\+[1-9]\d{7,14}$/.test(internationalPhone(typed.trim()));

/** The problems with the form, by field, in the server's words; empty when it can be sent. */
export function checkoutErrors(form: CheckoutForm, zones: DeliveryZone[], total: number): FieldErrors {
  const errors: FieldErrors = {};
  const name = form.name.trim();
  if (name.length < 2 || name.length > 80) errors['contact.name'] = 'Enter your full name.';
  if (!EMAIL.test(form.email.trim()))
    errors['contact.email'] = 'Enter a valid email address, such as name@example.com.';
  const abroad = form.kind === 'international';
  if (abroad ? !anyPhone(form.phone) : !kenyanMobile(form.phone))
    errors['contact.phone'] = abroad
      ? 'Enter your phone number with its country code, such as +44 7700 900123.'
      : 'Enter a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678.';
  if (form.kind === 'county' && !zoneFor(zones, 'county', form.county))
    errors['delivery.county'] = 'Choose your county.';
  if (form.kind !== 'pickup') {
    if (form.address.trim().length < 3)
      errors['delivery.address'] = 'Enter the street, building and house or office number.';
    else if (form.address.trim().length > 200)
      errors['delivery.address'] = 'Keep the address under 200 characters.';
    if (form.town.trim().length < 2)
      errors['delivery.town'] = abroad ? 'Enter the city or town.' : 'Enter the area or town.';
  }
  if (abroad && (!form.country.trim() || form.country.trim().toLowerCase() === 'kenya'))
    errors['delivery.country'] = 'Enter the country we should ship to.';
  if (form.notes.trim().length > 300)
    errors['delivery.notes'] = 'Keep the delivery notes under 300 characters.';
  if (form.method === 'pay_on_delivery') {
    const refusal = payOnDeliveryRefusal(zoneFor(zones, form.kind, form.county), total);
    if (refusal) errors.payment_method = refusal;
  }
  if (form.method === 'mpesa' && !errors['contact.phone']) {
    const mpesa = form.mpesaPhone.trim() ? kenyanMobile(form.mpesaPhone) : kenyanMobile(form.phone);
    if (!mpesa)
      errors[form.mpesaPhone.trim() ? 'mpesa_phone' : 'contact.phone'] =
        'M-Pesa needs a Kenyan mobile number, such as 0712 345 678.';
  }
  return errors;
}

/** A server refusal's field (`lines.2.quantity`, `delivery.zone`) as the form's field. */
export function formField(field: string | null | undefined, form: CheckoutForm): FieldName | null {
  if (!field) return null;
  if (field.startsWith('lines')) return 'lines';
  if (field === 'delivery.zone') return form.kind === 'county' ? 'delivery.county' : 'delivery.zone';
  const known: FieldName[] = [
    'contact.name',
    'contact.email',
    'contact.phone',
    'delivery.address',
    'delivery.town',
    'delivery.country',
    'delivery.notes',
    'payment_method',
  ];
  return known.find((name) => name === field) ?? null;
}

/**
 * The checkout function's request: the cart's lines with the unit price the shopper was shown
 * (the server sets the price, and refuses the order if it is not the one shown) and the form.
 */
export function orderRequestBody(
  form: CheckoutForm,
  cart: CartItem[],
  zones: DeliveryZone[],
  idempotencyKey: string,
  affiliate: AffiliateRecord | null,
  currency: 'KSH' | 'USD',
): PlaceOrderRequest {
  const zone = zoneFor(zones, form.kind, form.county);
  return {
    order: {
      idempotency_key: idempotencyKey,
      lines: cart.map((item) => ({
        product: item.productId,
        ...(item.size ? { size: item.size } : {}),
        ...(item.colour ? { colour: item.colour } : {}),
        quantity: item.quantity,
        seen_price_kes: item.price,
      })),
      contact: { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() },
      delivery: {
        zone: zone?.id ?? '',
        address: form.address.trim(),
        town: form.town.trim(),
        country: form.kind === 'international' ? form.country.trim() : 'Kenya',
        notes: form.notes.trim(),
      },
      payment_method: form.method,
      affiliate,
      currency: currency === 'USD' ? 'USD' : 'KES',
    },
    ...(form.method === 'mpesa' && form.mpesaPhone.trim() ? { mpesa_phone: form.mpesaPhone.trim() } : {}),
  };
}
