/**
 * What was delivered to the shopper, to rate and review (or to edit their review), newest delivery
 * first. `/account?review=<product>` opens that product's form (the order page and the reminder
 * email link here).
 */
import { useCallback, useEffect, useState } from 'react';
import { reviewDate } from '../../lib/reviews';
import { DataError } from '../../lib/supabase/errors';
import { readMyReviewables, type Reviewable } from '../../lib/supabase/reviews';
import { ReviewForm } from './ReviewForm';
import { Section } from './Section';

function wantedReview(): string | null {
  return new URL(location.href).searchParams.get('review');
}

export function ReviewsSection() {
  const [items, setItems] = useState<Reviewable[] | null>(null);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<string | null>(wantedReview);

  const load = useCallback(() => {
    readMyReviewables().then(setItems, (failure: unknown) =>
      setError(failure instanceof DataError ? failure.message : String(failure)),
    );
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (items && wantedReview()) document.getElementById('reviews')?.scrollIntoView();
  }, [items]);

  return (
    <Section
      id="reviews"
      title="Reviews"
      intro="Rate what was delivered to you: your review shows on the product's page as a verified buyer's."
    >
      {error && <p className="text-clay-dark">{error}</p>}
      {!error && items === null && <p className="text-ink-soft">Loading what you can review…</p>}
      {items?.length === 0 && (
        <p className="text-ink-soft">Once an order is delivered, you can review what was in it here.</p>
      )}
      {items && items.length > 0 && (
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const hidden = item.review !== null && item.review.hiddenReason !== null;
            return (
              <li key={item.productId} className="py-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
                  <div className="min-w-0">
                    <a href={`/product/${item.productId}`} className="link font-semibold">
                      {item.name}
                    </a>
                    <p className="text-sm text-ink-muted">
                      Delivered {reviewDate(item.deliveredAt)} · Order {item.orderNumber}
                    </p>
                    {item.review && !hidden && (
                      <p className="text-sm text-ink-soft">
                        <span aria-hidden="true" className="text-gold">
                          {'★'.repeat(item.review.rating)}
                        </span>{' '}
                        You rated it {item.review.rating} out of 5
                      </p>
                    )}
                    {hidden && (
                      <p className="text-sm text-clay-dark">
                        The shop hid your review: {item.review!.hiddenReason}
                      </p>
                    )}
                  </div>
                  {!hidden && (
                    <button
                      type="button"
                      className={item.review ? 'btn-outline' : 'btn-primary'}
                      aria-expanded={open === item.productId}
                      onClick={() => setOpen(open === item.productId ? null : item.productId)}
                    >
                      {item.review ? 'Edit Review' : 'Write a Review'}
                    </button>
                  )}
                </div>
                {open === item.productId && !hidden && (
                  <ReviewForm
                    item={item}
                    onSaved={() => {
                      setOpen(null);
                      load();
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
