/**
 * The review of one delivered product: stars, a title, the words, and optionally the size taken
 * and how it fits. The database checks all of it (submit_review) and its refusals show by field.
 */
import { useState, type SubmitEvent } from 'react';
import { FITS, FIT_LABELS, type Fit } from '../../lib/reviews';
import { DataError } from '../../lib/supabase/errors';
import { submitReview, type Reviewable } from '../../lib/supabase/reviews';
import { showToast } from '../../stores/toasts';
import { Field, SelectField, TextAreaField } from '../forms/Field';

const FIELDS = ['rating', 'title', 'body', 'size', 'fit'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'form', string>>;

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function ReviewForm({ item, onSaved }: { item: Reviewable; onSaved: () => void }) {
  const review = item.review;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const id = `review-${item.productId}`;
  const oneSize = item.sizes.length <= 1;

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rating = Number(form.get('rating'));
    if (!(rating >= 1 && rating <= 5)) {
      setErrors({ rating: 'Choose a rating from 1 to 5 stars.' });
      return;
    }
    const fit = String(form.get('fit') ?? '');
    setBusy(true);
    setErrors({});
    try {
      await submitReview({
        productId: item.productId,
        rating,
        title: String(form.get('title') ?? ''),
        body: String(form.get('body') ?? ''),
        size: String(form.get('size') ?? '') || null,
        fit: FITS.includes(fit as Fit) ? (fit as Fit) : null,
      });
      showToast(
        review ? 'Review updated' : 'Review posted',
        "Thank you! It shows on the product's page with “Verified buyer” within a few minutes.",
      );
      onSaved();
    } catch (error) {
      const failure = error instanceof DataError ? error : null;
      const field = FIELDS.find((name) => name === failure?.field) ?? 'form';
      setErrors({
        [field]: failure?.message ?? 'Something went wrong on our side. Please try again in a moment.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="mt-4 grid max-w-xl gap-4"
      onSubmit={save}
      aria-label={`Review of ${item.name}`}
      noValidate
    >
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">Your rating</legend>
        <div className="flex flex-wrap gap-2">
          {STAR_WORDS.map((words, index) => (
            <label key={words} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={index + 1}
                defaultChecked={review?.rating === index + 1}
                className="peer sr-only"
                disabled={busy}
              />
              <span className="flex min-h-11 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:ring-2 peer-focus-visible:ring-teal">
                <span aria-hidden="true" className="text-gold">
                  {'★'.repeat(index + 1)}
                </span>
                {index + 1} – {words}
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-clay-dark">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <Field
        id={`${id}-title`}
        label="Title"
        name="title"
        required
        maxLength={80}
        defaultValue={review?.title ?? ''}
        error={errors.title}
        disabled={busy}
      />
      <TextAreaField
        id={`${id}-body`}
        label="Your review"
        name="body"
        required
        rows={5}
        maxLength={2000}
        defaultValue={review?.body ?? ''}
        hint="What did you like, and what not? Text only: links are not allowed."
        error={errors.body}
        disabled={busy}
      />
      {!oneSize && (
        <SelectField
          id={`${id}-size`}
          label="Size you took (optional)"
          name="size"
          defaultValue={review?.size ?? ''}
          error={errors.size}
          disabled={busy}
        >
          <option value="">Not said</option>
          {item.sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      )}
      {!oneSize && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">How does it fit? (optional)</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {FITS.map((fit) => (
              <label key={fit} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="fit"
                  value={fit}
                  defaultChecked={review?.fit === fit}
                  disabled={busy}
                />
                {FIT_LABELS[fit]}
              </label>
            ))}
          </div>
          {errors.fit && <p className="mt-1 text-sm text-clay-dark">{errors.fit}</p>}
        </fieldset>
      )}
      {errors.form && (
        <p className="text-sm text-clay-dark" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn-primary w-fit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : review ? 'Save Review' : 'Post Review'}
      </button>
    </form>
  );
}
