/**
 * Rows of the products table as catalogue entries (the shape of a content/products file), for
 * the build's catalogue loader (src/lib/catalogue-loader.ts). Pure: the loader, its tests and the
 * benchmarks share it. A row the storefront cannot show is reported, never guessed at: the build
 * leaves it out and says which row and why.
 */
import type { Tables } from '../../supabase/functions/_shared/contracts/database';
import { photoOf } from './products';
import { productSchema, type ProductEntry } from './schemas';
import type { ArtShape, ProductType } from './taxonomy';

/** The columns the build reads: everything a product page shows. */
export const CATALOGUE_COLUMNS =
  'slug,name,description,price,image,category,type,brand,in_stock,rating,review_count,sizes,colors,tags,stock,discount,new_arrival,featured,material,art,created_at' as const;

/**
 * A products row as the REST API returns the build's columns (`npm run db:types`); a numeric
 * column may arrive as a string from another PostgREST, so the rating is read either way.
 */
export type CatalogueRow = Omit<
  Tables<'products'>,
  'id' | 'chat_text' | 'chat_words' | 'search_text' | 'colour_families' | 'updated_at' | 'rating'
> & { rating: number | string | null };

/** The columns of a product's review summary the build reads. */
export const REVIEW_SUMMARY_COLUMNS = 'product_slug,average,total,stars,fits,highlights' as const;

/** A product_review_summaries row as the REST API returns the build's columns. */
export type ReviewSummaryRow = Pick<
  Tables<'product_review_summaries'>,
  'product_slug' | 'total' | 'stars' | 'fits' | 'highlights'
> & { average: number | string };

/** A highlight as the database writes it (snake case), in the entry's shape. */
function highlightEntry(value: unknown): Record<string, unknown> {
  const h = (value ?? {}) as Record<string, unknown>;
  return {
    id: h.id,
    name: h.name,
    rating: h.rating,
    title: h.title,
    body: h.body,
    size: h.size ?? null,
    fit: h.fit ?? null,
    helpful: h.helpful ?? 0,
    reply: h.reply ?? null,
    createdAt: typeof h.created_at === 'string' ? isoTime(h.created_at) : h.created_at,
  };
}

/** A review summary row in the shape of an entry's `reviews`, before validation. */
export function summaryToReviews(row: ReviewSummaryRow): Record<string, unknown> {
  return {
    average: Number(row.average),
    total: row.total,
    stars: row.stars,
    fits: row.fits,
    highlights: (Array.isArray(row.highlights) ? row.highlights : []).map(highlightEntry),
  };
}

/**
 * The silhouette drawn for a product of each type that has no artwork of its own (one made in the
 * admin area): the shape most of the bundled catalogue's products of that type use.
 */
export const DEFAULT_ART_SHAPES: Record<ProductType, ArtShape> = {
  dresses: 'dress',
  outerwear: 'jacket',
  tops: 'shirt',
  tees: 'tee',
  shirts: 'shirt',
  knitwear: 'knit',
  trousers: 'trousers',
  skirts: 'skirt',
  suits: 'suit',
  outfits: 'jumpsuit',
  boys: 'kids-set',
  girls: 'kids-dress',
  baby: 'onesie',
  'kids-accessories': 'backpack',
  skincare: 'serum',
  makeup: 'lipstick',
  fragrances: 'perfume',
  haircare: 'hair-oil',
  'fashion-accessories': 'scarf',
  handbags: 'handbag',
  totes: 'tote',
  backpacks: 'backpack',
  necklaces: 'necklace',
  earrings: 'earrings',
  bracelets: 'bracelet',
  rings: 'ring',
  sneakers: 'sneaker',
  heels: 'heel',
  sandals: 'sandal',
  boots: 'boot',
  loafers: 'loafer',
  'luxury-watches': 'watch',
  'smart-watches': 'smartwatch',
};

/**
 * The artwork of a product without any: its type's usual silhouette in a plain fabric.
 *
 * @example defaultArt('sneakers') // { shape: 'sneaker', pattern: 'solid' }
 */
export function defaultArt(type: string): { shape: ArtShape; pattern: 'solid' } {
  return { shape: DEFAULT_ART_SHAPES[type as ProductType] ?? 'tee', pattern: 'solid' };
}

/** `2026-09-22T00:00:00+00:00` → `2026-09-22T00:00:00.000Z`; anything unreadable stays as it is. */
function isoTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/**
 * A products row in the shape of a content/products entry, before validation. Sellable means the
 * row is marked in stock and has stock: the checkout refuses anything else.
 *
 * @example rowToEntry(row).productId === row.slug
 */
export function rowToEntry(row: CatalogueRow, reviews?: ReviewSummaryRow): Record<string, unknown> {
  const brand = row.brand?.trim();
  const material = row.material?.trim();
  const photo = photoOf(row.image);
  return {
    productId: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    type: row.type,
    ...(brand ? { brand } : {}),
    rating: row.rating === null ? 0 : Number(row.rating),
    reviewCount: row.review_count,
    sizes: row.sizes ?? [],
    colors: row.colors ?? [],
    tags: row.tags ?? [],
    stock: row.stock,
    inStock: row.in_stock && row.stock > 0,
    discount: row.discount,
    newArrival: row.new_arrival,
    featured: row.featured,
    addedAt: isoTime(row.created_at),
    ...(material ? { material } : {}),
    art: row.art ?? defaultArt(row.type),
    ...(photo ? { image: photo } : {}),
    reviews: reviews && reviews.total > 0 ? summaryToReviews(reviews) : null,
  };
}

export type EntryResult =
  | { ok: true; id: string; data: Record<string, unknown>; entry: ProductEntry }
  | { ok: false; id: string; problem: string };

/**
 * A row checked against the product schema: its entry, or what is wrong with it in words that
 * name the fields ("price: Number must be greater than or equal to 1").
 */
export function readRow(row: CatalogueRow, reviews?: ReviewSummaryRow): EntryResult {
  const id = row.slug || '(no slug)';
  const data = rowToEntry(row, reviews);
  let parsed = productSchema.safeParse(data);
  // A summary the storefront cannot read costs the product its reviews, not its page.
  if (!parsed.success && data.reviews && parsed.error.issues.every((issue) => issue.path[0] === 'reviews')) {
    data.reviews = null;
    parsed = productSchema.safeParse(data);
  }
  if (parsed.success) return { ok: true, id, data, entry: parsed.data };
  const problem = parsed.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, id, problem };
}
