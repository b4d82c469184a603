/**
 * What the assistant's actions do on the page (spec section 4): add_to_cart adds the item, opens
 * the cart and says 'Added to Cart'; view_cart opens the cart with the item count; checkout goes
 * to /checkout after 500 ms with the toast 'Checkout'.
 */
import type { ChatAction } from '../../lib/chat/conversation';
import { productImagePath, productPicture, productUrl } from '../../lib/products';
import { $cartSummary, addToCart } from '../../stores/cart';
import { showToast } from '../../stores/toasts';
import { openCart } from '../../stores/ui';

export const CHECKOUT_DELAY_MS = 500;
/** How long adding waits for the product's photograph before it shows the artwork instead. */
export const PHOTO_WAIT_MS = 1500;

/**
 * The picture of a product the assistant adds: its uploaded photograph when it has one (the reply
 * names the product only), else the artwork of the colour chosen. A slow or failed look-up falls
 * back to the artwork, so the cart never waits long.
 */
async function pictureOf(productId: string, colour?: string): Promise<string> {
  const artwork = productImagePath(productId);
  try {
    const { getCatalogueProduct } = await import('../../lib/supabase/products');
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PHOTO_WAIT_MS));
    const product = await Promise.race([getCatalogueProduct(productId), timeout]);
    if (!product) return artwork;
    const shown = product.colors.findIndex((c) => c.name.toLowerCase() === colour?.toLowerCase());
    return productPicture(product, Math.max(0, shown));
  } catch (error) {
    console.warn("The product's photograph could not be looked up; the cart shows its artwork", error);
    return artwork;
  }
}

export function performAction(
  action: ChatAction,
  navigate: (path: string) => void = (path) => location.assign(path),
): void {
  if (action.type === 'add_to_cart' && action.product) {
    const { productId, name, price, quantity, size, colour } = action.product;
    void pictureOf(productId, colour).then((image) => {
      addToCart({
        productId,
        name,
        price,
        quantity,
        image,
        url: productUrl(productId),
        ...(size ? { size } : {}),
        ...(colour ? { colour } : {}),
      });
      openCart();
      showToast(
        'Added to Cart',
        `${quantity > 1 ? `${quantity} × ` : ''}${name} has been added to your cart.`,
      );
    });
  } else if (action.type === 'view_cart') {
    openCart();
    const count = $cartSummary.get().totalItems;
    showToast('Your Cart', `You have ${count} ${count === 1 ? 'item' : 'items'} in your cart.`);
  } else if (action.type === 'navigate_to_checkout') {
    showToast('Checkout', 'Taking you to checkout…');
    setTimeout(() => navigate('/checkout'), CHECKOUT_DELAY_MS);
  }
}
