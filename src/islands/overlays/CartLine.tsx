/** One cart line: image, name, options, price, minus and plus, and remove (the drawer and the checkout). */
import { Minus, Plus, Trash2 } from 'lucide-react';
import { removeFromCart, updateCartQuantity } from '../../stores/cart';
import { lineKey, MAX_LINE_QUANTITY, type CartItem } from '../../lib/shopper/cart';
import { Money } from './Money';
import { LineImage } from './PanelParts';
import { lineOptions } from '../../../supabase/functions/_shared/contracts/line-options';

export function CartLine({ item }: { item: CartItem }) {
  const key = lineKey(item);
  const options = lineOptions(item.colour, item.size);
  return (
    <li className="flex gap-4 py-4">
      <LineImage src={item.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium leading-snug">
          {item.url ? (
            <a href={item.url} className="hover:underline">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </p>
        {options && <p className="text-sm text-ink-muted">{options}</p>}
        <Money kes={item.price} className="text-sm font-semibold tabular-nums" />
        <div className="mt-auto flex items-center gap-2">
          <div className="inline-flex items-center rounded-full border border-line bg-white">
            <button
              type="button"
              className="icon-btn h-9 w-9 sm:h-9 sm:w-9"
              aria-label={`Decrease quantity of ${item.name}`}
              disabled={item.quantity <= 1}
              onClick={() => updateCartQuantity(key, item.quantity - 1)}
            >
              <Minus size={16} aria-hidden="true" />
            </button>
            <span
              className="w-8 text-center text-sm font-semibold tabular-nums"
              aria-label={`Quantity ${item.quantity}`}
            >
              {item.quantity}
            </span>
            <button
              type="button"
              className="icon-btn h-9 w-9 sm:h-9 sm:w-9"
              aria-label={`Increase quantity of ${item.name}`}
              disabled={item.quantity >= MAX_LINE_QUANTITY}
              onClick={() => updateCartQuantity(key, item.quantity + 1)}
            >
              <Plus size={16} aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            className="ml-auto inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-sm text-ink-muted hover:text-clay"
            aria-label={`Remove ${item.name}`}
            onClick={() => removeFromCart(key)}
          >
            <Trash2 size={16} aria-hidden="true" /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}
