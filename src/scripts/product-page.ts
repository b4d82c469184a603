/**
 * The built product page's script: colour choice at once and, once the page has loaded and the
 * browser is idle, a read of the product as the products table has it now, which corrects a price
 * or stock that changed since the page was built (product-freshness.ts, a chunk of its own that
 * only then is downloaded). Nothing here waits before the first paint.
 */
import './product-options';
import './buy-bar';
import './stock-alert-form';

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

// The reviews' buttons and report forms: their code comes with the first touch.
const reviews = document.querySelector<HTMLElement>('[data-reviews]');
if (reviews) {
  const act = (event: Event) => {
    const target = event.target as Element;
    const touched =
      event.type === 'submit' ? target.matches('[data-review-report]') : !!target.closest('button');
    if (!touched) return;
    if (event.type === 'submit') event.preventDefault();
    import('./product-reviews')
      .then(({ handleReviewEvent }) => handleReviewEvent(reviews, event))
      .catch(() => {});
  };
  reviews.addEventListener('click', act);
  reviews.addEventListener('submit', act);
}

if (view) {
  whenIdle(() => check(view));
  // A page restored from the back-forward cache may have been built, or checked, long ago.
  addEventListener('pageshow', (event) => {
    if (event.persisted) check(view);
  });
}
