/**
 * The order summary beside the form: the cart to review and edit, the subtotal, the delivery fee
 * and the total in the shopper's currency, what M-Pesa and card will charge in KES, the affiliate
 * code that referred them, and the button that places the order. What changed in the cart since
 * its lines were added is said above them; while the prices are being checked no total shows and
 * the order cannot be placed.
 */
import { useStore } from '@nanostores/react';
import { CartLine } from '../overlays/CartLine';
import { CartNotices } from '../overlays/CartNotices';
import { formatKsh } from '../../lib/money';
import type { CartItem } from '../../lib/shopper/cart';
import type { AffiliateRecord } from '../../lib/shopper/affiliate';
import { $currency } from '../../stores/currency';
import { fieldId } from './fields';
import { Totals } from './Totals';

export function OrderSummary({
  items,
  subtotal,
  fee,
  affiliate,
  linesError,
  busy,
  checking = false,
  ready = true,
}: {
  items: CartItem[];
  subtotal: number;
  /** Null until a delivery zone is chosen. */
  fee: number | null;
  affiliate: AffiliateRecord | null;
  linesError?: string;
  busy: boolean;
  /** The cart's prices are being read from the database. */
  checking?: boolean;
  /** What the order needs besides its prices (the delivery zones) has arrived. */
  ready?: boolean;
}) {
  const currency = useStore($currency);
  const total = subtotal + (fee ?? 0);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="font-display text-xl font-semibold">
        Your order ({count})
      </h2>
      {linesError && (
        <p
          id={fieldId('lines')}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-xl bg-clay/10 p-3 text-sm text-clay-dark"
        >
          {linesError}
        </p>
      )}
      <CartNotices className="mt-3" />
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <Totals subtotal={subtotal} fee={fee} checking={checking}>
        {affiliate && (
          <div className="flex justify-between text-ink-muted">
            <dt>Referred by</dt>
            <dd>{affiliate.code}</dd>
          </div>
        )}
      </Totals>
      <p className="mt-2 text-xs text-ink-muted">
        {currency === 'USD' && !checking
          ? `M-Pesa and card charge the amount in KSH: ${formatKsh(total)}. Dollar prices are a guide.`
          : 'M-Pesa and card charge the amount in KSH.'}
      </p>
      <button
        type="submit"
        className="btn-primary mt-5 w-full"
        disabled={busy || checking || !ready}
        aria-busy={busy}
      >
        {busy ? 'Placing your order…' : 'Place order'}
      </button>
    </section>
  );
}
