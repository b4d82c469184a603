/**
 * The cart drawer (spec section 2): "Shopping Cart (count)", the empty state, each line with
 * image, name, price, minus and plus, remove; the total; Checkout and Clear Cart.
 *
 * Minus at quantity 1 is disabled rather than removing the line: removing is the explicit Remove
 * button, so a quick double tap on minus never loses an item.
 */
import { useStore } from '@nanostores/react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { $cart, $cartSummary, clearCart, removeFromCart, updateCartQuantity } from '../../stores/cart';
import { $cartOpen } from '../../stores/ui';
import { lineKey, MAX_LINE_QUANTITY, type CartItem } from '../../lib/shopper/cart';
import { Drawer } from './Drawer';
import { Money } from './Money';
import { EmptyState, LineImage } from './PanelParts';

function CartLine({ item }: { item: CartItem }) {
  const key = lineKey(item);
  const options = [item.colour, item.size && `Size ${item.size}`].filter(Boolean).join(' · ');
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

export function CartDrawer() {
  const open = useStore($cartOpen);
  const items = useStore($cart);
  const { totalItems, totalPrice } = useStore($cartSummary);
  const close = () => $cartOpen.set(false);
  const checkout = () => {
    close();
    window.location.assign('/checkout');
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      title={`Shopping Cart (${totalItems})`}
      labelId="cart-drawer-title"
      footer={
        items.length > 0 && (
          <div className="space-y-3">
            <p className="flex items-baseline justify-between text-lg font-semibold">
              <span>Total</span>
              <Money kes={totalPrice} className="tabular-nums" />
            </p>
            <button type="button" className="btn-primary w-full" onClick={checkout}>
              Checkout
            </button>
            <button type="button" className="btn-outline w-full" onClick={clearCart}>
              Clear Cart
            </button>
          </div>
        )
      }
    >
      {items.length === 0 ? (
        <EmptyState title="Your cart is empty" text="Add some items to get started" onContinue={close} />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
