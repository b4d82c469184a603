/**
 * The product view the not-found page draws (src/scripts/product-fallback.ts) for a product added since the last publish: the
 * picture (its photograph, or the designed placeholder: its artwork is drawn at the next
 * publish), brand, name, rating, price, stock, colour and size choice, Add to Cart and the
 * wishlist heart, then the description. The same classes and data attributes as the built
 * product page (ProductView.astro), so the page's scripts treat it alike. Every value is escaped.
 */
import type { Currency } from '../money';
import type { Product } from '../products';
import { CATEGORY_LABELS, TYPE_LABELS } from '../labels';
import { productDataset } from '../shopper/product-dataset';
import { attributes, escapeHtml } from './markup';
import { priceHtml, ratingHtml, wishlistButtonHtml } from './product-card';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** The page title the built product page would have. */
export function productTitle(p: Product): string {
  return `${p.name}${p.hasBrand ? ` by ${p.brand}` : ''}`;
}

function kindLabel(p: Product): string {
  const category = CATEGORY_LABELS[p.category] ?? p.category;
  const type = TYPE_LABELS[p.type] ?? p.type;
  return category === type ? category : `${category} · ${type}`;
}

const RADIO_CHIP =
  'peer-checked:border-ink peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-teal';

function coloursHtml(p: Product, picture: string): string {
  if (!p.colors.length) return '';
  const swatches = p.colors
    .map(
      (c, i) =>
        `<label class="cursor-pointer" title="${escapeHtml(c.name)}"><input${attributes({
          type: 'radio',
          name: 'colour',
          value: c.name,
          checked: i === 0,
          class: 'peer sr-only',
          'data-image': picture,
        })}><span class="flex h-11 w-11 items-center justify-center rounded-full border-2 border-transparent ${RADIO_CHIP}">` +
        `<span class="h-8 w-8 rounded-full border border-black/10" style="background:${escapeHtml(c.hex)}"></span></span>` +
        `<span class="sr-only">${escapeHtml(c.name)}</span></label>`,
    )
    .join('');
  return (
    `<fieldset><legend class="text-sm font-semibold">Colour: <span class="font-normal text-ink-soft" data-colour-name>${escapeHtml(p.colors[0]!.name)}</span></legend>` +
    `<div class="mt-2 flex flex-wrap gap-2">${swatches}</div></fieldset>`
  );
}

function sizesHtml(p: Product): string {
  if (!p.sizes.length) return '';
  if (p.sizes.length === 1)
    return `<fieldset><legend class="text-sm font-semibold">Size: ${escapeHtml(p.sizes[0]!)}</legend><input type="hidden" name="size" value="${escapeHtml(p.sizes[0]!)}"></fieldset>`;
  const chips = p.sizes
    .map(
      (s) =>
        `<label class="cursor-pointer"><input type="radio" name="size" value="${escapeHtml(s)}" required class="peer sr-only">` +
        `<span class="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-line bg-white px-3 text-sm font-medium peer-checked:bg-ink peer-checked:text-cream ${RADIO_CHIP}">${escapeHtml(s)}</span></label>`,
    )
    .join('');
  return `<fieldset><legend class="text-sm font-semibold">Size</legend><div class="mt-2 flex flex-wrap gap-2">${chips}</div></fieldset>`;
}

function detailsHtml(p: Product): string {
  const rows: [string, string][] = [
    ...(p.material ? ([['Material', p.material]] as [string, string][]) : []),
    ...(p.colors.length ? ([['Colours', p.colors.map((c) => c.name).join(', ')]] as [string, string][]) : []),
    ...(p.sizes.length ? ([['Sizes', p.sizes.join(', ')]] as [string, string][]) : []),
    ['Product code', p.productId],
  ];
  return rows
    .map(
      ([term, value]) =>
        `<dt class="font-semibold">${term}</dt><dd class="text-ink-soft">${escapeHtml(value)}</dd>`,
    )
    .join('');
}

/**
 * The product view's HTML.
 *
 * @example host.innerHTML = productViewHtml(product, { currency: 'KSH', saved: false });
 */
export function productViewHtml(p: Product, options: { currency: Currency; saved: boolean }): string {
  const picture = p.photo ?? PLACEHOLDER_IMAGE;
  const lowStock = p.inStock && p.stock <= 10;
  const stock = p.inStock ? (lowStock ? `Only ${p.stock} left in stock` : 'In stock') : 'Sold out';
  const was =
    p.discount > 0
      ? `<s class="text-lg text-ink-muted"><span class="sr-only">was </span>${priceHtml(p.price, undefined, options.currency)}</s><span class="badge-sale">Save ${p.discount}%</span>`
      : '';
  const dataset = { ...productDataset(p), image: picture };
  return (
    `<div class="page pt-6"><div class="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14" data-product-id="${escapeHtml(p.productId)}">` +
    '<div class="relative overflow-hidden rounded-3xl bg-cream-deep lg:self-start">' +
    `<img${attributes({ src: picture, alt: p.imageAlt, width: 800, height: 1000, decoding: 'async', class: 'aspect-[4/5] w-full object-cover' })}>` +
    `<div class="absolute left-4 top-4 flex flex-col items-start gap-1">${p.discount > 0 ? `<span class="badge-sale">-${p.discount}%</span>` : ''}${p.newArrival ? '<span class="badge-new">New</span>' : ''}</div></div>` +
    `<div><p class="eyebrow">${escapeHtml(kindLabel(p))}</p>` +
    `<p class="mt-3 text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">${escapeHtml(p.brand)}</p>` +
    `<h1 class="mt-1 font-display text-3xl font-semibold leading-tight sm:text-4xl">${escapeHtml(p.name)}</h1>` +
    `<div class="mt-3">${ratingHtml(p.rating, p.reviewCount, 'md')}</div>` +
    `<p class="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums">${priceHtml(p.finalPrice, 'text-2xl font-semibold', options.currency)}${was}</p>` +
    `<p class="mt-2 text-sm font-medium ${p.inStock ? (lowStock ? 'text-clay' : 'text-teal') : 'text-ink-muted'}">${stock}</p>` +
    `<form class="mt-6 space-y-5" data-fallback-form>${coloursHtml(p, picture)}${sizesHtml(p)}` +
    `<div class="flex gap-3"><button type="submit" class="btn-primary flex-1"${p.inStock ? '' : ' disabled'}>${p.inStock ? 'Add to Cart' : 'Sold out'}</button>` +
    wishlistButtonHtml(dataset, {
      className: 'h-11 w-11 border border-line bg-white',
      size: 20,
      saved: options.saved,
    }) +
    '</div></form>' +
    '<section class="mt-8" aria-labelledby="description-heading"><h2 id="description-heading" class="font-display text-xl font-semibold">Description</h2>' +
    `<p class="mt-3 leading-relaxed text-ink-soft">${escapeHtml(p.description)}</p>` +
    `<dl class="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">${detailsHtml(p)}</dl></section></div></div></div>`
  );
}
