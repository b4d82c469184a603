/**
 * Searching the catalogue for what a message asks: the query built from it (department, types,
 * budget, colour, sale, new, price order), a follow-up that narrows the list just shown ("any in
 * linen?", "which come in 42", "under 10k", "something cheaper", "show me more"), a gift chosen by
 * who it is for, and a search loosened step by step when nothing matches.
 */
import type { Catalogue, ProductMatch, ProductQuery } from './catalogue.ts';
import type { HistoryMessage } from '../_shared/contracts/chat.ts';
import { giftKinds } from './gifts.ts';
import { previousSearch, shownProducts } from './memory.ts';
import { kes } from './replies.ts';
import { CLOTHING_TYPES } from '../_shared/store-facts.ts';
import { sizeFor } from './sizes.ts';
import { MATERIALS, REFINING } from './slots.ts';
import type { Understanding } from './understand.ts';
import { kindIn, kindOf, type Kind } from './vocabulary.ts';

export interface Search {
  u: Understanding;
  kind?: Kind;
  query: ProductQuery;
  /** Products shown before, left out when the shopper asked for more. */
  exclude: string[];
  /** How the price bound is said when it came from the products shown ("cheaper than KSH 9,900"). */
  priceLabel?: string;
  /** The list shown before is being narrowed ("any in linen?"): nothing of another kind will do. */
  narrowing?: boolean;
  /** A present is being chosen for someone. */
  gift?: boolean;
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
    if (u.recipient?.group === 'baby' && !kind) query.types = ['baby'];
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

/** A gift for someone, when no kind of thing is named: what suits who it is for, within the budget. */
function giftSearch(u: Understanding): { query: ProductQuery } {
  const words = u.words.filter((w) => !REFINING.has(w));
  const query: ProductQuery = { words, mustMatch: false, limit: 12, ...giftKinds(u.recipient) };
  if (u.budget?.minKes !== undefined) query.minPrice = u.budget.minKes;
  if (u.budget?.maxKes !== undefined) query.maxPrice = u.budget.maxKes;
  if (u.colour) query.colour = u.colour;
  if (u.onSale) query.onSale = true;
  return { query };
}

/** A shopper's word for what a product's own words call otherwise. */
const SAME_AS: Record<string, string> = { jeans: 'denim', jean: 'denim' };

/** Words that only describe (a material, a pattern), which a follow-up narrows the last list by. */
const describes = (word: string) => MATERIALS.has(word) || REFINING.has(word);

export async function planSearch(
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<Search> {
  const shown = shownProducts(history);
  const ownWords = u.words.filter((w) => !REFINING.has(w) && w !== u.colour);
  const ownKind = kindIn(ownWords);
  const previous = ownKind ? undefined : previousSearch(history);
  const refines = ownWords.every(describes) || ownWords.length === 0;
  // "the denim one", "the SE": one or more of the products shown, named by a word of theirs.
  if (
    shown.length > 0 &&
    ownKind &&
    /\bones?\b/.test(u.asked) &&
    !(u.sort || u.cheaper || u.pricier) &&
    !u.recipient?.personal
  ) {
    const words = ownWords.map((w) => SAME_AS[w] ?? w);
    const among = await catalogue.search({ only: shown, words, mustMatch: true, limit: shown.length });
    const named = bestMatches(among.filter((p) => p.matchedWords.length > 0));
    if (named.length > 0 && named.length < shown.length)
      return {
        u: { ...u, words },
        query: { only: named.map((p) => p.productId), words, mustMatch: true, limit: shown.length },
        exclude: [],
      };
  }
  // A message that names no new kind, after a list: it narrows that list first.
  const forSomeone = u.gift || u.recipient?.personal;
  if (previous && shown.length > 0 && !forSomeone) {
    const merged: Understanding = {
      ...previous,
      ...Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined)),
      // The new words narrow the kind shown; a price, colour or size alone narrows the search itself.
      words: ownWords.length > 0 ? [...previous.words.filter((w) => kindOf(w)), ...ownWords] : previous.words,
      budget: u.budget ?? previous.budget,
      audience: u.audience ?? previous.audience,
      recipient: u.recipient ?? previous.recipient,
    };
    const { kind, query } = buildQuery(merged);
    if (kind || previous.onSale || previous.isNew || ownWords.length === 0) {
      if (ownWords.length > 0) query.mustMatch = true;
      const search: Search = { u: merged, kind, query, exclude: [], narrowing: refines };
      if (refines || (await searchWithFallbacks(search, catalogue)).products.length > 0)
        return priced(search, u, shown, catalogue, refines && u.words.some((w) => REFINING.has(w)));
      // Words the kind shown has nothing of ("red ziko"): narrow by what else the message says.
      const described = ownWords.filter(describes);
      const slots =
        u.colour || u.budget || u.sizes.length > 0 || u.onSale || u.sort || u.cheaper || u.pricier;
      if (slots || described.length > 0) {
        const plain = buildQuery({
          ...merged,
          words: [...previous.words.filter((w) => kindOf(w)), ...described],
        });
        if (described.length > 0) plain.query.mustMatch = true;
        return priced(
          {
            u: { ...merged, words: described },
            kind: plain.kind,
            query: plain.query,
            exclude: [],
            narrowing: true,
          },
          u,
          shown,
          catalogue,
          false,
        );
      }
    }
  }
  if (!ownKind && forSomeone && u.recipient) {
    const { query } = giftSearch(u);
    return { u, query, exclude: [], gift: true };
  }
  const mine: Understanding = { ...u, words: ownWords };
  const { kind, query } = buildQuery(mine);
  return priced({ u: mine, kind, query, exclude: [] }, u, shown, catalogue, false);
}

