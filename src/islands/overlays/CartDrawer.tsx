/**
 * The cart drawer (spec section 2): "Shopping Cart (count)", the empty state, each line with
 * image, name, price, minus and plus, remove; the total; Checkout and Clear Cart.
 *
 * Minus at quantity 1 is disabled rather than removing the line: removing is the explicit Remove
 * button, so a quick double tap on minus never loses an item.
 */
import { useStore } from '@nanostores/react';
import { $cart, $cartSummary, clearCart } from '../../stores/cart';
import { $cartOpen } from '../../stores/ui';
import { cartTitle } from '../../lib/shopper/panel-titles';
import { CartLine } from './CartLine';
import { Drawer } from './Drawer';
import { Money } from './Money';
import { EmptyState } from './PanelParts';

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
      title={cartTitle(totalItems)}
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
