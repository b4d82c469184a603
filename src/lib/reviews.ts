/**
 * The words of reviews, shared by the product page, the review form and the admin area: what
 * each fit is called and how a review's date reads (the advice drawn from buyers' fits, which the
 * assistant says too, is supabase/functions/_shared/contracts/fit.ts).
 */
/** How a buyer says a product fits, as the review form offers it. */
export const FITS = ['runs_small', 'true_to_size', 'runs_large'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Record<Fit, string> = {
  runs_small: 'Runs small',
  true_to_size: 'True to size',
  runs_large: 'Runs large',
};

/** A review's date as a shopper in Nairobi reads it: "20 Nov 2026". */
export function reviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
