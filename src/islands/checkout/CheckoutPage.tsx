/**
 * /checkout (issue: checkout and orders): review the cart, give contact and delivery details,
 * choose how to pay, and place the order. The form is kept in the browser as it is typed (a
 * reload or an error loses nothing); every amount shown is recomputed by the server, which is what
 * is charged. Placing an order empties the cart and goes to the order's page (or the card page).
 *
 * The cart is priced from the database before the totals show (stores/cart-pricing.ts), and the
 * order carries the prices shown: when place_order finds one changed since (a line's 409), the cart
 * is priced again, the summary says what changed and shows the new total, and the shopper places
 * the order again.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartSummary, clearCart } from '../../stores/cart';
import { $cartPricing, dismissCartNotices, repriceCart } from '../../stores/cart-pricing';
import { $currency } from '../../stores/currency';
import { $session } from '../../stores/session';
import { readAffiliate } from '../../lib/shopper/affiliate-storage';
import { deliveryFee, zoneFor, type DeliveryZone } from '../../lib/checkout/delivery';
import { readDraft, writeDraft, type CheckoutDraft } from '../../lib/checkout/draft';
import { CHECKOUT_STORAGE_KEY } from '../../lib/checkout/draft-key';
import {
  checkoutErrors,
  formField,
  orderRequestBody,
  type CheckoutForm,
  type FieldErrors,
  type FieldName,
  type PaymentMethod,
} from '../../lib/checkout/form';
import {
  checkoutFailure,
  lastOrderPhone,
  loadCheckoutOptions,
  placeOrder,
} from '../../lib/supabase/checkout';
import type { DataError } from '../../lib/supabase/errors';
import { keepPaymentNotice, sessionStore } from '../../lib/checkout/payment-notice';
import { ContactSection } from './ContactSection';
import { DeliverySection } from './DeliverySection';
import { PaymentSection } from './PaymentSection';
import { OrderSummary } from './OrderSummary';
import { CartNotices } from '../overlays/CartNotices';
import { fieldId } from './fields';

const newKey = () => crypto.randomUUID();

/** Said above the form when the order was refused because the cart changed, and the cart now shows how. */
export const CART_CHANGED =
  'Your cart has changed since you added these items. Check the changes and the new total, then press Place order again.';

/** A refusal of a line for its price or stock (409): the cart is behind the database. */
const isStaleLine = (refusal: DataError) =>
  refusal.kind === 'refusal' && refusal.status === 409 && (refusal.field ?? '').startsWith('lines');

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** Fills the contact fields a signed-in shopper left blank from their account. */
function prefill(
  form: CheckoutForm,
  user: { email?: string; phone?: string; user_metadata?: Record<string, unknown> },
) {
  const fullName = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name : '';
  return {
    ...form,
    name: form.name || fullName,
    email: form.email || user.email || '',
    phone: form.phone || (user.phone ? `+${user.phone.replace(/^\+/, '')}` : ''),
  };
}

