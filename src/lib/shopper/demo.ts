/**
 * The footer's demo items (spec section 2): two products for the cart, two for the wishlist, built
 * into the page so the button works without fetching anything.
 */
import type { Product } from '../products';
import type { CartItemInput } from './cart';
import type { WishlistItem } from './wishlist';
import { productDataset } from './product-dataset';

export interface DemoItems {
  cart: CartItemInput[];
  wishlist: WishlistItem[];
}

export function demoItems(products: (Product | undefined)[]): DemoItems {
  const found = products.filter((p): p is Product => p !== undefined);
  return {
    cart: found.slice(0, 2).map((p) => ({
      productId: p.productId,
      name: p.name,
      price: p.finalPrice,
      image: p.image,
      url: p.url,
      size: p.sizes[0],
      colour: p.colors[0]?.name,
    })),
    wishlist: found.slice(2).map((p): WishlistItem => productDataset(p)),
  };
}