/** "Something cheaper" and "show me more", against the products shown. */
async function priced(
  search: Search,
  u: Understanding,
  shown: string[],
  catalogue: Catalogue,
  more: boolean,
): Promise<Search> {
  const { query } = search;
  // A budget named says the price itself: "cheaper ones under 10k" is under 10k.
  if ((u.cheaper || u.pricier) && shown.length > 0 && !u.budget) {
    const prices = (await catalogue.search({ only: shown, limit: shown.length })).map((p) => p.finalPrice);
    if (prices.length > 0 && u.cheaper) {
      query.maxPrice = Math.min(...prices) - 1;
      delete query.minPrice;
      return { ...search, priceLabel: `cheaper than ${kes(Math.min(...prices))}` };
    }
    if (prices.length > 0) {
      query.minPrice = Math.max(...prices) + 1;
      delete query.maxPrice;
      return { ...search, priceLabel: `pricier than ${kes(Math.max(...prices))}` };
    }
  }
  if (more && !u.colour && !u.budget) return { ...search, exclude: shown, narrowing: false };
  return search;
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

/** Products that are the kind named, where the kind is narrower than its type (shorts, belts). */
export function ofKind(products: ProductMatch[], kind: Kind | undefined): ProductMatch[] {
  if (!kind?.named && !kind?.notNamed) return products;
  return products.filter((p) => (!kind.named || kind.named.test(p.name)) && !kind.notNamed?.test(p.name));
}

/** "pure wool", "leather only": only products made of that alone, not a blend or a trim. */
function pureOnly(products: ProductMatch[], u: Understanding): ProductMatch[] {
  const material = u.pure ? u.materials[0] : undefined;
  if (!material) return products;
  return products.filter(
    (p) =>
      p.material !== null &&
      new RegExp(`\\b${material}`, 'i').test(p.material) &&
      !/blend|\d+%.*\d+%|\band\b|\bwith\b/i.test(p.material),
  );
}

/**
 * Products whose own colour name holds the colour asked for, when there are any: "blue" is first
 * the Mid Blue, and a Navy (of the blue family) only when nothing is called blue.
 */
function byColourName(products: ProductMatch[], colour: string | undefined): ProductMatch[] {
  if (!colour) return products;
  const word = new RegExp(`\\b${colour}\\b`, 'i');
  const named = products.filter((p) => p.colours.some((c) => word.test(c)));
  return named.length > 0 ? named : products;
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
    pureOnly(ofKind(await catalogue.search(q), kind), u).filter((p) => !exclude.includes(p.productId));
  let products = byColourName(await run(query), query.colour);
  if (products.length === 0 && query.colour && !search.narrowing) {
    const other = await run({ ...query, colour: undefined });
    if (other.length > 0) {
      notes.push(`I couldn't find ${kind?.label ?? 'that'} in ${query.colour}, so here are other colours.`);
      query = { ...query, colour: undefined };
      products = other;
    }
  }
  if (products.length === 0 && search.narrowing) return { products, notes };
  if (products.length === 0 && (query.category || query.types) && query.words?.length) {
    const wider = await run({ ...query, category: kind?.category, types: kind?.types, mustMatch: true });
    const anywhere =
      wider.length > 0 || search.gift
        ? wider
        : await run({ ...query, category: undefined, types: undefined });
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
  if (u.sizes.length > 0 && products.length > 0) {
    const fitting = products.filter((p) => u.sizes.some((size) => sizeFor(p.sizes, size)));
    if (fitting.length > 0) products = fitting;
    else if (search.narrowing) return { products: [], notes };
    else notes.push(`None of these come in size ${u.size}; here are the closest.`);
  }
  return { products: search.gift ? products : bestMatches(products), notes };
}
