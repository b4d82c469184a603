/**
 * The buy box as an HTML string: kind, brand, name, rating, price, stock, the Add to Cart form
 * (colour and size choice, wishlist heart), the shop's promises and the description. The built
 * product page draws it (src/components/product/BuyBox.astro) and so does the not-found page for a
 * product added since the last publish (src/lib/html/product-view.ts): one markup, so the
 * page's scripts (add to cart, hearts, colour choice, currency) treat both alike, and a built page
 * corrects its price and stock lines after load with the same parts (src/scripts/product-freshness.ts).
 * Every catalogue value is escaped.
 */
import { BUSINESS } from '../config';
import { discountedPrice, type Currency } from '../money';
import type { Product } from '../products';
import { productKindLabel, productPicture } from '../products';
import { fitAdvice } from '../../../supabase/functions/_shared/contracts/fit';
import { productAttributes, productDataset } from '../shopper/product-dataset';
import { orderMessage, WHATSAPP_BUTTON, whatsAppLink } from '../whatsapp';
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

/** What Add to Cart says under the sizes when none is chosen. */
export const CHOOSE_A_SIZE = 'Choose a size';
export const SIZE_MESSAGE_ID = 'size-message';
/** What buyers' reviews say of the fit, under the sizes (the size group is described by it). */
const FIT_ADVICE_ID = 'fit-advice';
/** The buy box's form, which the phone's buy bar submits too. */
const BUY_FORM_ID = 'buy-box-form';

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
  // Where the size is chosen, what buyers said of the fit (the reviews say it again, with them);
  // nothing of a size up or down where there is one size.
  const fit = p.reviews && only === undefined ? fitAdvice(p.reviews.fits) : null;
  const advice = fit
    ? `<p class="mt-2 text-sm text-ink-soft" id="${FIT_ADVICE_ID}" data-fit-advice><span class="font-semibold text-ink">Fit:</span> ${escapeHtml(fit)}</p>`
    : '';
  const guide = NO_SIZE_GUIDE.has(p.category)
    ? ''
    : `<a href="/size-guide" class="link float-right inline-flex items-center gap-1 text-sm">${iconHtml('ruler', 16)}Size guide</a>`;
  // The store's own words when Add to Cart is pressed with no size chosen (add-to-cart.ts).
  const missing =
    only === undefined
      ? `<p class="mt-2 text-sm font-medium text-clay" id="${SIZE_MESSAGE_ID}" role="alert" data-size-message hidden>${CHOOSE_A_SIZE}</p>`
      : '';
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
    // The legend comes first, so it names the group; the guide's link floats beside it.
    `<fieldset${attributes({ 'aria-describedby': fit ? FIT_ADVICE_ID : undefined })}>` +
    `<legend class="float-left text-sm font-semibold">Size${only === undefined ? '' : `: ${escapeHtml(only)}`}</legend>${guide}` +
    `<div class="clear-both">${choice}${advice}${missing}</div></fieldset>`
  );
}

/**
 * On a phone, a bar at the foot of the screen with the price and Add to Cart, shown while the buy
 * box's own button is off screen (add-to-cart.ts): its button submits the same form.
 */
function buyBarHtml(offer: Offer, stock: { available: boolean }, currency?: Currency): string {
  return (
    '<div class="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-cream px-4 py-3 shadow-card sm:hidden" data-buy-bar data-pagefind-ignore hidden>' +
    `<p class="min-w-0 flex-1 tabular-nums" data-buy-bar-price>${buyBarPriceHtml(offer, currency)}</p>` +
    `<button type="submit" form="${BUY_FORM_ID}" class="btn-primary"${stock.available ? '' : ' disabled'} data-add-to-cart>${addToCartLabel(offer)}</button>` +
    '</div>'
  );
}

/**
 * "Order on WhatsApp": a chat with the store, the product in the first colour ready to send; the
 * click takes the colour and size chosen instead (size-choice.ts, which asks for a size first).
 */
function whatsAppOrderHtml(p: Product): string {
  const message = orderMessage([
    { name: p.name, quantity: 1, unitKes: p.finalPrice, colour: p.colors[0]?.name },
  ]);
  return (
    `<a${attributes({ href: whatsAppLink(message), target: '_blank', rel: 'noopener', class: WHATSAPP_BUTTON, 'data-whatsapp-order': true })}>` +
    'Order on WhatsApp</a>'
  );
}

