/**
 * Content schemas shared by the content collections (src/content.config.ts), the seed
 * generator and the tests. Money is integer Kenyan shillings (standing decision 1).
 */
import { z } from 'astro/zod';
import { ART_PATTERNS, ART_SHAPES, CATEGORIES, PRODUCT_TYPES, SIZE_ORDER } from './taxonomy';
import { FITS } from './reviews';
import {
  SMART_BUTTONS,
  SMART_FACES,
  SMART_SCREENS,
  WATCH_BEZELS,
  WATCH_BRACELETS,
  WATCH_CASES,
  WATCH_COMPLICATIONS,
  WATCH_CROWNS,
  WATCH_DIALS,
  WATCH_HANDS,
  WATCH_INDICES,
  WATCH_METALS,
} from './art/shapes/watch/spec';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

export const colourSchema = z.object({
  name: z.string().min(2),
  hex: z.string().regex(/^#[0-9a-f]{6}$/, 'a lower-case #rrggbb colour'),
});

/**
 * A photograph's address: an https (or, on a developer's machine, http) URL such as a Storage
 * bucket's public URL, or a path on the site itself. Never another scheme (`javascript:`, `data:`).
 */
const photoUrl = z
  .string()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)\S*$/.test(value), {
    message: 'an http(s) URL or a path on this site',
  });

/**
 * A watch model's looks for its drawn artwork (src/lib/art/shapes/watch/spec.ts): every field
 * optional, the drawing's defaults fill the rest.
 */
export const watchArtSchema = z
  .object({
    case: z.enum(WATCH_CASES),
    metal: z.enum(WATCH_METALS),
    bezel: z.enum(WATCH_BEZELS),
    dial: z.enum(WATCH_DIALS),
    indices: z.enum(WATCH_INDICES),
    hands: z.enum(WATCH_HANDS),
    complications: z.array(z.enum(WATCH_COMPLICATIONS)).max(3),
    bracelet: z.enum(WATCH_BRACELETS),
    strap: colourSchema.shape.hex,
    crown: z.enum(WATCH_CROWNS),
    heliumValve: z.boolean(),
    screen: z.enum(SMART_SCREENS),
    face: z.enum(SMART_FACES),
    buttons: z.enum(SMART_BUTTONS),
  })
  .partial()
  .strict();

/** A review as a product page shows it (a highlight kept in product_review_summaries). */
export const reviewSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  size: z.string().nullable(),
  fit: z.enum(FITS).nullable(),
  helpful: z.number().int().min(0),
  reply: z.string().nullable(),
  createdAt: z.string(),
});

