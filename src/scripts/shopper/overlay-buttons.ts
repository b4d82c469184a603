/**
 * The header's cart and wishlist buttons open their panels. The cart button is a link to
 * /checkout, so without scripts it still leads somewhere useful.
 */
import { openCart, openWishlist } from '../../stores/ui';
import { loadOverlays } from '../../islands/loader';

const PANEL_BUTTONS = '[data-cart-button], [data-wishlist-button]';

// A pointer over a button or focus on it is a strong hint: start fetching the panels' code then,
// so less of it stands between the click and the drawer.
for (const type of ['pointerover', 'focusin'] as const)
  document.addEventListener(type, (event) => {
    if ((event.target as Element | null)?.closest(PANEL_BUTTONS)) void loadOverlays();
  });

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  if (target?.closest('[data-cart-button]')) {
    event.preventDefault();
    void openCart();
  } else if (target?.closest('[data-wishlist-button]')) {
    void openWishlist();
  }
});
