/**
 * The words of reviews, shared by the product page, the review form and the admin area: what
 * each fit is called, the advice drawn from buyers' fits, and how a review's date reads.
 */
/** How a buyer says a product fits, as the review form offers it. */
export const FITS = ['runs_small', 'true_to_size', 'runs_large'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Record<Fit, string> = {
  runs_small: 'Runs small',
  true_to_size: 'True to size',
  runs_large: 'Runs large',
};

/**
 * Fit advice from how many buyers said it runs small, true to size and runs large: the view of
 * most of them once at least two have said, else nothing.
 *
 * @example fitAdvice([3, 1, 0]) // 'Most buyers say it runs small: consider a size up.'
 */
export function fitAdvice(fits: readonly number[]): string | null {
  const [small = 0, true_ = 0, large = 0] = fits;
  const said = small + true_ + large;
  if (said < 2) return null;
  if (small * 2 > said) return 'Most buyers say it runs small: consider a size up.';
  if (large * 2 > said) return 'Most buyers say it runs large: consider a size down.';
  if (true_ * 2 > said) return 'Most buyers say it is true to size.';
  return 'Buyers differ on the fit: check the size guide.';
}

/** A review's date as a shopper in Nairobi reads it: "20 Nov 2026". */
export function reviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
