/**
 * The checkout kept in the browser (localStorage `mtindo-checkout`) so that nothing the shopper
 * typed is lost on an error or a reload: the form, and the key that makes a retried submission
 * the same order. A new key is chosen once an order is placed. Unreadable storage starts afresh.
 */
import type { ZoneKind } from './delivery';
import { CHECKOUT_STORAGE_KEY } from './draft-key';
import { EMPTY_FORM, type CheckoutForm, type PaymentMethod } from './form';

export interface CheckoutDraft {
  form: CheckoutForm;
  idempotencyKey: string;
}

const KINDS: readonly ZoneKind[] = ['nairobi', 'county', 'pickup', 'international'];
const METHODS: readonly PaymentMethod[] = ['mpesa', 'card', 'pay_on_delivery'];

/** The stored draft's fields that are well-formed, over an empty form. */
export function readDraft(raw: string | null, newKey: () => string): CheckoutDraft {
  let stored: Partial<CheckoutDraft> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<CheckoutDraft>) : {};
  } catch {
    stored = {};
  }
  const saved = (stored.form ?? {}) as Record<string, unknown>;
  /** A stored field's text, when it is text of a sensible length; else the empty form's. */
  const text = (field: keyof CheckoutForm): string => {
    const value = saved[field];
    return typeof value === 'string' && value.length <= 300 ? value : EMPTY_FORM[field];
  };
  const form: CheckoutForm = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    kind: KINDS.find((kind) => kind === saved.kind) ?? EMPTY_FORM.kind,
    county: text('county'),
    address: text('address'),
    town: text('town'),
    country: text('country'),
    notes: text('notes'),
    method: METHODS.find((method) => method === saved.method) ?? EMPTY_FORM.method,
    mpesaPhone: text('mpesaPhone'),
  };
  const key =
    typeof stored.idempotencyKey === 'string' && /^[0-9a-f-]{36}$/.test(stored.idempotencyKey)
      ? stored.idempotencyKey
      : newKey();
  return { form, idempotencyKey: key };
}

export function writeDraft(storage: Storage, draft: CheckoutDraft): void {
  try {
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it is just not kept.
  }
}
