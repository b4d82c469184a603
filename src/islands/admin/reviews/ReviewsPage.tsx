/**
 * /admin/reviews: buyers' reviews to moderate. Reported reviews still shown come first; staff hide
 * one with a reason (shoppers then never read it), show it again, or reply in public.
 */
import { useState, type SubmitEvent } from 'react';
import { FIT_LABELS } from '../../../lib/reviews';
import { sizeLabel } from '../../../../supabase/functions/_shared/contracts/line-options';
import {
  hideReview,
  listReviews,
  replyToReview,
  showReview,
  type StaffReview,
} from '../../../lib/supabase/admin/reviews';
import { showToast } from '../../../stores/toasts';
import { ErrorNote, Loading, Panel, StatusBadge, dateTime, messageOf, useLoad } from '../parts';

/** Runs a change and reloads the list; false when it was refused (the page shows why). */
type Act = (work: () => Promise<void>, done: string) => Promise<boolean>;

function HideForm({ review, act }: { review: StaffReview; act: Act }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        Hide Review
      </button>
    );
  const hide = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    void act(() => hideReview(review.id, reason), 'The review is hidden from shoppers.');
  };
  return (
    <form className="flex w-full flex-wrap items-end gap-2" onSubmit={hide} aria-label="Hide review">
      <label className="grid min-w-56 flex-1 gap-1 text-sm font-medium">
        Why is it hidden?
        <input name="reason" className="field" required minLength={3} maxLength={300} />
      </label>
      <button type="submit" className="btn-primary">
        Hide
      </button>
      <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}

function ReplyForm({ review, act, onClose }: { review: StaffReview; act: Act; onClose: () => void }) {
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reply = String(new FormData(event.currentTarget).get('reply') ?? '');
    void act(
      () => replyToReview(review.id, reply),
      reply.trim() ? 'The reply shows under the review.' : 'The reply is removed.',
    ).then((saved) => saved && onClose());
  };
  return (
    <form className="grid gap-2" onSubmit={save} aria-label="Reply">
      <label className="grid gap-1 text-sm font-medium">
        Public reply from Mtindo
        <textarea
          name="reply"
          className="field py-2"
          rows={2}
          maxLength={1000}
          defaultValue={review.reply ?? ''}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          Save Reply
        </button>
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ReviewCard({ review, act }: { review: StaffReview; act: Act }) {
  const [replying, setReplying] = useState(false);
  const facts = [sizeLabel(review.size), review.fit && FIT_LABELS[review.fit]].filter(Boolean);
  return (
    <li className="space-y-3 border-t border-line py-5 first:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <a href={`/product/${review.productId}`} className="link font-semibold">
          {review.productName}
        </a>
        {review.hiddenAt ? (
          <StatusBadge status="cancelled" label="Hidden" />
        ) : (
          <StatusBadge status="paid" label="Shown" />
        )}
      </div>
      <p>
        <span className="text-gold" aria-hidden="true">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>{' '}
        <span className="sr-only">Rated {review.rating} out of 5. </span>
        <strong>{review.title}</strong>
      </p>
      <p className="whitespace-pre-line text-sm">{review.body}</p>
      <p className="text-sm text-ink-muted">
        {review.reviewerName}
        {review.reviewerEmail && ` (${review.reviewerEmail})`} · {dateTime(review.createdAt)}
        {facts.length > 0 && ` · ${facts.join(' · ')}`} · {review.helpful} found it helpful
      </p>
      {review.hiddenReason && <p className="text-sm text-clay-dark">Hidden: {review.hiddenReason}</p>}
      {review.reports.length > 0 && (
        <div className="rounded-xl bg-clay/5 p-3 text-sm">
          <p className="font-semibold">
            Reported {review.reports.length} time{review.reports.length === 1 ? '' : 's'}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {review.reports.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {review.hiddenAt ? (
          <button
            type="button"
            className="btn-outline"
            onClick={() => void act(() => showReview(review.id), 'The review is shown again.')}
          >
            Show Again
          </button>
        ) : (
          <HideForm review={review} act={act} />
        )}
        {!replying && (
          <button type="button" className="btn-outline" onClick={() => setReplying(true)}>
            {review.reply ? 'Edit Reply' : 'Reply'}
          </button>
        )}
      </div>
      {review.reply && !replying && (
        <p className="rounded-xl bg-cream-deep p-3 text-sm">
          <span className="font-semibold">Reply from Mtindo:</span> {review.reply}
        </p>
      )}
      {replying && <ReplyForm review={review} act={act} onClose={() => setReplying(false)} />}
    </li>
  );
}

export function ReviewsPage() {
  const [onlyReported, setOnlyReported] = useState(false);
  const reviews = useLoad(() => listReviews(onlyReported), [onlyReported]);
  const [error, setError] = useState('');
  const act: Act = async (work, done) => {
    setError('');
    try {
      await work();
      showToast('Review updated', `${done} The product's pages follow with the next publish.`);
      reviews.reload();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    }
  };
  return (
    <Panel
      title="Reviews"
      actions={
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={onlyReported} onChange={(e) => setOnlyReported(e.target.checked)} />
          Reported only
        </label>
      }
    >
      <p className="mb-4 text-sm text-ink-muted">
        Reviews come from buyers whose order was delivered. Hide one that breaks the rules (abuse, personal
        details, not about the product): shoppers then never see it, and its author sees your reason.
      </p>
      {error && <ErrorNote error={error} />}
      {reviews.error && <ErrorNote error={reviews.error} onRetry={reviews.reload} />}
      {!reviews.data && !reviews.error && <Loading text="Loading reviews…" />}
      {reviews.data?.length === 0 && (
        <p className="text-ink-soft">{onlyReported ? 'No reported reviews.' : 'No reviews yet.'}</p>
      )}
      {reviews.data && reviews.data.length > 0 && (
        <ul>
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} act={act} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
