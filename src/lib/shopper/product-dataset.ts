/**
 * What a heart or a quick-add button carries of its product, as data attributes written at build
 * and read back by the scripts: one definition for both sides.
 */
import type { Product } from '../products';

export interface ProductDataset {
  productId: string;
  name: string;
  /** Whole KES, after any discount. */
  price: number;
  image?: string;
  url?: string;
  sizes: string[];
}

/** The attributes to spread on the element (Astro: `{...productAttributes(p)}`). */
export function productAttributes(p: Product): Record<string, string | number> {
  return {
    'data-product-id': p.productId,
    'data-name': p.name,
    'data-price': p.finalPrice,
    'data-image': p.image,
    'data-url': p.url,
    'data-sizes': p.sizes.join(','),
  };
}

/** Reads them back; null when the element does not carry a product. */
export function readProductDataset(element: HTMLElement): ProductDataset | null {
  const { productId, name, price, image, url, sizes } = element.dataset;
  if (!productId || !name || !Number.isFinite(Number(price))) return null;
  return { productId, name, price: Number(price), image, url, sizes: sizes ? sizes.split(',') : [] };
}