/** What buyers' reviews say of a product: the average, the count, the spread and the reviews shown. */
export const reviewSummarySchema = z.object({
  average: z.number().min(1).max(5),
  total: z.number().int().min(1),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  stars: z.array(z.number().int().min(0)).length(5),
  /** How many said it runs small, true to size, runs large. */
  fits: z.array(z.number().int().min(0)).length(3),
  /** The newest reviews, then the most helpful of the rest (at most six). */
  highlights: z.array(reviewSchema).max(6),
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/**
 * A catalogue product: a file of content/products, or a row of the products table (see
 * src/lib/catalogue-rows.ts). The rules are the database's where it allows more than the bundled
 * catalogue uses, so that whatever the admin area can save also builds.
 */
export const productSchema = z
  .object({
    productId: slug,
    name: z.string().min(3).max(80),
    description: z.string().min(20).max(2000),
    /** List price in whole KES, before any discount. */
    price: z.number().int().min(1),
    category: z.enum(CATEGORIES),
    type: z.enum(PRODUCT_TYPES),
    /** Absent for the store's own label: it displays as the store's name. */
    brand: z.string().min(2).optional(),
    /** The shop's own rating of the product (0: none), shown until buyers review it. */
    rating: z.number().min(0).max(5),
    /** The catalogue's own count, not shown: reviews counts its buyers' reviews. */
    reviewCount: z.number().int().min(0),
    /** Buyers' reviews (product_review_summaries); null until the first is shown. */
    reviews: reviewSummarySchema.nullable().default(null),
    /** Empty when the product comes in no sizes (the buy box then asks for none). */
    sizes: z.array(z.enum(SIZE_ORDER)),
    /** Empty when no colour is named (the artwork is then drawn in a neutral tone). */
    colors: z.array(colourSchema),
    tags: z.array(z.string().min(1)),
    stock: z.number().int().min(0),
    inStock: z.boolean(),
    discount: z.number().int().min(0).max(90),
    newArrival: z.boolean(),
    featured: z.boolean(),
    /** When the product joined the catalogue (ISO date): the "newest" sort. */
    addedAt: z.coerce.date(),
    material: z.string().min(3).optional(),
    art: z.object({
      shape: z.enum(ART_SHAPES),
      pattern: z.enum(ART_PATTERNS).default('solid'),
      /** A watch's case, dial, bezel and bracelet (the watch and smartwatch shapes). */
      watch: watchArtSchema.optional(),
    }),
    /** A photograph uploaded in the admin area: shown instead of the drawn artwork. */
    image: photoUrl.optional(),
  })
  // A product on sale needs stock; one with stock may be held back from sale (in_stock false).
  .refine((p) => !p.inStock || p.stock > 0, { message: 'a product in stock needs a stock above 0' });

export type ProductEntry = z.infer<typeof productSchema>;

export const brandSchema = z.object({
  name: z.string().min(2),
  kind: z.enum(['luxury', 'smart']),
  /** The spec's brand category label. */
  category: z.enum(['Luxury Watches', 'Smart Watches']),
  description: z.string().min(40),
  country: z.string().min(2),
  /** Luxury brands: "Since 1905". */
  heritage: z
    .string()
    .regex(/^Since \d{4}$/)
    .optional(),
  /** Smart-watch brands. */
  tier: z.enum(['Premium', 'Mid-Range', 'Luxury', 'Budget']).optional(),
  founded: z.number().int().min(1700).max(2030),
  headquarters: z.string().min(2),
  knownFor: z.array(z.string().min(3)).min(2),
  /** The brand's story, a paragraph an item (plain text). */
  story: z.array(z.string().min(80)).min(3).max(6),
  order: z.number().int(),
});
export type BrandEntry = z.infer<typeof brandSchema>;

export const blogSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(50).max(170),
  author: z.string().min(3),
  date: z.coerce.date(),
  hero: z.object({ shape: z.enum(ART_SHAPES), pattern: z.enum(ART_PATTERNS), color: z.string() }),
  /** productIds the article mentions; linked under the article. */
  products: z.array(z.string()).default([]),
});
export type BlogEntry = z.infer<typeof blogSchema>;

export const pageSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(50).max(170),
  heading: z.string().min(3),
  /** Optional short line under the heading. */
  lede: z.string().optional(),
});
export type PageEntry = z.infer<typeof pageSchema>;

/** Category landings and store pages (/women, /kids/boys, /bags-store …). */
export const landingSchema = z.object({
  /** The route without its leading slash, e.g. "kids/boys". */
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/),
  title: z.string().min(3).max(60),
  description: z.string().min(50).max(170),
  eyebrow: z.string().optional(),
  heading: z.string().min(3),
  /** Heading over the product grid; "Shop {heading}" when absent. */
  shopHeading: z.string().min(3).optional(),
  intro: z.string().min(40),
  /** Which products the page lists: a product matches a category or type slug given here. */
  filter: z.object({
    categories: z.array(z.string()).default([]),
    sale: z.boolean().default(false),
    newArrival: z.boolean().default(false),
  }),
  /** Watch pages also present their brands. */
  brandKind: z.enum(['luxury', 'smart']).optional(),
  links: z.array(z.object({ label: z.string(), href: z.string() })).default([]),
  /** A few paragraphs under the grid: what the department offers, how to choose, what we stand for. */
  about: z
    .object({ heading: z.string().min(3), paragraphs: z.array(z.string().min(80)).min(2).max(4) })
    .optional(),
  /** Colours of the page's hero band. */
  tone: z.enum(['clay', 'teal', 'gold', 'ink']).default('clay'),
});
export type LandingEntry = z.infer<typeof landingSchema>;
