/** The footer's demo button: fills the cart and the wishlist, and says so (spec section 8). */
import { addToCart } from '../../stores/cart';
import { addToWishlist } from '../../stores/wishlist';
import { showToast } from '../../stores/toasts';
import type { DemoItems } from '../../lib/shopper/demo';

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-demo-items]');
  if (!button) return;
  const demo = JSON.parse(button.dataset.demoItems ?? '{}') as Partial<DemoItems>;
  for (const item of demo.cart ?? []) addToCart(item);
  for (const item of demo.wishlist ?? []) addToWishlist(item);
  showToast('Demo Items Added!', 'Check your cart and wishlist to see the functionality.');
});
