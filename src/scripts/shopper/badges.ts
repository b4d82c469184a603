/**
 * The header's cart and wishlist counts, filled from storage as soon as the page runs scripts —
 * no React needed — and kept current as the cart changes here or in another tab. Changes made
 * after load are also said aloud through the header's polite live region.
 */
import { $cartSummary } from '../../stores/cart';
import { $wishlistCount } from '../../stores/wishlist';

const announcer = document.querySelector<HTMLElement>('[data-shopper-announcer]');

function show(selector: string, count: number) {
  for (const badge of document.querySelectorAll<HTMLElement>(selector)) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
}

function labelButton(selector: string, label: string) {
  for (const button of document.querySelectorAll<HTMLElement>(selector))
    button.setAttribute('aria-label', label);
}

let cartLoaded = false;
$cartSummary.subscribe(({ totalItems }) => {
  show('[data-cart-count]', totalItems);
  const label = totalItems === 1 ? 'Cart, 1 item' : `Cart, ${totalItems} items`;
  labelButton('[data-cart-button]', label);
  if (cartLoaded && announcer) announcer.textContent = `${label} in total`;
  cartLoaded = true;
});

let wishlistLoaded = false;
$wishlistCount.subscribe((count) => {
  show('[data-wishlist-count]', count);
  const label = count === 1 ? 'Wishlist, 1 item' : `Wishlist, ${count} items`;
  labelButton('[data-wishlist-button]', label);
  if (wishlistLoaded && announcer) announcer.textContent = label;
  wishlistLoaded = true;
});
