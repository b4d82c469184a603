/**
 * Reviews from the admin area (staff only; the database refuses anyone else): every review,
 * reported ones still shown first, with who wrote it and the reports; hiding one with a reason or
 * showing it again; the shop's public reply.
 */
import { FITS, type Fit } from '../../reviews';
import { resolveClient, type ClientSource } from '../client';
import { oneOfOrNull } from '../read';
import { unwrapAdmin as unwrap } from './errors';

export interface StaffReview {
  id: string;
  productId: string;
  productName: string;
  reviewerName: string;
  reviewerEmail: string | null;
  rating: number;
  title: string;
  body: string;
  size: string | null;
  fit: Fit | null;
  helpful: number;
  reports: string[];
  hiddenAt: string | null;
  hiddenReason: string | null;
  reply: string | null;
  createdAt: string;
}

/** The reviews, reported ones still shown first, then the newest; only reported ones when asked. */
export async function listReviews(onlyReported: boolean, source?: ClientSource): Promise<StaffReview[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(await supabase.rpc('admin_reviews', { only_reported: onlyReported, max_rows: 200 }));
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_slug,
    productName: row.product_name,
    reviewerName: row.reviewer_name,
    reviewerEmail: row.reviewer_email,
    rating: row.rating,
    title: row.title,
    body: row.body,
    size: row.size,
    fit: oneOfOrNull(row.fit, FITS, 'review fit'),
    helpful: row.helpful_count,
    reports: row.reports,
    hiddenAt: row.hidden_at,
    hiddenReason: row.hidden_reason,
    reply: row.reply,
    createdAt: row.created_at,
  }));
}

/** Hides a review from shoppers, saying why (the reason is for staff and its author). */
export async function hideReview(reviewId: string, reason: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('moderate_review', { review: reviewId, shown: false, reason }));
}

/** Shows a hidden review again. */
export async function showReview(reviewId: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('moderate_review', { review: reviewId, shown: true }));
}

/** The shop's public reply under a review; an empty one removes it. */
export async function replyToReview(reviewId: string, reply: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('reply_to_review', { review: reviewId, reply }));
}