function promisesHtml(p: Product): string {
  const promise = (icon: 'truck' | 'rotate-ccw' | 'shield-check', text: string) =>
    `<li class="flex gap-2">${iconHtml(icon, 18, 'text-teal')}${escapeHtml(text)}</li>`;
  return (
    '<ul class="mt-6 grid gap-3 rounded-2xl bg-white p-4 text-sm text-ink-soft sm:grid-cols-3" data-pagefind-ignore>' +
    promise(
      'truck',
      `Free delivery in Kenya over KSH ${BUSINESS.freeDeliveryKenyaKes.toLocaleString('en-KE')}`,
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
 * What the buy box's price and stock lines are drawn from: the fields of a product that a read
 * after the page was built may find changed (src/scripts/product-freshness.ts). The built page
 * carries them in its price line's `data-offer`; null stands for a product no longer sold.
 */
export type Offer = Pick<Product, 'price' | 'discount' | 'stock' | 'inStock'>;

/** What the buy box says of a product removed from the shop since its page was built. */
export const NO_LONGER_SOLD = 'No longer sold';

/** The offer of a product. */
export function offerOf(p: Offer): Offer {
  return { price: p.price, discount: p.discount, stock: p.stock, inStock: p.inStock };
}

/**
 * The stock line's words and colour, and whether Add to Cart takes the product: at most ten left
 * is low stock; a product no longer sold (null) cannot be bought.
 *
 * @example stockState({ price: 4200, discount: 0, stock: 3, inStock: true }).words // 'Only 3 left in stock'
 */
export function stockState(offer: Offer | null): { words: string; colour: string; available: boolean } {
  if (!offer) return { words: NO_LONGER_SOLD, colour: 'text-ink-muted', available: false };
  if (!offer.inStock) return { words: 'Sold out', colour: 'text-ink-muted', available: false };
  return offer.stock <= 10
    ? { words: `Only ${offer.stock} left in stock`, colour: 'text-clay', available: true }
    : { words: 'In stock', colour: 'text-teal', available: true };
}

/** The price line's content: the price after discount and, when discounted, the struck list price. */
export function priceLineHtml(offer: Offer, currency?: Currency): string {
  const was =
    offer.discount > 0
      ? `<s class="text-lg text-ink-muted"><span class="sr-only">was </span>${priceHtml(offer.price, undefined, currency)}</s>` +
        `<span class="badge-sale">Save ${offer.discount}%</span>`
      : '';
  return `${priceHtml(discountedPrice(offer.price, offer.discount), 'text-2xl font-semibold', currency)}${was}`;
}

/** The buy bar's price: the price after discount. */
export function buyBarPriceHtml(offer: Offer, currency?: Currency): string {
  return priceHtml(discountedPrice(offer.price, offer.discount), 'text-lg font-semibold', currency);
}

/** Add to Cart's label: the stock line's words when the product cannot be bought. */
export function addToCartLabel(offer: Offer | null): string {
  const state = stockState(offer);
  return state.available ? 'Add to Cart' : state.words;
}

/**
 * Which of the buy box's lines differ between the offer a page shows and the product's offer
 * now: the price line (price, discount, list price) and the stock line (its words, hence Add to
 * Cart). A stock count that changes no words is no change; a product no longer sold keeps the
 * price it showed.
 *
 * @example offerChanges(built, { ...built, inStock: false }) // { price: false, stock: true }
 */
export function offerChanges(shown: Offer | null, now: Offer | null): { price: boolean; stock: boolean } {
  return {
    price: now !== null && (shown === null || priceLineHtml(shown) !== priceLineHtml(now)),
    stock: stockState(shown).words !== stockState(now).words,
  };
}

/**
 * "Tell me when it is back": the form of a product built sold out; for one built in stock, a
 * button in the place of "Order on WhatsApp" (the same size, so nothing moves) that the page's
 * freshness check shows once the product is found sold out, and that opens the form when tapped.
 * Sent by src/scripts/stock-alert.ts.
 */
export function stockAlertHtml(p: Pick<Product, 'productId' | 'sizes'>, available: boolean): string {
  const sizes =
    p.sizes.length > 1
      ? `<label class="grid gap-1 text-sm font-semibold">Size<select name="size" class="field font-normal"><option value="">Any size</option>${p.sizes
          .map((size) => `<option>${escapeHtml(size)}</option>`)
          .join('')}</select></label>`
      : '';
  return (
    `<form${attributes({ class: 'mt-6 grid gap-3 rounded-2xl border border-line bg-white p-4', novalidate: true, hidden: available, 'data-stock-alert': p.productId, 'aria-labelledby': 'stock-alert-title', 'data-pagefind-ignore': true })}>` +
    '<h2 id="stock-alert-title" class="font-semibold">Tell me when it is back</h2>' +
    '<p class="-mt-2 text-sm text-ink-muted">One message when it is back in stock, by email or SMS. Nothing else.</p>' +
    sizes +
    '<label class="grid gap-1 text-sm font-semibold">Email or phone<input name="contact" class="field font-normal" autocomplete="email" required maxlength="254"></label>' +
    '<button type="submit" class="btn-primary">Notify Me</button>' +
    '<p class="text-sm" role="status" data-stock-alert-status></p></form>'
  );
}

/** The button that takes "Order on WhatsApp"'s place once a product built in stock is found sold out. */
const STOCK_ALERT_OPENER =
  '<button type="button" class="btn w-full border border-ink/30 text-ink hover:bg-cream-deep" hidden data-stock-alert-open>Tell me when it is back</button>';

/**
 * The buy box's HTML for a product.
 *
 * @example <Fragment set:html={buyBoxHtml(product)} />                        // the built page
 * @example host.innerHTML = buyBoxHtml(product, { picture: () => photo, currency: 'USD' });
 */
export function buyBoxHtml(p: Product, options: BuyBoxOptions = {}): string {
  const { picture = (index: number) => productPicture(p, index), currency, saved = false } = options;
  const offer = offerOf(p);
  const stock = stockState(offer);
  // The form carries its product for the Add to Cart listener (src/scripts/shopper/add-to-cart.ts).
  const product = { ...productDataset(p), image: picture(0) };
  return (
    `<p class="eyebrow">${escapeHtml(productKindLabel(p))}</p>` +
    `<p class="mt-3 text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">${escapeHtml(p.brand)}</p>` +
    `<h1 class="mt-1 font-display text-3xl font-semibold leading-tight sm:text-4xl" data-pagefind-meta="title">${escapeHtml(p.name)}</h1>` +
    `<div class="mt-3" data-pagefind-ignore>${ratingHtml(p.rating, p.reviewCount, 'md')}</div>` +
    // Polite live regions: a correction after load (or a currency switch) is read out.
    `<p${attributes({
      class: 'mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums',
      'aria-live': 'polite',
      'data-pagefind-ignore': true,
      'data-offer': JSON.stringify(offer),
    })}>${priceLineHtml(offer, currency)}</p>` +
    `<p class="mt-2 text-sm font-medium ${stock.colour}" aria-live="polite" data-stock-state data-pagefind-ignore>${stock.words}</p>` +
    `<form${attributes({ id: BUY_FORM_ID, class: 'mt-6 space-y-5', novalidate: true, 'data-pagefind-ignore': true, 'data-add-to-cart-form': true, ...productAttributes(product) })}>` +
    coloursHtml(p, picture) +
    sizesHtml(p) +
    '<div class="flex gap-3">' +
    `<button type="submit" class="btn-primary flex-1"${stock.available ? '' : ' disabled'} data-add-to-cart>${addToCartLabel(offer)}</button>` +
    wishlistButtonHtml(product, { className: 'h-11 w-11 border border-line bg-white', size: 20, saved }) +
    '</div>' +
    (stock.available ? whatsAppOrderHtml(p) + STOCK_ALERT_OPENER : '') +
    '</form>' +
    stockAlertHtml(p, stock.available) +
    buyBarHtml(offer, stock, currency) +
    promisesHtml(p) +
    '<section class="mt-8" aria-labelledby="description-heading">' +
    '<h2 id="description-heading" class="font-display text-xl font-semibold" data-pagefind-ignore>Description</h2>' +
    `<p class="mt-3 leading-relaxed text-ink-soft">${escapeHtml(p.description)}</p>` +
    `<dl class="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">${detailsHtml(p)}</dl></section>`
  );
}
