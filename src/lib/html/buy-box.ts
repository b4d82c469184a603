/**
 * The buy box as an HTML string: kind, brand, name, rating, price, stock, the Add to Cart form
 * (colour and size choice, wishlist heart), the shop's promises and the description. The built
 * product page draws it (src/components/product/BuyBox.astro) and so does the not-found page for a
 * product added since the last publish (src/lib/html/product-view.ts): one markup, so the
 * page's scripts (add to cart, hearts, colour choice, currency) treat both alike. Every catalogue
 * value is escaped.
 */
import { BUSINESS } from '../config';
import type { Currency } from '../money';
import type { Product } from '../products';
import { productKindLabel, productPicture } from '../products';
import { productAttributes, productDataset } from '../shopper/product-dataset';
import { iconHtml } from './icons';
import { attributes, escapeHtml } from './markup';
import { priceHtml, ratingHtml, wishlistButtonHtml } from './product-card';

export interface BuyBoxOptions {
  /** The picture of the product in colour `index`; by default its photograph or that colour's artwork. */
  picture?: (index: number) => string;
  /** The currency prices are drawn in (the currency script updates them later either way). */
  currency?: Currency;
  /** Whether the product is in the shopper's wishlist (the heart's state). */
  saved?: boolean;
}

/** Categories a size guide does not cover. */
const NO_SIZE_GUIDE = new Set(['beauty', 'luxury-watches', 'smart-watches']);

const FOCUS_RING = 'peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-teal';

function coloursHtml(p: Product, picture: (index: number) => string): string {
  // A product made in the admin area may name no colours or sizes: then nothing is asked.
  if (p.colors.length === 0) return '';
  const swatches = p.colors
    .map(
      (c, i) =>
        `<label class="cursor-pointer" title="${escapeHtml(c.name)}"><input${attributes({
          type: 'radio',
          name: 'colour',
          value: c.name,
          checked: i === 0,
          class: 'peer sr-only',
          'data-view-index': i,
          'data-image': picture(i),
        })}>` +
        `<span class="flex h-11 w-11 items-center justify-center rounded-full border-2 border-transparent peer-checked:border-ink ${FOCUS_RING}">` +
        `<span class="h-8 w-8 rounded-full border border-black/10" style="background:${escapeHtml(c.hex)}"></span></span>` +
        `<span class="sr-only">${escapeHtml(c.name)}</span></label>`,
    )
    .join('');
  return (
    '<fieldset><legend class="text-sm font-semibold">Colour: ' +
    `<span class="font-normal text-ink-soft" data-colour-name>${escapeHtml(p.colors[0]!.name)}</span></legend>` +
    `<div class="mt-2 flex flex-wrap gap-2">${swatches}</div></fieldset>`
  );
}

function sizesHtml(p: Product): string {
  if (p.sizes.length === 0) return '';
  const only = p.sizes.length === 1 ? p.sizes[0]! : undefined;
  const guide = NO_SIZE_GUIDE.has(p.category)
    ? ''
    : `<a href="/size-guide" class="link inline-flex items-center gap-1 text-sm">${iconHtml('ruler', 16)}Size guide</a>`;
  const choice =
    only === undefined
      ? '<div class="mt-2 flex flex-wrap gap-2">' +
        p.sizes
          .map(
            (s) =>
              `<label class="cursor-pointer"><input type="radio" name="size" value="${escapeHtml(s)}" required class="peer sr-only">` +
              `<span class="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-line bg-white px-3 text-sm font-medium peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream ${FOCUS_RING}">` +
              `${escapeHtml(s)}</span></label>`,
          )
          .join('') +
        '</div>'
      : `<input type="hidden" name="size" value="${escapeHtml(only)}">`;
  return (
    '<fieldset><div class="flex items-center justify-between">' +
    `<legend class="text-sm font-semibold">Size${only === undefined ? '' : `: ${escapeHtml(only)}`}</legend>${guide}</div>` +
    `${choice}</fieldset>`
  );
}

