/**
 * What a product page's reviews do when touched (the markup is src/lib/html/reviews.ts): show all
 * of them a page at a time, mark one helpful, report one. Loaded on the first touch of the reviews
 * section (product-page.ts); marking and reporting ask a visitor to sign in first.
 */
import { keptSession } from '../lib/auth/stored-session';
import { signInLink } from '../lib/auth/return-path';
import { reviewHtml } from '../lib/html/reviews';
import { DataError } from '../lib/supabase/errors';
import { REVIEWS_PAGE_SIZE, markReviewHelpful, readReviewsPage, reportReview } from '../lib/supabase/reviews';

const message = (error: unknown) =>
  error instanceof DataError
    ? error.message
    : 'Something went wrong on our side. Please try again in a moment.';

/** Sends a visitor to sign in and back to these reviews; true when that happened. */
function signInFirst(): boolean {
  if (keptSession()) return false;
  location.assign(signInLink(`${location.pathname}#reviews`));
  return true;
}

async function showMore(section: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const list = section.querySelector<HTMLElement>('[data-review-list]')!;
  const status = section.querySelector<HTMLElement>('[data-reviews-status]')!;
  const offset = Number(button.dataset.offset ?? 0);
  button.disabled = true;
  status.textContent = 'Loading reviews…';
  try {
    const reviews = await readReviewsPage(section.dataset.reviews!, offset);
    // The first page replaces the highlights the page was built with.
    if (offset === 0) list.innerHTML = '';
    list.insertAdjacentHTML('beforeend', reviews.map(reviewHtml).join(''));
    status.textContent = `Showing ${list.children.length} reviews.`;
    button.dataset.offset = String(offset + reviews.length);
    button.textContent = 'Show more reviews';
    button.hidden = reviews.length < REVIEWS_PAGE_SIZE;
  } catch (error) {
    status.textContent = message(error);
  } finally {
    button.disabled = false;
  }
}

async function markHelpful(review: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (signInFirst()) return;
  const status = review.querySelector<HTMLElement>('[data-review-status]')!;
  button.disabled = true;
  try {
    const count = await markReviewHelpful(review.dataset.review!);
    review.querySelector('[data-helpful-count]')!.textContent =
      `${count} ${count === 1 ? 'person' : 'people'} found this helpful`;
    button.setAttribute('aria-pressed', 'true');
    status.textContent = 'Thank you for your feedback.';
  } catch (error) {
    button.disabled = false;
    status.textContent = message(error);
  }
}

async function report(review: HTMLElement, form: HTMLFormElement): Promise<void> {
  if (signInFirst()) return;
  const status = review.querySelector<HTMLElement>('[data-review-status]')!;
  const reason = new FormData(form).get('reason')?.toString().trim() ?? '';
  if (reason.length < 3) {
    status.textContent = 'Say in 3 to 300 characters what is wrong with this review.';
    form.querySelector('textarea')?.focus();
    return;
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  submit.disabled = true;
  try {
    await reportReview(review.dataset.review!, reason);
    form.closest('details')!.open = false;
    status.textContent = 'Thank you. The shop will look at this review.';
  } catch (error) {
    status.textContent = message(error);
  } finally {
    submit.disabled = false;
  }
}

/** Handles a click or submit inside the reviews section. */
export function handleReviewEvent(section: HTMLElement, event: Event): void {
  const target = event.target as Element;
  const review = target.closest<HTMLElement>('[data-review]');
  if (event.type === 'submit' && review && target.matches('[data-review-report]')) {
    void report(review, target as HTMLFormElement);
    return;
  }
  const more = target.closest<HTMLButtonElement>('[data-reviews-more]');
  if (more) void showMore(section, more);
  const helpful = target.closest<HTMLButtonElement>('[data-review-helpful]');
  if (helpful && review) void markHelpful(review, helpful);
}
