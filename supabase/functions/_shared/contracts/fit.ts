/**
 * What buyers' reviews say of a product's fit, in the words the product page (at the size picker
 * and in its reviews) and the sales assistant both use. The counts are product_review_summaries'
 * `fits`: how many said it runs small, true to size and runs large.
 */

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
