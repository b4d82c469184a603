/**
 * The header's cart and wishlist buttons open their panels. The cart button is a link to
 * /checkout, so without scripts it still leads somewhere useful.
 */
import { openCart, openWishlist } from '../../stores/ui';

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  if (target?.closest('[data-cart-button]')) {
    event.preventDefault();
    void openCart();
  } else if (target?.closest('[data-wishlist-button]')) {
    void openWishlist();
  }
});
