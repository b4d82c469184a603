/**
 * What changed in the cart since its lines were added (new prices, lowered quantities, lines
 * removed), in the drawer and the checkout's summary, until the shopper presses Dismiss. The box is
 * a polite live region that is always there, so notices that arrive with a re-price are read out
 * without taking the shopper's focus.
 */
import { useStore } from '@nanostores/react';
import { Info } from 'lucide-react';
import { noticeKey, noticeText } from '../../lib/shopper/cart-pricing';
import { $cartNotices, dismissCartNotices } from '../../stores/cart-pricing';
import { $currency } from '../../stores/currency';

export function CartNotices({ className = '' }: { className?: string }) {
  const notices = useStore($cartNotices);
  const currency = useStore($currency);
  return (
    <div role="status" aria-live="polite" data-testid="cart-notices">
      {notices.length > 0 && (
        <section
          aria-label="Changes to your cart"
          className={`rounded-xl border border-gold bg-gold-light p-4 text-sm text-ink ${className}`}
        >
          <p className="flex items-start gap-2 font-semibold">
            <Info size={16} aria-hidden="true" className="mt-0.5 shrink-0" /> Your cart has changed since you
            added these items
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {notices.map((notice) => (
              <li key={noticeKey(notice)}>{noticeText(notice, currency)}</li>
            ))}
          </ul>
          <button
            type="button"
            className="-ml-3 mt-3 min-h-9 rounded-full px-3 text-sm font-semibold underline underline-offset-2 hover:text-clay"
            onClick={dismissCartNotices}
          >
            Dismiss
          </button>
        </section>
      )}
    </div>
  );
}
