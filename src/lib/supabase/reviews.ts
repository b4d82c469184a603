/**
 * Reviews as a shopper meets them: a product's reviews a page at a time (PostgREST's client
 * alone, with the publishable key: the same for everyone), and, signed in, marking one helpful,
 * reporting one, and writing or editing one's own review of a delivered product.
 */
import type { Review } from '../schemas';
import { FITS, type Fit } from '../reviews';
import { getCatalogueClient } from './catalogue-reads';
import { resolveClient, type ClientSource } from './client';
import { unwrap } from './errors';
import { oneOfOrNull } from './read';

export const REVIEWS_PAGE_SIZE = 10;

export type ReviewSort = 'newest' | 'helpful';

/** A product's reviews the shop shows, newest (or most helpful) first, from `offset`. */
export async function readReviewsPage(
  productId: string,
  offset: number,
  sort: ReviewSort = 'newest',
): Promise<Review[]> {
  const rest = await getCatalogueClient();
  const rows = unwrap(
    await rest.rpc('product_reviews_page', {
      product_slug: productId,
      sort,
      page_size: REVIEWS_PAGE_SIZE,
      page_offset: offset,
    }),
    'reviews',
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rating: row.rating,
    title: row.title,
    body: row.body,
    size: row.size,
    fit: oneOfOrNull(row.fit, FITS, 'review fit'),
    helpful: row.helpful,
    reply: row.reply,
    createdAt: row.created_at,
  }));
}

/** Marks a review helpful (once per shopper); its count of helpful marks now. */
export async function markReviewHelpful(reviewId: string, source?: ClientSource): Promise<number> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.rpc('mark_review_helpful', { review: reviewId }), 'reviews');
}

/** Tells the shop what is wrong with a review (once per shopper). */
export async function reportReview(reviewId: string, reason: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('report_review', { review: reviewId, reason }), 'reviews');
}

/** A product delivered to the shopper, and their review of it when written. */
export interface Reviewable {
  productId: string;
  name: string;
  deliveredAt: string;
  orderNumber: string;
  sizes: string[];
  review: {
    id: string;
    rating: number;
    /** Null when the shop has hidden the review (its words are then not served). */
    title: string | null;
    body: string | null;
    size: string | null;
    fit: Fit | null;
    hiddenReason: string | null;
  } | null;
}

/** The signed-in shopper's delivered products, newest delivery first, with their reviews. */
export async function readMyReviewables(source?: ClientSource): Promise<Reviewable[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(await supabase.rpc('reviewable_products'), 'reviews');
  return rows
    .map((row) => ({
      productId: row.product_slug,
      name: row.product_name,
      deliveredAt: row.delivered_at,
      orderNumber: row.order_number,
      sizes: row.sizes,
      review:
        row.review_id === null
          ? null
          : {
              id: row.review_id,
              rating: row.rating ?? 0,
              title: row.title,
              body: row.body,
              size: row.size,
              fit: oneOfOrNull(row.fit, FITS, 'review fit'),
              hiddenReason: row.hidden ? (row.hidden_reason ?? '') : null,
            },
    }))
    .sort((a, b) => b.deliveredAt.localeCompare(a.deliveredAt));
}

export interface ReviewInput {
  productId: string;
  rating: number;
  title: string;
  body: string;
  size: string | null;
  fit: Fit | null;
}

/** Writes the shopper's review of a delivered product, or rewrites it; the review's id. */
export async function submitReview(input: ReviewInput, source?: ClientSource): Promise<string> {
  const supabase = await resolveClient(source);
  return unwrap(
    await supabase.rpc('submit_review', {
      product_slug: input.productId,
      rating: input.rating,
      title: input.title,
      body: input.body,
      size: input.size ?? undefined,
      fit: input.fit ?? undefined,
    }),
    'reviews',
  );
}

/** Which of these reviews the shop still shows (a review hidden since the page was built is not). */
export async function shownReviewIds(reviewIds: string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const rest = await getCatalogueClient();
  const rows = unwrap(await rest.from('product_reviews').select('id').in('id', reviewIds), 'reviews');
  return new Set(rows.map((row) => row.id));
}
