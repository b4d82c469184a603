/**
 * Adding to the cart: which product the shopper means (a position in what was shown, a name, or
 * the only one shown), and the cart line in a size, colour and quantity the catalogue has.
 */
import type { AgentReply, CartProduct, HistoryMessage } from '../_shared/contracts/chat.ts';
import type { Catalogue, ProductMatch } from './catalogue.ts';
import { notCarried } from './find.ts';
import { resolveReference, shownProducts } from './memory.ts';
import {
  CAPABILITIES,
  LIST_SIZE,
  listWords,
  MAX_CHAT_QUANTITY,
  priceText,
  productLink,
  productList,
} from './replies.ts';
import { bestMatches, buildQuery, clearWinner, sizeMatch } from './search.ts';
import { TAMPERING, type Understanding } from './understand.ts';
import { kindOf } from './vocabulary.ts';
async function chooseProduct(
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<{ product?: ProductMatch; options?: ProductMatch[]; message?: string }> {
  const shown = shownProducts(history);
  const words = u.words;
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
  if (words.length > 0 && shown.length > 0) {
    const amongShown = await catalogue.search({ only: shown, words, mustMatch: true, limit: shown.length });
    const winner = clearWinner(amongShown, words);
    if (winner) return { product: winner };
  }
  if (words.length === 0) {
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
  const { query } = buildQuery({ ...u, budget: undefined });
  const results = await catalogue.search({ ...query, limit: 8 });
  // With only a kind named ("a dress"), its products are the options; with words, those holding one.
  const found = query.words?.length ? results.filter((p) => p.matchedWords.length > 0) : results;
  const winner = clearWinner(found, words);
  // The kind may be filed elsewhere ("maasai beaded bracelets" are a kids' set): the words alone
  // find it, and win when they match more of what the shopper named.
  const named = words.filter((w) => !kindOf(w));
  const held = (p?: ProductMatch) => (p ? named.filter((w) => p.matchedWords.includes(w)).length : -1);
  if ((query.category || query.types) && held(winner) < named.length) {
    const anywhere = clearWinner(await catalogue.search({ words, mustMatch: true, limit: 8 }), words);
    if (anywhere && held(anywhere) > held(winner) && held(anywhere) === named.length)
      return { product: anywhere };
  }
  if (winner) return { product: winner };
  const options = bestMatches(found).filter((p) => p.inStock);
  if (options.length > 0) return { options };
  return {};
}

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
    return {
      message: `${missing ? `We don't carry ${missing} at the moment, but these` : 'I found a few that'} match. Which one would you like?\n\n${productList(listed)}\n\nSay "add the first one" (or second, third…).`,
    };
  }
  const product = choice.product;
  if (!product) {
    const missing = notCarried(question, u, []);
    return {
      message: `Sorry, I couldn't find ${missing ? missing : 'that'} in our store. ${CAPABILITIES}`,
    };
  }
  const line = prepareCartLine(product, u);
  if ('problem' in line) return { message: line.problem };
  const tampered = TAMPERING.test(question.toLowerCase())
    ? ' Prices come straight from our catalogue, so I can’t change them.'
    : '';
  const { quantity, size, colour } = line.product;
  const details = [size && size !== 'One Size' ? `size ${size}` : '', colour ?? '']
    .filter(Boolean)
    .join(', ');
  return {
    message: `Added ${quantity > 1 ? `${quantity} × ` : ''}${productLink(product)}${details ? ` (${details})` : ''} to your cart at ${priceText(product)}${quantity > 1 ? ' each' : ''}.${line.notes}${tampered} Anything else, or shall I take you to checkout?`,
    action: { type: 'add_to_cart', product: line.product },
  };
}

/**
 * The cart line for a product in the size, colour and quantity asked for, all checked against the
 * catalogue: an unknown size or colour, or a product out of stock, is a question back instead.
 */
export function prepareCartLine(
  product: ProductMatch,
  wanted: { size?: string; colour?: string; quantity?: number },
): { product: CartProduct; notes: string } | { problem: string } {
  if (!product.inStock || product.stock <= 0)
    return {
      problem: `Sorry, ${productLink(product)} is out of stock right now. Would you like me to find something similar?`,
    };
  let size: string | undefined;
  let notes = '';
  if (wanted.size) {
    size = sizeMatch(product.sizes, wanted.size);
    if (!size)
      return {
        problem: `${productLink(product)} comes in ${listWords(product.sizes)}, not ${wanted.size}. Which size would you like?`,
      };
  } else if (product.sizes.length === 1) size = product.sizes[0];
  else if (product.sizes.length > 1) {
    size = product.sizes[0];
    notes += ` I picked size ${size}; it also comes in ${listWords(product.sizes.slice(1))}, so tell me if you need another size.`;
  }
  let colour: string | undefined;
  if (wanted.colour) {
    const pattern = new RegExp(`\\b${wanted.colour.replace(/[^a-z ]/gi, '')}\\b`, 'i');
    colour = product.colours.find((c) => pattern.test(c));
    if (!colour)
      return {
        problem: `${productLink(product)} comes in ${listWords(product.colours)}, not ${wanted.colour}. Which colour would you like?`,
      };
  }
  const asked = Math.max(1, Math.floor(wanted.quantity ?? 1));
  const capped = Math.min(asked, MAX_CHAT_QUANTITY);
  const quantity = Math.min(capped, product.stock);
  if (quantity < capped) notes = ` We only have ${product.stock} in stock, so I added ${quantity}.` + notes;
  else if (asked > MAX_CHAT_QUANTITY)
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