function promisesHtml(p: Product): string {
  const promise = (icon: 'truck' | 'rotate-ccw' | 'shield-check', text: string) =>
    `<li class="flex gap-2">${iconHtml(icon, 18, 'text-teal')}${escapeHtml(text)}</li>`;
  return (
    '<ul class="mt-6 grid gap-3 rounded-2xl bg-white p-4 text-sm text-ink-soft sm:grid-cols-3" data-pagefind-ignore>' +
    promise(
      'truck',
      `Free delivery in Kenya over KSh ${BUSINESS.freeDeliveryKenyaKes.toLocaleString('en-KE')}`,
    ) +
    promise('rotate-ccw', `${BUSINESS.returnDays}-day returns`) +
    promise('shield-check', p.hasBrand ? 'Authentic, with warranty' : 'Made in Kenya') +
    '</ul>'
  );
}

function detailsHtml(p: Product): string {
  // Sizes stay out of the search index: one-letter sizes would match any word they begin
  // (Pagefind falls back to a prefix). The labels are the same on every page.
  type Row = [term: string, value: string, indexed: boolean];
  const rows: Row[] = [];
  if (p.material) rows.push(['Material', p.material, true]);
  if (p.colors.length) rows.push(['Colours', p.colors.map((c) => c.name).join(', '), true]);
  if (p.sizes.length) rows.push(['Sizes', p.sizes.join(', '), false]);
  rows.push(['Product code', p.productId, false]);
  return rows
    .map(
      ([term, value, indexed]) =>
        `<dt class="font-semibold" data-pagefind-ignore>${term}</dt>` +
        `<dd class="text-ink-soft"${indexed ? '' : ' data-pagefind-ignore'}>${escapeHtml(value)}</dd>`,
    )
    .join('');
}

/**
 * The buy box's HTML for a product.
 *
 * @example <Fragment set:html={buyBoxHtml(product)} />                        // the built page
 * @example host.innerHTML = buyBoxHtml(product, { picture: () => photo, currency: 'USD' });
 */
export function buyBoxHtml(p: Product, options: BuyBoxOptions = {}): string {
  const { picture = (index: number) => productPicture(p, index), currency, saved = false } = options;
  const lowStock = p.inStock && p.stock <= 10;
  const stock = p.inStock ? (lowStock ? `Only ${p.stock} left in stock` : 'In stock') : 'Sold out';
  const stockColour = p.inStock ? (lowStock ? 'text-clay' : 'text-teal') : 'text-ink-muted';
  const was =
    p.discount > 0
      ? `<s class="text-lg text-ink-muted"><span class="sr-only">was </span>${priceHtml(p.price, undefined, currency)}</s>` +
        `<span class="badge-sale">Save ${p.discount}%</span>`
      : '';
  // The form carries its product for the Add to Cart listener (src/scripts/shopper/add-to-cart.ts).
  const product = { ...productDataset(p), image: picture(0) };
  return (
    `<p class="eyebrow">${escapeHtml(productKindLabel(p))}</p>` +
    `<p class="mt-3 text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">${escapeHtml(p.brand)}</p>` +
    `<h1 class="mt-1 font-display text-3xl font-semibold leading-tight sm:text-4xl" data-pagefind-meta="title">${escapeHtml(p.name)}</h1>` +
    `<div class="mt-3" data-pagefind-ignore>${ratingHtml(p.rating, p.reviewCount, 'md')}</div>` +
    '<p class="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums" data-pagefind-ignore>' +
    `${priceHtml(p.finalPrice, 'text-2xl font-semibold', currency)}${was}</p>` +
    `<p class="mt-2 text-sm font-medium ${stockColour}" data-stock-state data-pagefind-ignore>${stock}</p>` +
    `<form${attributes({ class: 'mt-6 space-y-5', 'data-pagefind-ignore': true, 'data-add-to-cart-form': true, ...productAttributes(product) })}>` +
    coloursHtml(p, picture) +
    sizesHtml(p) +
    '<div class="flex gap-3">' +
    `<button type="submit" class="btn-primary flex-1"${p.inStock ? '' : ' disabled'} data-add-to-cart>${p.inStock ? 'Add to Cart' : 'Sold out'}</button>` +
    wishlistButtonHtml(product, { className: 'h-11 w-11 border border-line bg-white', size: 20, saved }) +
    '</div></form>' +
    promisesHtml(p) +
    '<section class="mt-8" aria-labelledby="description-heading">' +
    '<h2 id="description-heading" class="font-display text-xl font-semibold" data-pagefind-ignore>Description</h2>' +
    `<p class="mt-3 leading-relaxed text-ink-soft">${escapeHtml(p.description)}</p>` +
    `<dl class="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">${detailsHtml(p)}</dl></section>`
  );
}
