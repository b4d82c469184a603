/**
 * What a heart, a quick-add button or a buy box's form carries of its product, as data attributes
 * written at build (or by the list script and the not-found page's view) and read back by the
 * scripts: one definition for both sides. A button carries them itself or sits inside the element
 * that does (a product card carries them once for both of its buttons).
 */
import type { Product } from '../products';
import type { CartItemInput } from './cart';

export interface ProductDataset {
  productId: string;
  name: string;
  /** Whole KES, after any discount. */
  price: number;
  image?: string;
  url?: string;
  sizes: string[];
}

/** The dataset of a catalogue product. */
export function productDataset(p: Product): ProductDataset {
  return {
    productId: p.productId,
    name: p.name,
    price: p.finalPrice,
    image: p.image,
    url: p.url,
    sizes: p.sizes,
  };
}

/** The attributes to spread on the element (Astro: `{...productAttributes(productDataset(p))}`). */
export function productAttributes(d: ProductDataset): Record<string, string | number> {
  return {
    'data-product-id': d.productId,
    'data-name': d.name,
    'data-price': d.price,
    ...(d.image ? { 'data-image': d.image } : {}),
    ...(d.url ? { 'data-url': d.url } : {}),
    'data-sizes': d.sizes.join(','),
  };
}

/** The element that carries the product of a button: the button itself or its card. */
export function productElement(button: HTMLElement): HTMLElement | null {
  return button.closest<HTMLElement>('[data-product-id][data-name]');
}

/** Reads back the product of a button; null when neither it nor its card carries one. */
export function readProductDataset(button: HTMLElement): ProductDataset | null {
  const element = productElement(button);
  if (!element) return null;
  const { productId, name, price, image, url, sizes } = element.dataset;
  if (!productId || !name || !Number.isFinite(Number(price))) return null;
  return { productId, name, price: Number(price), image, url, sizes: sizes ? sizes.split(',') : [] };
}

/**
 * The cart line a buy box's form asks for (src/lib/html/buy-box.ts): its product in the colour
 * chosen, with that colour's picture, and the size chosen. Null when the form carries no product.
 *
 * @example addToCart(readCartForm(form)!) // { productId, name, price, url, image, size: 'M', colour: 'Indigo' }
 */
export function readCartForm(form: HTMLFormElement): CartItemInput | null {
  const product = readProductDataset(form);
  if (!product) return null;
  const { sizes: _sizes, ...fields } = product;
  const colour = form.querySelector<HTMLInputElement>('input[name=colour]:checked');
  const size = new FormData(form).get('size');
  return {
    ...fields,
    image: colour?.dataset.image ?? fields.image,
    size: typeof size === 'string' ? size : undefined,
    colour: colour?.value,
  };
}
