/**
 * One product's details — price, sizes, colours, stock — for "how much is it?", "what sizes does
 * the kaunda suit come in?", "is the gown available in black?".
 */
import type { Catalogue, ProductMatch } from './catalogue.ts';
import type { HistoryMessage } from '../_shared/contracts/chat.ts';
import { resolveReference, shownProducts } from './memory.ts';
import { listWords, priceText, productLink } from './replies.ts';
import { buildQuery, clearWinner } from './search.ts';
import type { Understanding } from './understand.ts';
import { kindOf } from './vocabulary.ts';
/** Asking about one product: its sizes, colours, price, stock or material. */
export const DETAIL =
  /\b(what sizes?|which sizes?|sizes? (does|do|is|are)|size range|colou?rs?|how much|price of|cost|in stock|available|availability|material|made of|bei ya)\b/;

const DETAIL_WORDS =
  /^(sizes?|colou?rs?|price|cost|stock|available|availability|material|made|come|comes|ngapi|bei)$/;

/** The product a detail question is about: one just shown ("how much is it?"), or one it names. */
export async function productAskedAbout(
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<ProductMatch | undefined> {
  const words = u.words.filter((w) => !DETAIL_WORDS.test(w) && w !== u.colour);
  const shown = shownProducts(history);
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

export function describeProduct(product: ProductMatch, colour?: string): string {
  const parts = [`${productLink(product)} is ${priceText(product)}.`];
  const sizes = product.sizes.filter((s) => s !== 'One Size');
  if (sizes.length > 0)
    parts.push(`It comes in ${sizes.length === 1 ? 'size' : 'sizes'} ${listWords(sizes)}.`);
  else if (product.sizes.includes('One Size')) parts.push('It is one size.');
  if (product.colours.length > 0) {
    const has = colour && product.colours.find((c) => new RegExp(`\\b${colour}\\b`, 'i').test(c));
    if (colour) parts.push(has ? `Yes, it comes in ${has}.` : `It doesn't come in ${colour}.`);
    parts.push(`Colours: ${listWords(product.colours)}.`);
  }
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
