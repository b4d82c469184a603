/**
 * Searching the catalogue for what a message asks: the query built from it (department, types,
 * budget, colour, sale, new, price order), refinements of the previous search ("in black",
 * "something cheaper", "show me more"), and a search loosened step by step when nothing matches.
 */
import type { Catalogue, ProductMatch, ProductQuery } from './catalogue.ts';
import type { HistoryMessage } from '../_shared/contracts/chat.ts';
import { shownProducts } from './memory.ts';
import { kes } from './replies.ts';
import { CLOTHING_TYPES } from '../_shared/store-facts.ts';
import { understand, type Understanding } from './understand.ts';
import { kindIn, kindOf, type Kind } from './vocabulary.ts';
/** Words that ask for more of the same search rather than something new. */
export const REFINING = new Set(
  'more others other else another different options alternatives similar same instead colour color zaidi nyingine'.split(
    ' ',
  ),
);

/** The message read, with a colour that names a product ("cream", "gold chain") kept as a word. */
export function readMessage(text: string): Understanding {
  const u = understand(text);
  if (u.colour && kindOf(u.colour)) delete u.colour;
  return u;
}

export interface Search {
  u: Understanding;
  kind?: Kind;
  query: ProductQuery;
  /** Products shown before, left out when the shopper asked for more. */
  exclude: string[];
  /** How the price bound is said when it came from the products shown ("cheaper than KES 9,900"). */
  priceLabel?: string;
}

/** The previous search the shopper made, for "in black", "something cheaper", "show me more". */
function previousSearch(history: HistoryMessage[]): Understanding | undefined {
  for (let i = history.length - 2; i >= 0; i--) {
    const message = history[i]!;
    if (message.role !== 'user') continue;
    const u = readMessage(message.content);
    if (u.intent === 'find' && u.words.some((w) => !REFINING.has(w) && w !== u.colour)) return u;
    if (u.intent === 'find' && (u.onSale || u.isNew)) return u;
  }
  return undefined;
}

export function buildQuery(u: Understanding): { kind?: Kind; query: ProductQuery } {
  const kind = kindIn(u.words);
  // A colour is a filter, not a word to match: "black" would find "Black Castor Oil".
  const query: ProductQuery = { words: u.words.filter((w) => w !== u.colour), limit: 12 };
  if (kind?.category) query.category = kind.category;
  if (kind?.types) query.types = kind.types;
  if (u.audience === 'kids') {
    // The kids' department has its own types (girls, boys, baby): the kind word only ranks.
    query.category = 'kids';
    delete query.types;
  } else if (
    u.audience &&
    !kind?.category &&
    (kind?.types ?? CLOTHING_TYPES).every((t) => CLOTHING_TYPES.includes(t))
  )
    query.category = u.audience;
  if (u.budget?.minKes !== undefined) query.minPrice = u.budget.minKes;
  if (u.budget?.maxKes !== undefined) query.maxPrice = u.budget.maxKes;
  if (u.onSale) query.onSale = true;
  if (u.isNew) query.isNew = true;
  if (u.colour) query.colour = u.colour;
  if (u.sort) query.sort = u.sort;
  // A word that only names what is filtered on ("dresses" among the dresses) ranks nothing.
  const filters = [query.category, ...(query.types ?? [])].filter(Boolean).map((f) => f!.replace(/-/g, ' '));
  query.words = query.words?.filter((w) => !filters.some((f) => f.includes(w.replace(/(es|s)$/, ''))));
  return { kind, query };
}

export async function planSearch(
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<Search> {
  const ownWords = u.words.filter((w) => !REFINING.has(w) && w !== u.colour);
  const previous = ownWords.length === 0 ? previousSearch(history) : undefined;
  const merged: Understanding = previous
    ? {
        ...previous,
        ...Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined)),
        words: previous.words,
        budget: u.budget ?? previous.budget,
      }
    : { ...u, words: ownWords };
  const { kind, query } = buildQuery(merged);
  const shown = shownProducts(history);
  let exclude: string[] = [];
  let priceLabel: string | undefined;
  if ((u.cheaper || u.pricier) && shown.length > 0) {
    const prices = (await catalogue.search({ only: shown, limit: shown.length })).map((p) => p.finalPrice);
    if (prices.length > 0 && u.cheaper) {
      query.maxPrice = Math.min(...prices) - 1;
      delete query.minPrice;
      priceLabel = `cheaper than ${kes(Math.min(...prices))}`;
    } else if (prices.length > 0) {
      query.minPrice = Math.max(...prices) + 1;
      delete query.maxPrice;
      priceLabel = `pricier than ${kes(Math.max(...prices))}`;
    }
  } else if (previous && u.words.some((w) => REFINING.has(w)) && !u.colour && !u.budget) exclude = shown;
  return { u: merged, kind, query, exclude, priceLabel };
}

