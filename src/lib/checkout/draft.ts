/**
 * The checkout kept in the browser (localStorage `mtindo-checkout`) so that nothing the shopper
 * typed is lost on an error or a reload: the form, and the key that makes a retried submission
 * the same order. A new key is chosen once an order is placed. Unreadable storage starts afresh.
 */
import { EMPTY_FORM, type CheckoutForm } from './form';

export const CHECKOUT_STORAGE_KEY = 'mtindo-checkout';

export interface CheckoutDraft {
  form: CheckoutForm;
  idempotencyKey: string;
}

const KINDS = ['nairobi', 'county', 'pickup', 'international'];
const METHODS = ['mpesa', 'card', 'pay_on_delivery'];

/** The stored draft's fields that are well-formed, over an empty form. */
export function readDraft(raw: string | null, newKey: () => string): CheckoutDraft {
  let stored: Partial<CheckoutDraft> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<CheckoutDraft>) : {};
  } catch {
    stored = {};
  }
  const form: CheckoutForm = { ...EMPTY_FORM };
  const saved = (stored.form ?? {}) as Record<string, unknown>;
  for (const field of Object.keys(EMPTY_FORM) as (keyof CheckoutForm)[])
    if (typeof saved[field] === 'string' && (saved[field] as string).length <= 300)
      (form as unknown as Record<string, string>)[field] = saved[field] as string;
  if (!KINDS.includes(form.kind)) form.kind = EMPTY_FORM.kind;
  if (!METHODS.includes(form.method)) form.method = EMPTY_FORM.method;
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
