/** Every heart on the page shows whether its product is in the wishlist, and toggles it. */
import { $wishlist, toggleWishlist } from '../../stores/wishlist';
import { productElement, readProductDataset } from '../../lib/shopper/product-dataset';

$wishlist.subscribe((items) => {
  const saved = new Set(items.map((item) => item.productId));
  for (const button of document.querySelectorAll<HTMLElement>('[data-wishlist-toggle]')) {
    const product = productElement(button)?.dataset;
    const inList = saved.has(product?.productId ?? '');
    button.setAttribute('aria-pressed', String(inList));
    const name = product?.name ?? 'this product';
    button.setAttribute('aria-label', inList ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`);
  }
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-wishlist-toggle]');
  if (!button) return;
  event.preventDefault();
  const item = readProductDataset(button);
  if (item) toggleWishlist(item);
});
