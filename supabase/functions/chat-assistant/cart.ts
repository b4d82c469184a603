/**
 * Adding to the cart: which product the shopper means (a position in what was shown, a name, or
 * the only one shown), and the cart line in a size, colour and quantity the catalogue has. The size
 * and colour asked for are read against the product itself: "45" is its EU 45, "lava" its Lava,
 * "6-12 months" its 6-12M; one it does not have is asked about, never swapped for another.
 */
import type { AgentReply, CartProduct, HistoryMessage } from '../_shared/contracts/chat.ts';
import type { Catalogue, ProductMatch } from './catalogue.ts';
import { findProducts, notCarried } from './find.ts';
import { previousSearch, resolveReference, shownProducts } from './memory.ts';
import { LIST_SIZE, listWords, MAX_CHAT_QUANTITY, priceText, productLink, productList } from './replies.ts';
import { bestMatches, buildQuery, clearWinner, ofKind } from './search.ts';
import { sizeFor, sizeText, type SizeWanted } from './sizes.ts';
import { COLOURS } from './slots.ts';
import type { Understanding } from './understand.ts';
import { isBrand, kindIn, kindOf } from './vocabulary.ts';

async function chooseProduct(
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<{ product?: ProductMatch; options?: ProductMatch[]; message?: string }> {
  const shown = shownProducts(history);
  // The colour is the line's, not the product's name: "the galaxy watch7 in black" is the Watch7.
  const words = u.words.filter((w) => w !== u.colour);
  const positional = typeof u.reference === 'number' || u.reference === 'last';
  if (positional) {
    const id = resolveReference(shown, u.reference);
    if (!id)
      return {
        message:
          shown.length === 0
            ? "I haven't shown you any products yet. What would you like me to find?"
            : `I only showed ${shown.length} product${shown.length === 1 ? '' : 's'}. Which one would you like?`,
      };
    const [product] = await catalogue.search({ only: [id], limit: 1 });
    return product ? { product } : { message: "That product isn't available any more." };
  }
  if ((u.cheaper || u.pricier || u.sort) && shown.length > 0) {
    // "take the cheaper one": the cheapest (or dearest) of those shown.
    const products = await catalogue.search({ only: shown, limit: shown.length });
    const sorted = [...products].sort((a, b) => a.finalPrice - b.finalPrice);
    const product = u.pricier || u.sort === 'high' ? sorted.at(-1) : sorted[0];
    if (product) return { product };
  }
  if (words.length > 0 && shown.length > 0) {
    const amongShown = await catalogue.search({ only: shown, words, mustMatch: true, limit: shown.length });
    const winner = clearWinner(amongShown, words);
    if (winner) return { product: winner };
    // "the blue one", "the one in gold": the only shown product in that colour.
    const colour = u.colour ?? words.find((w) => COLOURS.includes(w));
    const inColour = colour ? amongShown.filter((p) => p.colours.some((c) => hasWord(c, colour))) : [];
    if (inColour.length === 1) return { product: inColour[0] };
  }
  if (words.length === 0) {
    // "the blue one": the only shown product in that colour.
    if (u.colour && shown.length > 1) {
      const inColour = (await catalogue.search({ only: shown, colour: u.colour, limit: shown.length })) ?? [];
      if (inColour.length === 1) return { product: inColour[0] };
    }
    if (shown.length === 1 || (u.reference === 'it' && shown.length > 0)) {
      const [product] = await catalogue.search({ only: [shown[0]!], limit: 1 });
      if (product) return { product };
    }
    return {
      message:
        shown.length > 1
          ? 'Which one would you like? Say "add the first one" (or second, third…).'
          : 'What would you like me to add? Tell me the product, for example "add the silk evening gown".',
    };
  }
  // "the kitenge ones" after a list of sneakers: of the kind that list was, when no kind is named.
  const listKind =
    shown.length > 0 && !kindIn(words) ? (previousSearch(history)?.words.filter((w) => kindOf(w)) ?? []) : [];
  const { kind, query } = buildQuery({
    ...u,
    words: [...listKind, ...words],
    budget: undefined,
    colour: undefined,
  });
  const results = ofKind(await catalogue.search({ ...query, limit: 8 }), kind);
  // With only a kind named ("a dress"), its products are the options; with words, those holding one.
  const found = query.words?.length ? results.filter((p) => p.matchedWords.length > 0) : results;
  const winner = clearWinner(found, words) ?? byModel(found, words);
  // The kind may be filed elsewhere ("maasai beaded bracelets" are a kids' set): the words alone
  // find it, and win when they match more of what the shopper named.
  const named = words.filter((w) => !kindOf(w));
  const held = (p?: ProductMatch) => (p ? named.filter((w) => p.matchedWords.includes(w)).length : -1);
  if ((query.category || query.types) && !found.some((p) => held(p) === named.length)) {
    const anywhere = clearWinner(await catalogue.search({ words, mustMatch: true, limit: 8 }), words);
    if (anywhere && held(anywhere) > held(winner) && held(anywhere) === named.length)
      return { product: anywhere };
  }
  if (winner) return { product: winner };
  const options = bestMatches(found).filter((p) => p.inStock);
  if (options.length > 0) return { options };
  return {};
}

/** The one product whose name holds the model the shopper named ("watch7", "rb3025", "6119g"). */
function byModel(products: ProductMatch[], words: string[]): ProductMatch | undefined {
  const models = words.filter((w) => /\d/.test(w) && /[a-z]/.test(w)).map((w) => w.replace(/-/g, ''));
  if (models.length === 0) return undefined;
  const flat = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const holding = products.filter((p) => models.every((m) => flat(p.name).includes(m)));
  return holding.length === 1 ? holding[0] : undefined;
}

const hasWord = (text: string, word: string) =>
  new RegExp(`\\b${word.replace(/[^a-z ]/gi, '')}\\b`, 'i').test(text);

export async function addToCart(
  question: string,
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<AgentReply> {
  const choice = await chooseProduct(u, history, catalogue);
  if (choice.message) return { message: choice.message };
  if (choice.options) {
    const listed = choice.options.slice(0, LIST_SIZE);
    const missing = notCarried(question, u, listed);
    // A brand the store does not carry: the closest of its kind, not whatever shares a word.
    if (missing && u.words.some(isBrand))
      return findProducts(question, { ...u, intent: 'find' }, history, catalogue);
    return {
      message: `${missing ? `We don't carry ${missing} at the moment, but these` : 'I found a few that'} match. Which one would you like?\n\n${productList(listed)}\n\nSay "add the first one" (or second, third…).`,
    };
  }
  const product = choice.product;
  // Nothing by that name: what the store has of the kind, and a brand it does not carry said so.
  if (!product) return findProducts(question, { ...u, intent: 'find' }, history, catalogue);
  const line = prepareCartLine(product, { ...u, text: question });
  if ('problem' in line) return { message: line.problem };
  const priceNamed = /\b(for|at)\s+(ksh|kes|\$)?\s*\d/.test(question.toLowerCase())
    ? ' Prices come straight from our catalogue, so I can’t change them.'
    : '';
  const { quantity, size, colour } = line.product;
  const details = [size && size !== 'One Size' ? `size ${size}` : '', colour ?? '']
    .filter(Boolean)
    .join(', ');
  return {
    message: `Added ${quantity > 1 ? `${quantity} × ` : ''}${productLink(product)}${details ? ` (${details})` : ''} to your cart at ${priceText(product)}${quantity > 1 ? ' each' : ''}.${line.notes}${priceNamed} Anything else, or shall I take you to checkout?`,
    action: { type: 'add_to_cart', product: line.product },
  };
}

export interface Wanted {
  sizes?: SizeWanted[];
  colour?: string;
  quantity?: number;
  /** The shopper's message, where a product's own colour name ("Lava", "Pink Gold") is looked for. */
  text?: string;
}

/** The product's colour the shopper named: its whole name in the message, or one holding the colour word. */
function colourFor(product: ProductMatch, wanted: Wanted): { colour?: string; asked?: string } {
  // Its name is no colour asked for: "the charcoal pinstripe suit in navy" is navy.
  const nameWords = new Set(product.name.toLowerCase().split(/[^a-z]+/));
  const text = (wanted.text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !nameWords.has(w.replace(/[^a-z]/g, '')))
    .join(' ');
  const byName = [...product.colours]
    .sort((a, b) => b.length - a.length)
    .find((c) => hasWord(text, c.toLowerCase()));
  if (byName) return { colour: byName };
  if (!wanted.colour) return {};
  const holding = product.colours.filter((c) => hasWord(c, wanted.colour!));
  // "blue" with Light Blue and Mid Blue: the plainest, the one named by the word alone first.
  const plain = holding.find((c) => c.toLowerCase() === wanted.colour) ?? holding[0];
  return plain ? { colour: plain } : { asked: wanted.colour };
}

/**
 * The cart line for a product in the size, colour and quantity asked for, all checked against the
 * catalogue: an unknown size or colour, or a product out of stock, is a question back instead.
 */
export function prepareCartLine(
  product: ProductMatch,
  wanted: Wanted,
): { product: CartProduct; notes: string } | { problem: string } {
  if (!product.inStock || product.stock <= 0)
    return {
      problem: `Sorry, ${productLink(product)} is out of stock right now. Would you like me to find something similar?`,
    };
  let size: string | undefined;
  let notes = '';
  const asked = wanted.sizes ?? [];
  if (asked.length > 0) {
    size = asked.map((s) => sizeFor(product.sizes, s)).find(Boolean);
    // A bare number that is no size of this product is something else (a model: "t-rex 3 45").
    const meant = asked.filter(
      (s) => s.kind !== 'number' || !s.bare || product.sizes.some((p) => /\d/.test(p)),
    );
    if (!size && meant.length > 0 && !product.sizes.every((s) => /one size/i.test(s)))
      return {
        problem: `${productLink(product)} comes in ${listWords(product.sizes)}, not ${sizeText(meant[0]!)}. Which size would you like?`,
      };
  }
  if (!size && product.sizes.length === 1) size = product.sizes[0];
  else if (!size && product.sizes.length > 1) {
    size = product.sizes[0];
    notes += ` I picked size ${size}; it also comes in ${listWords(product.sizes.slice(1))}, so tell me if you need another size.`;
  }
  const { colour, asked: missingColour } = colourFor(product, wanted);
  if (missingColour && product.colours.length > 0)
    return {
      problem: `${productLink(product)} comes in ${listWords(product.colours)}, not ${missingColour}. Which colour would you like?`,
    };
  const requested = Math.max(1, Math.floor(wanted.quantity ?? 1));
  const capped = Math.min(requested, MAX_CHAT_QUANTITY);
  const quantity = Math.min(capped, product.stock);
  if (quantity < capped) notes = ` We only have ${product.stock} in stock, so I added ${quantity}.` + notes;
  else if (requested > MAX_CHAT_QUANTITY)
    notes =
      ` I can add up to ${MAX_CHAT_QUANTITY} at a time here; change the quantity in your cart for more.` +
      notes;
  return {
    product: {
      productId: product.productId,
      name: product.name,
      price: product.finalPrice,
      quantity,
      ...(size ? { size } : {}),
      ...(colour ? { colour } : {}),
    },
    notes,
  };
}

/** Whether a find names one product clearly, with a size or colour: a purchase said without "add". */
export function namesOneProduct(u: Understanding): boolean {
  const named = u.words.filter((w) => !kindOf(w) && w !== u.colour);
  return named.length > 0 && u.sizes.length > 0 && u.colour !== undefined && kindIn(u.words) !== undefined;
}
