/**
 * The built product page, brought up to date: a built page shows the price and stock of its build,
 * so after load (src/scripts/product-page.ts) this reads the product from the products table, as the
 * not-found page's view of a new product does, and corrects in place what has changed since: the
 * price line (price, struck list price, saving) and the picture's discount badge, the stock line and
 * Add to Cart, and the price the Add to Cart listener and the heart read. A product no longer in the
 * table says so and cannot be added. A failed read leaves the page as built, silently: it was right
 * at the last publish, and the cart and checkout price from the database before anything is paid.
 */
import { $currency } from '../stores/currency';
import type { Currency } from '../lib/money';
import type { Product } from '../lib/products';
import { getCatalogueProduct } from '../lib/supabase/products';
import { shownReviewIds } from '../lib/supabase/reviews';
import {
  addToCartLabel,
  buyBarPriceHtml,
  offerChanges,
  offerOf,
  priceLineHtml,
  stockState,
  type Offer,
} from '../lib/html/buy-box';
import { pictureBadgesHtml } from '../lib/html/product-view';

/** The offer a view shows, from its price line's `data-offer`; undefined when it carries none. */
function shownOffer(line: HTMLElement): Offer | null | undefined {
  try {
    return JSON.parse(line.dataset.offer ?? '') as Offer | null;
  } catch {
    return undefined;
  }
}

/**
 * Corrects the product view `view` (a built page's) to `now`, the product as the table has it now
 * (null: no longer there), drawing prices in `currency`. Only lines that differ are rewritten, each
 * in its own element, so nothing else on the page moves. Returns what was corrected.
 *
 * @example correctProductView(view, await getCatalogueProduct(slug), 'KSH') // { price: true, stock: false }
 */
export function correctProductView(
  view: HTMLElement,
  now: Product | null,
  currency: Currency,
): { price: boolean; stock: boolean } {
  const line = view.querySelector<HTMLElement>('[data-offer]');
  const shown = line && shownOffer(line);
  if (!line || shown === undefined) return { price: false, stock: false };
  const offer = now && offerOf(now);
  const changes = offerChanges(shown, offer);
  if (changes.price && offer && now) {
    line.innerHTML = priceLineHtml(offer, currency);
    const barPrice = view.querySelector<HTMLElement>('[data-buy-bar-price]');
    if (barPrice) barPrice.innerHTML = buyBarPriceHtml(offer, currency);
    const badges = view.querySelector<HTMLElement>('[data-picture-badges]');
    if (badges) badges.innerHTML = pictureBadgesHtml(now);
    // What Add to Cart (the form) and the heart hand on: the price after discount.
    const price = String(now.finalPrice);
    for (const carrier of view.querySelectorAll<HTMLElement>('[data-product-id][data-price]'))
      carrier.dataset.price = price;
  }
  if (changes.stock) {
    const state = stockState(offer);
    const stock = view.querySelector<HTMLElement>('[data-stock-state]');
    if (stock) {
      // Its colour is the one the shown offer drew it in.
      stock.classList.remove(stockState(shown).colour);
      stock.classList.add(state.colour);
      stock.textContent = state.words;
    }
    // The buy box's button and the phone's buy bar's.
    for (const button of view.querySelectorAll<HTMLButtonElement>('[data-add-to-cart]')) {
      button.disabled = !state.available;
      button.textContent = addToCartLabel(offer);
    }
    // Sold out (not gone): "Tell me when it is back" takes "Order on WhatsApp"'s place, the same
    // size, so nothing moves; its form opens when tapped.
    const soldOut = !state.available && offer !== null;
    const opener = view.querySelector<HTMLElement>('[data-stock-alert-open]');
    const whatsApp = view.querySelector<HTMLElement>('[data-whatsapp-order]');
    if (opener && whatsApp) {
      opener.hidden = !soldOut;
      whatsApp.hidden = !state.available;
      if (!soldOut) view.querySelector<HTMLElement>('[data-stock-alert]')!.hidden = true;
    }
  }
  // A product no longer sold keeps the price it showed; its offer reads as none from now on.
  if (changes.price || changes.stock) line.dataset.offer = JSON.stringify(offer);
  return changes;
}

/**
 * Reads the product of the built view `view` and corrects the view where it differs. A failed
 * read changes nothing.
 */
export async function refreshProduct(view: HTMLElement): Promise<void> {
  const slug = view.dataset.productId;
  if (!slug) return;
  void withdrawHiddenReviews();
  let now: Product | null;
  try {
    now = await getCatalogueProduct(slug);
  } catch {
    return;
  }
  correctProductView(view, now, $currency.get());
}

/**
 * A review the shop hid since the page was built leaves it at once (the next publish removes it
 * from the page itself). A failed read changes nothing.
 */
async function withdrawHiddenReviews(): Promise<void> {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-review]')];
  if (shown.length === 0) return;
  const still = await shownReviewIds(shown.map((review) => review.dataset.review!)).catch(() => null);
  if (still) for (const review of shown) if (!still.has(review.dataset.review!)) review.remove();
}
