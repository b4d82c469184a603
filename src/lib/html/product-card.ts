/**
 * A product tile as an HTML string: artwork, badges, wishlist heart, quick add, brand, name,
 * rating and price. The build draws list pages with it and the list script draws filtered
 * results with it, so both are the same markup. Every catalogue value is escaped.
 */
import type { ListItem } from '../list-filters';
import type { Currency } from '../money';
import { DEFAULT_CURRENCY, formatPrice } from '../money';
import { imageAltText, productPicture, productUrl } from '../products';
import type { ProductDataset } from '../shopper/product-dataset';
import { productAttributes } from '../shopper/product-dataset';
import { attributes, escapeHtml } from './markup';
import type { IconSize } from './icons';
import { iconHtml } from './icons';

/** A KES amount that follows the shopper's currency (src/scripts/currency.ts). */
export function priceHtml(kes: number, className?: string, currency: Currency = DEFAULT_CURRENCY): string {
  return `<span${attributes({ class: className, 'data-price-kes': kes })}>${escapeHtml(formatPrice(kes, currency))}</span>`;
}

/** Five stars filled to `value` out of 5, for the eye only (the text beside them is read out). */
export function starsHtml(value: number, size: 'sm' | 'md' | 'lg' = 'sm'): string {
  const percent = Math.round((value / 5) * 100);
  const text = { sm: 'text-sm', md: 'text-lg', lg: 'text-2xl' }[size];
  return (
    `<span class="relative inline-block leading-none ${text}" aria-hidden="true">` +
    `<span class="text-line">★★★★★</span>` +
    `<span class="absolute inset-0 overflow-hidden whitespace-nowrap text-gold" style="width:${percent}%">★★★★★</span></span>`
  );
}

/** "1 review", "3 reviews". */
export const reviewsCount = (count: number) =>
  `${count.toLocaleString('en-KE')} review${count === 1 ? '' : 's'}`;

/**
 * A product's stars and what they are: buyers' average and how many reviewed it (`count` > 0), or
 * the shop's own rating, said to be the store's, until the first review (`count` 0); a product with
 * neither says "No reviews yet". On a product page (`md`) it links to the page's reviews.
 */
export function ratingHtml(value: number, count: number, size: 'sm' | 'md' = 'sm'): string {
  const text = size === 'sm' ? 'text-xs' : 'text-sm';
  if (value <= 0) return `<p class="text-ink-muted ${text}">No reviews yet</p>`;
  const shown = value.toFixed(1);
  const read =
    count > 0
      ? `Rated ${shown} out of 5 by ${reviewsCount(count)} from verified buyers`
      : `Store rating ${shown} out of 5, no reviews from buyers yet`;
  const seen =
    count > 0
      ? size === 'sm'
        ? `${shown} (${count})`
        : `${shown} · ${reviewsCount(count)}`
      : `${shown} · Store rating`;
  const label = `<span class="sr-only">${read}</span><span aria-hidden="true">${seen}</span>`;
  return (
    `<p class="flex flex-wrap items-center gap-x-1.5 text-ink-muted ${text}">${starsHtml(value, size)}` +
    (size === 'md' ? `<a href="#reviews" class="hover:underline">${label}</a>` : label) +
    `</p>`
  );
}

/**
 * The heart toggle (data-wishlist-toggle), carrying what the wishlist keeps of the product unless
 * `carried` says an element around it does.
 */
export function wishlistButtonHtml(
  product: ProductDataset,
  options: { className?: string; size?: IconSize; saved?: boolean; carried?: boolean } = {},
): string {
  const { className, size = 18, saved = false, carried = false } = options;
  const label = `${saved ? 'Remove' : 'Add'} ${product.name} ${saved ? 'from' : 'to'} wishlist`;
  return `<button${attributes({
    type: 'button',
    class: ['icon-btn', className].filter(Boolean).join(' '),
    'aria-label': label,
    'aria-pressed': String(saved),
    'data-wishlist-toggle': true,
    ...(carried ? {} : productAttributes(product)),
  })}>${iconHtml('heart', size)}</button>`;
}

/** What a list item carries into its buttons. */
export function listItemDataset(item: ListItem): ProductDataset {
  return {
    productId: item.id,
    name: item.name,
    price: item.price,
    image: productPicture({ productId: item.id, photo: item.image }),
    url: productUrl(item.id),
    sizes: item.sizes,
  };
}

export interface CardOptions {
  /** Above-the-fold tiles load their artwork at once. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  currency?: Currency;
  /** Whether the product is in the shopper's wishlist (the heart's state). */
  saved?: boolean;
}

export function productCardHtml(item: ListItem, options: CardOptions = {}): string {
  const { eager = false, headingLevel: heading = 'h3', currency = DEFAULT_CURRENCY, saved = false } = options;
  const dataset = listItemDataset(item);
  const name = escapeHtml(item.name);
  const badges =
    (item.discount > 0 ? `<span class="badge-sale">-${item.discount}%</span>` : '') +
    (item.newArrival ? '<span class="badge-new">New</span>' : '') +
    (item.inStock ? '' : '<span class="badge bg-ink text-cream">Sold out</span>');
  const quickAdd = item.inStock
    ? `<button${attributes({
        type: 'button',
        class:
          'icon-btn absolute bottom-2 right-2 z-10 h-10 w-10 bg-ink text-cream shadow-card hover:bg-ink-soft',
        'aria-label': `Add ${item.name} to cart`,
        'data-quick-add': true,
      })}>${iconHtml('plus', 20)}</button>`
    : '';
  const was =
    item.discount > 0
      ? `<s class="text-sm text-ink-muted"><span class="sr-only">was </span>${priceHtml(item.listPrice, undefined, currency)}</s>`
      : '';
  return (
    // The card carries its product's data once, for both of its buttons.
    `<article${attributes({
      class: 'group relative flex h-full flex-col',
      'data-product-card': true,
      ...productAttributes(dataset),
      'data-colour': item.colour,
    })}>` +
    '<div class="relative overflow-hidden rounded-2xl bg-cream-deep">' +
    `<img${attributes({
      src: dataset.image,
      alt: imageAltText(item.name, item.colour),
      width: 400,
      height: 500,
      loading: eager ? 'eager' : 'lazy',
      decoding: 'async',
      fetchpriority: eager ? 'high' : undefined,
      class: 'aspect-[4/5] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
    })}>` +
    `<div class="absolute left-3 top-3 flex flex-col items-start gap-1">${badges}</div>` +
    wishlistButtonHtml(dataset, {
      className: 'absolute right-2 top-2 z-10 h-10 w-10 bg-white/90 shadow-card hover:bg-white',
      saved,
      carried: true,
    }) +
    quickAdd +
    '</div>' +
    '<div class="flex flex-1 flex-col gap-1 pt-3">' +
    `<p class="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">${escapeHtml(item.brand)}</p>` +
    `<${heading} class="font-sans text-[15px] font-medium leading-snug text-ink">` +
    `<a href="${escapeHtml(dataset.url!)}" class="after:absolute after:inset-0 after:content-[''] hover:underline">${name}</a></${heading}>` +
    ratingHtml(item.rating, item.reviewCount) +
    '<p class="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1 tabular-nums">' +
    priceHtml(item.price, 'font-semibold text-ink', currency) +
    was +
    '</p></div></article>'
  );
}

/** A card as an item of a product list's grid. */
export function listTileHtml(item: ListItem, options: CardOptions = {}): string {
  return `<li${attributes({ 'data-product-id': item.id })}>${productCardHtml(item, options)}</li>`;
}
