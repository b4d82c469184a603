/**
 * The phone's buy bar (drawn by src/lib/html/buy-box.ts): shown while the buy box's own Add to Cart
 * is off screen, so the price and the button stay in reach; hidden again when the buy box's button
 * is in view (never two of them on screen). On a wider screen the bar is not displayed at all.
 */
const observed = new WeakSet<Element>();

/** Starts showing and hiding the buy bar of every product view on the page not yet watched. */
export function watchBuyBars(): void {
  for (const bar of document.querySelectorAll<HTMLElement>('[data-buy-bar]')) {
    const form = bar.closest('[data-product-view]')?.querySelector('[data-add-to-cart-form]');
    const button = form?.querySelector('[data-add-to-cart]');
    if (!button || observed.has(button)) continue;
    observed.add(button);
    new IntersectionObserver(([entry]) => {
      bar.hidden = Boolean(entry?.isIntersecting);
    }).observe(button);
  }
}

watchBuyBars();
