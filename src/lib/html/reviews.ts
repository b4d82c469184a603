/**
 * A product's reviews as HTML strings: the built product page draws its section with these, and
 * its script (src/scripts/product-reviews.ts) draws the reviews it loads with the same markup.
 * Every review's words are escaped; a review is text only.
 */
import type { Product } from '../products';
import type { Review, ReviewSummary } from '../schemas';
import { sizeLabel } from '../../../supabase/functions/_shared/contracts/line-options';
import { fitAdvice } from '../../../supabase/functions/_shared/contracts/fit';
import { FIT_LABELS, reviewDate } from '../reviews';
import { attributes, escapeHtml } from './markup';
import { reviewsCount, starsHtml } from './product-card';

/** One review: stars, title, who and when, size and fit, the words, the shop's reply, the actions. */
export function reviewHtml(review: Review): string {
  const facts = [escapeHtml(sizeLabel(review.size) ?? ''), review.fit ? FIT_LABELS[review.fit] : ''].filter(
    Boolean,
  );
  const helpful =
    review.helpful > 0
      ? `${review.helpful} ${review.helpful === 1 ? 'person' : 'people'} found this helpful`
      : '';
  return (
    `<article${attributes({ class: 'border-t border-line py-6', 'data-review': review.id })}>` +
    `<p class="flex items-center gap-2">${starsHtml(review.rating)}<span class="sr-only">Rated ${review.rating} out of 5</span></p>` +
    `<h3 class="mt-2 font-semibold">${escapeHtml(review.title)}</h3>` +
    `<p class="mt-1 text-sm text-ink-muted">${escapeHtml(review.name)} · <span class="font-medium text-teal">Verified buyer</span> · <time datetime="${escapeHtml(review.createdAt)}">${reviewDate(review.createdAt)}</time></p>` +
    (facts.length ? `<p class="mt-1 text-sm text-ink-muted">${facts.join(' · ')}</p>` : '') +
    `<p class="mt-3 whitespace-pre-line leading-relaxed">${escapeHtml(review.body)}</p>` +
    (review.reply
      ? `<div class="mt-4 rounded-xl bg-cream-deep p-4 text-sm"><p class="font-semibold">Reply from Mtindo</p><p class="mt-1 whitespace-pre-line">${escapeHtml(review.reply)}</p></div>`
      : '') +
    `<div class="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-pagefind-ignore>` +
    `<span class="text-ink-muted empty:hidden" data-helpful-count>${helpful}</span>` +
    `<button type="button" class="link" data-review-helpful>Helpful</button>` +
    `<details class="w-full"><summary class="link w-fit cursor-pointer">Report</summary>` +
    `<form class="mt-2 grid max-w-md gap-2" data-review-report novalidate>` +
    `<label class="text-sm font-medium" for="report-${escapeHtml(review.id)}">What is wrong with this review?</label>` +
    `<textarea id="report-${escapeHtml(review.id)}" name="reason" rows="2" maxlength="300" class="field py-2" required></textarea>` +
    `<button type="submit" class="btn-outline w-fit">Send report</button></form></details>` +
    `</div><p class="mt-2 text-sm" role="status" data-review-status></p></article>`
  );
}

/** The spread of stars: five bars, 5 to 1, each with its count read out. */
function spreadHtml(summary: ReviewSummary): string {
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.stars[stars - 1] ?? 0;
    const percent = Math.round((count / summary.total) * 100);
    return (
      `<li class="flex items-center gap-3 text-sm">` +
      `<span class="w-14 shrink-0">${stars} star${stars === 1 ? '' : 's'}</span>` +
      `<span class="h-2 flex-1 overflow-hidden rounded-full bg-line" aria-hidden="true"><span class="block h-full rounded-full bg-gold" style="width:${percent}%"></span></span>` +
      `<span class="w-8 shrink-0 text-right tabular-nums text-ink-muted"><span class="sr-only">${reviewsCount(count)}</span><span aria-hidden="true">${count}</span></span></li>`
    );
  });
  return `<ul class="mt-4 grid gap-1.5" aria-label="Reviews by stars">${rows.join('')}</ul>`;
}

/**
 * The product page's reviews: buyers' average, spread and fit advice with the newest and most
 * helpful reviews and a way to read them all; or, before the first review, the shop's own rating
 * said to be the store's and how a buyer can review.
 */
export function reviewsSectionHtml(p: Pick<Product, 'productId' | 'name' | 'rating' | 'reviews'>): string {
  const heading = '<h2 id="reviews-heading" class="h-section">Reviews</h2>';
  const invitation =
    '<p class="mt-4 text-sm text-ink-muted">Bought this from us? Once it is delivered you can review it from <a class="link" href="/account#reviews">your account</a>.</p>';
  const open = `<section${attributes({ id: 'reviews', class: 'mt-16 scroll-mt-24', 'aria-labelledby': 'reviews-heading', 'data-reviews': p.productId })}>`;
  const summary = p.reviews;
  if (!summary) {
    const store =
      p.rating > 0
        ? `<p class="mt-4">No reviews from buyers yet. The ${p.rating.toFixed(1)} out of 5 shown is the store's own rating of ${escapeHtml(p.name)}.</p>`
        : '<p class="mt-4">No reviews yet.</p>';
    return `${open}${heading}${store}${invitation}</section>`;
  }
  const advice = fitAdvice(summary.fits);
  const more = summary.total > summary.highlights.length;
  return (
    open +
    heading +
    '<div class="mt-6 grid gap-10 lg:grid-cols-[18rem_1fr]">' +
    '<div>' +
    `<p class="flex items-center gap-3"><span class="font-display text-5xl font-semibold">${summary.average.toFixed(1)}</span>${starsHtml(summary.average, 'lg')}</p>` +
    `<p class="mt-1 text-sm text-ink-muted"><span class="sr-only">Rated ${summary.average.toFixed(1)} out of 5. </span>From ${reviewsCount(summary.total)} by verified buyers</p>` +
    spreadHtml(summary) +
    (advice
      ? `<p class="mt-5 rounded-xl bg-cream-deep p-4 text-sm"><span class="font-semibold">Fit:</span> ${advice}</p>`
      : '') +
    invitation +
    '</div>' +
    '<div>' +
    `<div data-review-list>${summary.highlights.map(reviewHtml).join('')}</div>` +
    (more
      ? `<button type="button" class="btn-outline mt-4" data-reviews-more data-offset="0">Show all ${reviewsCount(summary.total)}</button>`
      : '') +
    '<p class="mt-3 text-sm" role="status" data-reviews-status></p>' +
    '</div></div></section>'
  );
}
