/**
 * The header's cart and wishlist buttons open their panels. The cart button is a link to
 * /checkout, so without scripts it still leads somewhere useful. Whatever opens a panel (these
 * buttons, Add to Cart, the assistant), its frame shows at once while the panel's code arrives.
 */
import { $cartOpen, $wishlistOpen, openCart, openWishlist } from '../../stores/ui';
import { $cartSummary } from '../../stores/cart';
import { $wishlistCount } from '../../stores/wishlist';
import { loadOverlays } from '../../islands/loader';
import { closeDrawerStandIn, showDrawerStandIn } from '../../islands/overlays/drawer-stand-in';
import { cartTitle, wishlistTitle } from '../../lib/shopper/panel-titles';

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
    openCart();
  } else if (target?.closest('[data-wishlist-button]')) {
    openWishlist();
  }
});

$cartOpen.listen((open) => {
  if (!open) closeDrawerStandIn('cart');
  else showDrawerStandIn('cart', cartTitle($cartSummary.get().totalItems), () => $cartOpen.set(false));
});
$wishlistOpen.listen((open) => {
  if (!open) closeDrawerStandIn('wishlist');
  else showDrawerStandIn('wishlist', wishlistTitle($wishlistCount.get()), () => $wishlistOpen.set(false));
});
