/**
 * What the assistant's actions do on the page (spec section 4): add_to_cart adds the item, opens
 * the cart and says 'Added to Cart'; view_cart opens the cart with the item count; checkout goes
 * to /checkout after 500 ms with the toast 'Checkout'.
 */
import type { ChatAction } from '../../lib/chat/conversation';
import { productImagePath, productUrl } from '../../lib/products';
import { $cartSummary, addToCart } from '../../stores/cart';
import { showToast } from '../../stores/toasts';
import { openCart } from '../../stores/ui';

export const CHECKOUT_DELAY_MS = 500;

export function performAction(
  action: ChatAction,
  navigate: (path: string) => void = (path) => location.assign(path),
): void {
  if (action.type === 'add_to_cart' && action.product) {
    const { productId, name, price, quantity, size, colour } = action.product;
    addToCart({
      productId,
      name,
      price,
      quantity,
      image: productImagePath(productId),
      url: productUrl(productId),
      ...(size ? { size } : {}),
      ...(colour ? { colour } : {}),
    });
    openCart();
    showToast('Added to Cart', `${quantity > 1 ? `${quantity} × ` : ''}${name} has been added to your cart.`);
  } else if (action.type === 'view_cart') {
    openCart();
    const count = $cartSummary.get().totalItems;
    showToast('Your Cart', `You have ${count} ${count === 1 ? 'item' : 'items'} in your cart.`);
  } else if (action.type === 'navigate_to_checkout') {
    showToast('Checkout', 'Taking you to checkout…');
    setTimeout(() => navigate('/checkout'), CHECKOUT_DELAY_MS);
  }
}
