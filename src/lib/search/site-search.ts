/**
 * One header search: the live in-stock products from the backend (the spec's query), and the
 * pages, watch brands and — when the backend finds nothing or fails — products from the Pagefind
 * index built with the site (standing decision 7), merged as section 9 says. A misspelt word is
 * corrected first ("rolx" → "rolex") and the results say so.
 */
import type { BrandHit, PageHit, ProductHit, SearchHit } from './results';
import { mergeResults, SEARCH_CAPS } from './results';
import type { SearchKind } from './records';
import type { Vocabulary } from './spelling';

/** The backend's product search limit (spec section 9), also used for the bundled fallback. */
const PRODUCT_LIMIT = 10;

/** A Pagefind result's data, as the search reads it (its meta was written at build). */
export interface IndexedEntry {
  url: string;
  /** The indexed text (a page's marked body, a record's content). */
  content: string;
  meta: Record<string, string | undefined>;
}

/** What a search draws on; the dialog passes the real ones, tests pass fakes. */
export interface SearchSources {
  /** The backend's live product search (src/lib/supabase: the spec's query, and name words). */
  products(query: string): Promise<ProductHit[]>;
  /** Entries of one kind from the site index, best first, at most `limit`. */
  indexed(query: string, kind: SearchKind, limit: number): Promise<IndexedEntry[]>;
  /** The words misspellings are corrected towards, or null when they could not load. */
  vocabulary(): Promise<Vocabulary | null>;
  /** Where a failure is told (never the shopper). */
  log(message: string, error: unknown): void;
  /** The pages stored on this device for offline reading whose title matches (saved-pages.ts). */
  saved?(query: string, limit: number): Promise<PageHit[]>;
}

export interface SiteSearchResult {
  /** The query as searched: the shopper's, or its correction. */
  searched: string;
  /** Set when a misspelling was corrected: what was searched instead. */
  corrected: string | null;
  /** True when nothing else answered (offline) and the hits are the pages stored on this device. */
  fromSaved?: boolean;
  hits: SearchHit[];
}

const text = (entry: IndexedEntry, key: string) => entry.meta[key] ?? '';

export function productFromIndex(entry: IndexedEntry): ProductHit {
  const productId = text(entry, 'productId');
  return {
    kind: 'product',
    id: productId,
    productId,
    name: text(entry, 'title'),
    price: Number(text(entry, 'price')) || 0,
    image: text(entry, 'image'),
    category: text(entry, 'category'),
    brand: text(entry, 'brand'),
  };
}

export function pageFromIndex(entry: IndexedEntry): PageHit {
  const path = text(entry, 'path');
  return { kind: 'page', id: path, name: text(entry, 'title'), path };
}

export function brandFromIndex(entry: IndexedEntry, kind: BrandHit['kind']): BrandHit {
  return {
    kind,
    id: entry.url,
    name: text(entry, 'title'),
    category: text(entry, 'category'),
    description: text(entry, 'description'),
    logo: text(entry, 'logo'),
    path: text(entry, 'path'),
  };
}

/**
 * Searches every source for `query` and merges the answers. Blank clears (no results); a source
 * that fails is logged and counts as finding nothing.
 */
export async function searchSite(query: string, sources: SearchSources): Promise<SiteSearchResult> {
  const typed = query.trim();
  if (!typed) return { searched: '', corrected: null, hits: [] };
  const vocabulary = await sources.vocabulary().catch((error: unknown) => {
    sources.log('search vocabulary did not load', error);
    return null;
  });
  const corrected = vocabulary?.correct(typed) ?? null;
  const searched = corrected ?? typed;

  const safely = async <T>(what: string, work: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await work();
    } catch (error) {
      sources.log(`search: ${what} failed`, error);
      return [];
    }
  };
  const indexed = (kind: SearchKind, limit: number) =>
    safely(kind, () => sources.indexed(searched, kind, limit));

  const [live, pages, luxury, smart] = await Promise.all([
    safely('product search', () => sources.products(searched)),
    indexed('page', SEARCH_CAPS.pages),
    indexed('luxury-watch-brand', SEARCH_CAPS.brandMatches),
    indexed('smart-watch-brand', SEARCH_CAPS.brandMatches),
  ]);
  // The spec's fallback: when the backend finds nothing (or fails), the bundled catalogue answers.
  const products = live.length ? live : (await indexed('product', PRODUCT_LIMIT)).map(productFromIndex);
  const hits = mergeResults(searched, {
    products,
    pages: pages.map(pageFromIndex),
    luxuryBrands: luxury.map((entry) => brandFromIndex(entry, 'luxury-watch-brand')),
    smartBrands: smart.map((entry) => brandFromIndex(entry, 'smart-watch-brand')),
  });
  // Offline, the search's own sources fail: the pages this device has stored answer instead.
  if (hits.length === 0 && sources.saved) {
    const saved = await safely('saved pages', () => sources.saved!(typed, SEARCH_CAPS.pages));
    if (saved.length) return { searched: typed, corrected: null, hits: saved, fromSaved: true };
  }
  return { searched, corrected, hits };
}
