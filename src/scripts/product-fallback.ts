/**
 * The not-found page at /product/{slug}: a product added since the last publish has no static page
 * yet, so the static host answers with 404.html. This module (loaded only on /product/ paths, see
 * 404.astro) asks the products table for the slug and, when there is such a product, draws its view
 * in place of the not-found message; otherwise the not-found message shows, as for any address.
 */
import { $currency } from '../stores/currency';
import { isInWishlist } from '../stores/wishlist';
import { STORE } from '../lib/config';
import { productTitle, type Product } from '../lib/products';
import { getCatalogueProduct } from '../lib/supabase/products';
import { productViewHtml } from '../lib/html/product-view';
// Colour choice; Add to Cart and the heart are the shopper script's, on every page.
import './product-options';
import './stock-alert-form';
import { watchBuyBars } from './buy-bar';

/** The attribute on <html> that hides the not-found message while the product is looked up. */
const LOOKUP_ATTRIBUTE = 'data-product-lookup';

const host = document.querySelector<HTMLElement>('[data-product-fallback]');
const slug = /^\/product\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(location.pathname)?.[1];

/** Shows the page's own not-found message. */
function notFound() {
  document.documentElement.removeAttribute(LOOKUP_ATTRIBUTE);
}

async function show(slug: string, host: HTMLElement) {
  let product: Product | null;
  try {
    product = await getCatalogueProduct(slug);
  } catch {
    host.innerHTML =
      '<p class="page py-20 text-center text-ink-soft" role="alert">We could not load this product just now. ' +
      'Check your connection and <a class="link" href="">try again</a>.</p>';
    return;
  }
  if (!product) return notFound();
  host.innerHTML = productViewHtml(product, {
    currency: $currency.get(),
    saved: isInWishlist(product.productId),
  });
  watchBuyBars();
  document.title = `${productTitle(product)} | ${STORE.name}`;
}

if (host && slug) void show(slug, host);
else notFound();
