/**
 * The product view the not-found page draws (src/scripts/product-fallback.ts) for a product added
 * since the last publish: its picture (its photograph, or the designed placeholder: its artwork is
 * drawn at the next publish) beside the same buy box as the built product page
 * (src/lib/html/buy-box.ts), in the built page's frame (ProductView.astro), so the page's scripts
 * treat it alike. Every value is escaped.
 */
import type { Currency } from '../money';
import type { Product } from '../products';
import { buyBoxHtml } from './buy-box';
import { attributes, escapeHtml } from './markup';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * The badges over a product view's picture: its discount and whether it is new. The built page's
 * gallery draws them too, and redraws them when the discount has changed since the build.
 *
 * @example pictureBadgesHtml({ discount: 10, newArrival: false }) // '<span class="badge-sale">-10%</span>'
 */
export function pictureBadgesHtml(p: Pick<Product, 'discount' | 'newArrival'>): string {
  return (
    (p.discount > 0 ? `<span class="badge-sale">-${p.discount}%</span>` : '') +
    (p.newArrival ? '<span class="badge-new">New</span>' : '')
  );
}

/**
 * The product view's HTML.
 *
 * @example host.innerHTML = productViewHtml(product, { currency: 'KSH', saved: false });
 */
export function productViewHtml(p: Product, options: { currency: Currency; saved: boolean }): string {
  // Every colour shows the one picture there is until the artwork is drawn.
  const picture = p.photo ?? PLACEHOLDER_IMAGE;
  return (
    '<div class="page pt-6">' +
    `<div class="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14" data-product-view data-product-id="${escapeHtml(p.productId)}">` +
    '<div class="relative overflow-hidden rounded-3xl bg-cream-deep lg:self-start">' +
    `<img${attributes({ src: picture, alt: p.imageAlt, width: 800, height: 1000, decoding: 'async', class: 'aspect-[4/5] w-full object-cover', 'data-main-image': true })}>` +
    `<div class="absolute left-4 top-4 flex flex-col items-start gap-1" data-picture-badges>${pictureBadgesHtml(p)}</div></div>` +
    `<div>${buyBoxHtml(p, { ...options, picture: () => picture })}</div>` +
    '</div></div>'
  );
}
