/**
 * The cart drawer (spec section 2): "Shopping Cart (count)", the empty state, each line with
 * image, name, price, minus and plus, remove; the total; Checkout, Order on WhatsApp (the lines and
 * total in a WhatsApp message to the store, once the prices are the database's) and Clear Cart.
 *
 * Minus at quantity 1 is disabled rather than removing the line: removing is the explicit Remove
 * button, so a quick double tap on minus never loses an item.
 *
 * Opening the drawer prices the cart from the database (stores/cart-pricing.ts): the total shows
 * once the prices are the database's, and what changed since the lines were added is said above them.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $cartSummary, clearCart } from '../../stores/cart';
import { $cartPricing, dismissCartNotices, repriceCart } from '../../stores/cart-pricing';
import { $cartOpen } from '../../stores/ui';
import { cartTitle } from '../../lib/shopper/panel-titles';
import { orderMessage, WHATSAPP_BUTTON, whatsAppLink } from '../../lib/whatsapp';
import { CartLine } from './CartLine';
import { CartNotices } from './CartNotices';
import { Drawer } from './Drawer';
import { Money } from './Money';
import { EmptyState } from './PanelParts';

export function CartDrawer() {
  const open = useStore($cartOpen);
  const items = useStore($cart);
  const pricing = useStore($cartPricing);
  const { totalItems, totalPrice } = useStore($cartSummary);
  // The products in the cart, as one value: a product added while the drawer is open is priced too.
  const productIds = [...new Set(items.map((item) => item.productId))].sort().join(' ');
  const close = () => $cartOpen.set(false);
  const checkout = () => {
    close();
    window.location.assign('/checkout');
  };
  const clear = () => {
    clearCart();
    dismissCartNotices();
  };

  useEffect(() => {
    if (open && productIds) void repriceCart();
  }, [open, productIds]);

  const checking = pricing.state === 'checking' || pricing.state === 'idle';
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
              {checking ? (
                <span className="text-base font-normal text-ink-muted">Checking prices…</span>
              ) : (
                <Money kes={totalPrice} className="tabular-nums" />
              )}
            </p>
            {pricing.state === 'failed' && (
              <p className="text-sm text-ink-muted">
                We could not check the latest prices just now; the checkout checks them again.
              </p>
            )}
            <button type="button" className="btn-primary w-full" onClick={checkout}>
              Checkout
            </button>
            {!checking && (
              <a
                className={WHATSAPP_BUTTON}
                href={whatsAppLink(orderMessage(items.map((item) => ({ ...item, unitKes: item.price }))))}
                target="_blank"
                rel="noopener"
              >
                Order on WhatsApp
              </a>
            )}
            <button type="button" className="btn-outline w-full" onClick={clear}>
              Clear Cart
            </button>
          </div>
        )
      }
    >
      <CartNotices className="mb-4" />
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