export function sizeMatch(sizes: string[], wanted: string): string | undefined {
  const w = wanted.toLowerCase();
  const bare = (s: string) => s.toLowerCase().replace(/^eu\s*/, '');
  return sizes.find((s) => s.toLowerCase() === w) ?? sizes.find((s) => bare(s) === w);
}

/** Keeps the products that match as many of the words as the best one does. */
export function bestMatches(products: ProductMatch[]): ProductMatch[] {
  const most = Math.max(0, ...products.map((p) => p.matchedWords.length));
  if (most === 0) return products;
  const top = Math.max(...products.filter((p) => p.matchedWords.length === most).map((p) => p.score));
  return products.filter((p) => p.matchedWords.length === most && p.score >= top * 0.5);
}

/** Whether the top result is clearly what the shopper named (not one of several equal matches). */
export function clearWinner(products: ProductMatch[], words: string[]): ProductMatch | undefined {
  const [top, second] = products;
  if (!top) return undefined;
  if (products.length === 1) return top;
  const named = words.filter((w) => !kindOf(w));
  if (named.length === 0 || !top.matchedWords.some((w) => named.includes(w))) return undefined;
  if (!second || second.matchedWords.length < top.matchedWords.length) return top;
  return top.score >= second.score * 1.25 ? top : undefined;
}

interface Found {
  products: ProductMatch[];
  notes: string[];
}

/** Runs a search, loosening it step by step when nothing matches, and says what was loosened. */
export async function searchWithFallbacks(search: Search, catalogue: Catalogue): Promise<Found> {
  const { u, kind, exclude } = search;
  let query = search.query;
  const notes: string[] = [];
  const run = async (q: ProductQuery) =>
    (await catalogue.search(q)).filter((p) => !exclude.includes(p.productId));
  let products = await run(query);
  if (products.length === 0 && query.colour) {
    const other = await run({ ...query, colour: undefined });
    if (other.length > 0) {
      notes.push(`I couldn't find ${kind?.label ?? 'that'} in ${query.colour}, so here are other colours.`);
      query = { ...query, colour: undefined };
      products = other;
    }
  }
  if (products.length === 0 && (query.category || query.types) && query.words?.length) {
    const wider = await run({ ...query, category: kind?.category, types: kind?.types, mustMatch: true });
    const anywhere =
      wider.length > 0 ? wider : await run({ ...query, category: undefined, types: undefined });
    if (anywhere.length > 0) products = anywhere;
  }
  if (products.length === 0 && search.priceLabel) return { products: [], notes };
  if (products.length === 0 && (query.minPrice !== undefined || query.maxPrice !== undefined)) {
    const any = await run({ ...query, minPrice: undefined, maxPrice: undefined, limit: 24 });
    if (any.length > 0) {
      const sorted = [...any].sort((a, b) =>
        query.maxPrice !== undefined ? a.finalPrice - b.finalPrice : b.finalPrice - a.finalPrice,
      );
      const bound =
        query.maxPrice !== undefined ? `under ${kes(query.maxPrice)}` : `over ${kes(query.minPrice!)}`;
      notes.push(
        `I couldn't find ${kind?.label ?? 'a match'} ${bound}. ${
          query.maxPrice !== undefined ? 'The most affordable we have:' : 'The closest we have:'
        }`,
      );
      return { products: sorted, notes };
    }
  }
  if (u.size && products.length > 0) {
    const fitting = products.filter((p) => sizeMatch(p.sizes, u.size!));
    if (fitting.length > 0) products = fitting;
    else notes.push(`None of these come in size ${u.size}; here are the closest.`);
  }
  return { products: bestMatches(products), notes };
}