export function CheckoutPage() {
  const items = useStore($cart);
  const { totalPrice: subtotal } = useStore($cartSummary);
  const currency = useStore($currency);
  const pricing = useStore($cartPricing);
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    readDraft(storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null, newKey),
  );
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [methods, setMethods] = useState<PaymentMethod[]>(['mpesa', 'card', 'pay_on_delivery']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // Until the delivery zones arrive (or fail to), an order would name no zone: Place order waits.
  const [optionsAnswered, setOptionsAnswered] = useState(false);
  const affiliate = useMemo(() => (storage() ? readAffiliate(storage()!) : null), []);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const form = draft.form;

  // The summary's prices are the database's before a total shows.
  useEffect(() => {
    void repriceCart();
  }, []);

  useEffect(() => {
    loadCheckoutOptions().then(
      (loaded) => {
        setZones(loaded.zones);
        setMethods(loaded.methods);
        setOptionsAnswered(true);
      },
      (error: unknown) => {
        setNotice(checkoutFailure(error).message);
        setOptionsAnswered(true);
      },
    );
  }, []);

  // A session, known now or once it arrives, fills in what the form still lacks from the account.
  useEffect(() => {
    let phoneAskedFor: string | undefined;
    return $session.subscribe((session) => {
      if (session.status !== 'signed-in') return;
      const { user } = session.session;
      setDraft((current) => ({ ...current, form: prefill(current.form, user) }));
      if (phoneAskedFor === user.id) return;
      phoneAskedFor = user.id;
      // The phone they gave with their last order, unless one is typed meanwhile.
      lastOrderPhone(user.id).then(
        (phone) =>
          phone &&
          setDraft((current) =>
            current.form.phone ? current : { ...current, form: { ...current.form, phone } },
          ),
        (error: unknown) => console.error('The last order’s phone could not be read', error),
      );
    });
  }, []);

  useEffect(() => {
    const store = storage();
    if (store) writeDraft(store, draft);
  }, [draft]);

  const checking = pricing.state === 'checking' || pricing.state === 'idle';
  const zone = zoneFor(zones, form.kind, form.county);
  const fee = zone ? deliveryFee(zone, subtotal) : null;
  const total = subtotal + (fee ?? 0);

  function update<K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K], clears: FieldName) {
    setDraft((current) => ({ ...current, form: { ...current.form, [field]: value } }));
    setErrors((current) => {
      if (!current[clears]) return current;
      const { [clears]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function showErrors(found: FieldErrors, message: string) {
    setErrors(found);
    setNotice(message);
    const first = Object.keys(found)[0] as FieldName | undefined;
    requestAnimationFrame(() => {
      const target = first && document.getElementById(fieldId(first));
      (target ?? noticeRef.current)?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || checking || !optionsAnswered) return;
    const found = checkoutErrors(form, zones, total);
    if (Object.keys(found).length) return showErrors(found, 'Please check the highlighted details.');
    setBusy(true);
    setNotice('');
    let result: Awaited<ReturnType<typeof placeOrder>>;
    try {
      result = await placeOrder(
        orderRequestBody(form, items, zones, draft.idempotencyKey, affiliate, currency),
      );
    } catch (error) {
      const refusal = checkoutFailure(error);
      // A price or stock the shopper was not shown: nothing was charged; show them the cart as it
      // is now, and let them place the order again at the prices they then see.
      if (isStaleLine(refusal) && (await repriceCart()).length > 0) {
        setBusy(false);
        return showErrors({}, CART_CHANGED);
      }
      setBusy(false);
      const field = formField(refusal.field, form);
      return field
        ? showErrors({ [field]: refusal.message }, refusal.message)
        : showErrors({}, refusal.message);
    }
    // Placed: the cart empties, and the next checkout is a new order.
    clearCart();
    dismissCartNotices();
    const store = storage();
    if (store) writeDraft(store, { form: { ...form, mpesaPhone: '' }, idempotencyKey: newKey() });
    // Placed, but its payment did not start: the order's page says why and offers to pay.
    if (result.payment_error)
      keepPaymentNotice(sessionStore(), result.order.access_key, result.payment_error);
    const orderPage = `/order?key=${result.order.access_key}${result.payment_error ? '&payment=failed' : ''}`;
    window.location.assign(result.payment?.provider === 'card' ? result.payment.redirect_url : orderPage);
  }

  if (items.length === 0 && !busy)
    return (
      <div className="card p-8 text-center">
        <CartNotices className="mb-6 text-left" />
        <h2 className="font-display text-2xl font-semibold">Your cart is empty</h2>
        <p className="mt-2 text-ink-soft">Add some items to get started</p>
        <a href="/products" className="btn-primary mt-6">
          Continue Shopping
        </a>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="space-y-6">
        {notice && (
          <p
            ref={noticeRef}
            tabIndex={-1}
            role="alert"
            className="rounded-xl bg-clay/10 p-4 text-sm font-medium text-clay-dark"
          >
            {notice}
          </p>
        )}
        <ContactSection form={form} errors={errors} update={update} />
        <DeliverySection form={form} errors={errors} update={update} zones={zones} subtotal={subtotal} />
        <PaymentSection
          form={form}
          errors={errors}
          update={update}
          available={methods}
          zone={zone}
          total={total}
        />
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummary
          items={items}
          subtotal={subtotal}
          fee={fee}
          affiliate={affiliate}
          linesError={errors.lines}
          busy={busy}
          checking={checking}
          ready={optionsAnswered}
        />
      </div>
    </form>
  );
}
