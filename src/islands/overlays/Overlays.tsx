/** Everything that floats over a page: the cart drawer, the wishlist panel and the toasts. */
import { CartDrawer } from './CartDrawer';
import { ToastHost } from './ToastHost';
import { WishlistDrawer } from './WishlistDrawer';

export function Overlays() {
  return (
    <>
      <CartDrawer />
      <WishlistDrawer />
      <ToastHost />
    </>
  );
}
