/**
 * One product's details — price, sizes, colours, stock, and how buyers say it fits — for "how much
 * is it?", "what sizes does the kaunda suit come in?", "is the gown available in black?", "does it
 * run small?".
 */
import { fitAdvice } from '../_shared/contracts/fit.ts';
import type { Catalogue, ProductMatch } from './catalogue.ts';
import type { HistoryMessage } from '../_shared/contracts/chat.ts';
import { resolveReference, shownProducts } from './memory.ts';
import { listWords, priceText, productLink } from './replies.ts';
import { buildQuery, clearWinner } from './search.ts';
import { sizeFor, sizeText } from './sizes.ts';
import { MATERIALS } from './slots.ts';
import type { Understanding } from './understand.ts';
import { kindOf } from './vocabulary.ts';
/** Asking about one product: its sizes, colours, price, stock or material. */
export const DETAIL =
  /\b(what sizes?|which sizes?|sizes? (does|do|is|are)|size range|colou?rs?|how much|price of|cost|in stock|available|availability|material|made of|bei ya)\b/;

/** Asking how a product fits: "does it run small?", "is it true to size?", "what size should I take?". */
export const FIT_QUESTION =
  /\b(runs? (small|large|big)|true to size|(does|do|will|would) (it|they|this|that|the \w+) fit|how (does|do) (it|they) fit|fits? (small|big|large)|what size (should|do|would|will|shall) i)\b/;

const DETAIL_WORDS =
  /^(sizes?|colou?rs?|price|cost|stock|available|availability|material|made|come|comes|ngapi|bei|much|left|details?|describe|tell|suit|look|fit|fits|run|runs|small|large|true|take|wear|real|waterproof|warranty|better|heavy|big|genuine|worth|buying|should|good)$/;

/**
 * Whether the message asks how one product fits: a fit question of a product just shown, or of one
 * it names by more than its kind ("does the kaunda suit run small?"). "Jeans that run small" with
 * nothing shown is a search, not a question about a product.
 */
export function asksHowItFits(u: Understanding, question: string, history: HistoryMessage[]): boolean {
  if (!FIT_QUESTION.test(question.toLowerCase())) return false;
  const named = u.words.some((w) => !DETAIL_WORDS.test(w) && !kindOf(w));
  return named || shownProducts(history).length > 0;
}

/** No buyer's word on the fit yet: where to look instead. */
export const NO_FIT_YET =
  'No buyer has said how it fits yet: the [size guide](/size-guide) has the measurements.';

/** The product a detail question is about: one just shown ("how much is it?"), or one it names. */
export async function productAskedAbout(
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<ProductMatch | undefined> {
  const shown = shownProducts(history);
  // "is it real leather?" of a product shown: the material is asked about, not searched for.
  const words = u.words.filter(
    (w) => !DETAIL_WORDS.test(w) && w !== u.colour && !(shown.length > 0 && MATERIALS.has(w)),
  );
  if (words.length === 0) {
    // "how much is it?" right after one product: that one.
    const id =
      u.reference === undefined || u.reference === 'it'
        ? shown.length === 1
          ? shown[0]
          : undefined
        : resolveReference(shown, u.reference);
    if (!id) return undefined;
    return (await catalogue.search({ only: [id], limit: 1 }))[0];
  }
  const { query } = buildQuery({ ...u, words, colour: undefined, budget: undefined });
  const found = (await catalogue.search({ ...query, limit: 8 })).filter((p) => p.matchedWords.length > 0);
  const winner = clearWinner(found, words);
  return winner && words.filter((w) => !kindOf(w)).every((w) => winner.matchedWords.includes(w))
    ? winner
    : undefined;
}

/** One product's details, the one asked about first: "Yes, it comes in XL." before the rest. */
export function describeProduct(
  product: ProductMatch,
  u?: Pick<Understanding, 'colour' | 'sizes' | 'materials' | 'yesNo' | 'onSale'> & {
    asksStock?: boolean;
    /** Asked how it fits ("does it run small?"): answered first. */
    asksFit?: boolean;
    /** How many buyers said it runs small, true to size and runs large (Catalogue.fits). */
    fits?: readonly number[];
  },
): string {
  const parts: string[] = [];
  const sizes = product.sizes.filter((s) => s !== 'One Size');
  // Advice on a size up or down needs sizes to choose from; "It is one size." answers the rest.
  const choosable = sizes.length > 1;
  const advice = u?.fits && choosable ? fitAdvice(u.fits) : null;
  if (u?.asksFit && choosable) parts.push(advice ?? NO_FIT_YET);
  // "Does it run small?" names no size, though "small" reads as one.
  const askedSize = u?.asksFit ? undefined : u?.sizes[0];
  if (askedSize) {
    const has = sizeFor(product.sizes, askedSize);
    parts.push(
      has
        ? `Yes, it comes in size ${has}.`
        : `No, it doesn't come in size ${sizeText(askedSize)}${sizes.length ? `: it comes in ${listWords(sizes)}` : ''}.`,
    );
  }
  const colour = u?.colour;
  if (colour && product.colours.length > 0) {
    const has = product.colours.find((c) => new RegExp(`\\b${colour}\\b`, 'i').test(c));
    parts.push(has ? `Yes, it comes in ${has}.` : `No, it doesn't come in ${colour}.`);
  }
  // A material word of the product's own name ("the beaded leather clutch") names it; it asks of
  // the material only in a yes-or-no question ("is the linen shirt pure linen?").
  const material = u?.materials.find(
    (m) => !/^(pure|100)$/.test(m) && (u.yesNo || !new RegExp(`\\b${m}`, 'i').test(product.name)),
  );
  if (material && product.material)
    parts.push(
      `${new RegExp(`\\b${material}`, 'i').test(product.material) ? 'Yes' : 'No'}, it's made of ${product.material.toLowerCase()}.`,
    );
  if (parts.length === 0 && u?.yesNo && u.asksStock)
    parts.push(
      product.inStock && product.stock > 0 ? "Yes, it's in stock." : "No, it's out of stock right now.",
    );
  if (parts.length === 0 && u?.yesNo && u.onSale)
    parts.push(
      product.discount > 0 ? `Yes, it's ${product.discount}% off.` : "No, it isn't on sale right now.",
    );
  parts.push(`${productLink(product)} is ${priceText(product)}.`);
  if (!askedSize) {
    if (sizes.length > 0)
      parts.push(`It comes in ${sizes.length === 1 ? 'size' : 'sizes'} ${listWords(sizes)}.`);
    else if (product.sizes.includes('One Size')) parts.push('It is one size.');
  }
  // What buyers say of the fit goes with the sizes, unless it was the question.
  if (advice && !u?.asksFit) parts.push(advice);
  if (product.colours.length > 0) parts.push(`Colours: ${listWords(product.colours)}.`);
  if (product.material && !material) parts.push(`Made of ${product.material.toLowerCase()}.`);
  parts.push(
    product.inStock && product.stock > 0
      ? product.stock <= 3
        ? `Only ${product.stock} left in stock.`
        : 'It is in stock.'
      : 'It is out of stock right now.',
  );
  if (product.inStock && product.stock > 0) parts.push('Would you like me to add it to your cart?');
  return parts.join(' ');
}
