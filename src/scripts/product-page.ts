/**
 * The built product page's script: colour choice at once and, once the page has loaded and the
 * browser is idle, a read of the product as the products table has it now, which corrects a price
 * or stock that changed since the page was built (product-freshness.ts, a chunk of its own that
 * only then is downloaded). Nothing here waits before the first paint.
 */
import './product-options';
import './buy-bar';

const view = document.querySelector<HTMLElement>('[data-product-view][data-product-id]');

/** Runs `task` after the load event, when the browser has a moment (at most two seconds later). */
function whenIdle(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

function check(view: HTMLElement) {
  // Offline, the chunk may not come: the page then stays as built, as it does when the read fails.
  import('./product-freshness').then(({ refreshProduct }) => refreshProduct(view)).catch(() => {});
}

if (view) {
  whenIdle(() => check(view));
  // A page restored from the back-forward cache may have been built, or checked, long ago.
  addEventListener('pageshow', (event) => {
    if (event.persisted) check(view);
  });
}
