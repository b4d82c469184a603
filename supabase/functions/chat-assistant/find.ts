/**
 * Finding products: the search's results as a short list with links and KES prices, said honestly
 * — what was loosened, a named brand or model the store does not carry, things it does not sell.
 */
import type { AgentReply, HistoryMessage } from '../_shared/contracts/chat.ts';
import type { Catalogue, ProductMatch, ProductQuery } from './catalogue.ts';
import { shownProducts } from './memory.ts';
import { CAPABILITIES, kes, LIST_SIZE, priceText, productLink, productList, titleCase } from './replies.ts';
import { planSearch, searchWithFallbacks } from './search.ts';
import type { Understanding } from './understand.ts';
import { KNOWN_BRANDS, kindOf } from './vocabulary.ts';
const NOT_OUR_LINE = (what: string) => `We're a fashion, watch and beauty store, so we don't sell ${what}.`;

/**
 * Things shoppers ask for that the store does not sell, what to say, and whether products that
 * hold the words are worth offering (a laptop backpack for "laptop").
 */
const NOT_SOLD: [RegExp, string, boolean?][] = [
  [
    /\b(phones?|iphones?|smartphones?|tecno|infinix|laptops?|computers?|macbooks?|tablets?|ipads?|tvs?|televisions?|headphones|earphones|earbuds|airpods|speakers?|cameras?|playstation|xbox)\b/,
    NOT_OUR_LINE('electronics'),
    true,
  ],
  [
    /\b(sofas?|furniture|mattress(es)?|fridges?|cookers?|microwaves?|blenders?|curtains)\b/,
    NOT_OUR_LINE('furniture or appliances'),
  ],
  [
    /\b(food|groceries|unga|sugar|rice|milk|bread|pizza|airtime|bundles)\b/,
    NOT_OUR_LINE('groceries or airtime'),
  ],
  [/\b(cars?|motorbikes?|tyres?|tires?)\b/, NOT_OUR_LINE('vehicles')],
  [/\b(medicine|medicines|tablets|pills|drugs)\b/, NOT_OUR_LINE('medicines')],
  [/\b(gift ?cards?|vouchers?|gift certificates?)\b/, "We don't offer gift cards or vouchers at the moment."],
];

/** Words a shopper named that look like a brand or model: known brands, or capitalised mid-sentence. */
function namedWords(question: string): Set<string> {
  const named = new Set<string>();
  const tokens = question.split(/\s+/);
  tokens.forEach((token, i) => {
    const word = token.replace(/[^A-Za-z0-9'-]/g, '');
    const lower = word.toLowerCase().replace(/'s$/, '');
    if (KNOWN_BRANDS.has(lower)) named.add(lower);
    else if (i > 0 && /^[A-Z]/.test(word) && word.length > 1) named.add(lower);
  });
  return named;
}

/** What the shopper named that no product matched ("Gucci"), as they wrote it. */
export function notCarried(question: string, u: Understanding, products: ProductMatch[]): string | undefined {
  const named = namedWords(question);
  const matched = new Set(products.flatMap((p) => p.matchedWords));
  const missing = u.words.filter((w) => named.has(w) && !matched.has(w) && !kindOf(w));
  if (missing.length === 0) return undefined;
  // The run of the shopper's own words around what is missing: "Nike Air Jordans", "Gucci".
  const runs = question.match(/[A-Za-z0-9'-]+(?:\s+[A-Za-z0-9'-]+)*/g) ?? [];
  const words = runs.flatMap((r) => r.split(/\s+/));
  const first = words.findIndex((w) => missing.includes(w.toLowerCase()));
  let start = first;
  while (start > 0 && named.has(words[start - 1]!.toLowerCase()) && /^[A-Z]/.test(words[start - 1]!)) start--;
  let last = first;
  while (last + 1 < words.length) {
    const next = words[last + 1]!.toLowerCase();
    if (missing.includes(next) || (named.has(next) && kindOf(next))) last++;
    else break;
  }
  const phrase = words.slice(start, last + 1).join(' ');
  return first >= 0 ? titleCase(phrase) : titleCase(missing.join(' '));
}

function constraintsText(query: ProductQuery, priceLabel?: string): string {
  const parts: string[] = [];
  if (query.colour) parts.push(`in ${query.colour}`);
  if (priceLabel) parts.push(priceLabel);
  else if (query.minPrice !== undefined && query.maxPrice !== undefined)
    parts.push(`between ${kes(query.minPrice)} and ${kes(query.maxPrice)}`);
  else if (query.maxPrice !== undefined) parts.push(`under ${kes(query.maxPrice)}`);
  else if (query.minPrice !== undefined) parts.push(`over ${kes(query.minPrice)}`);
  if (query.onSale) parts.push('on sale');
  return parts.length ? ` ${parts.join(' ')}` : '';
}

export async function findProducts(
  question: string,
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<AgentReply> {
  const text = question.toLowerCase();
  const [, notSold, offerRelated] = NOT_SOLD.find(([pattern]) => pattern.test(text)) ?? [];
  const search = await planSearch(u, history, catalogue);
  const { query: planned } = search;
  const asksNothing =
    !planned.words?.length &&
    !planned.category &&
    !planned.types &&
    planned.minPrice === undefined &&
    planned.maxPrice === undefined &&
    !planned.onSale &&
    !planned.isNew &&
    !planned.colour;
  if (asksNothing && !notSold)
    return {
      message: `What are you looking for? ${CAPABILITIES} Try "linen shirts under 10k" or "a dress for a wedding".`,
    };
  const { products: found, notes } = await searchWithFallbacks(search, catalogue);
  const inStock = found.filter((p) => p.inStock);
  const listed = inStock.slice(0, LIST_SIZE);
  const { kind, query } = search;

  if (notSold) {
    // Only products that hold a word of the question whole ("laptop backpack" for a laptop).
    const close = offerRelated ? listed.filter((p) => p.score >= 1) : [];
    const related = close.length > 0 ? `\n\nThese might still be useful:\n${productList(close)}` : '';
    return {
      message: `${notSold} ${CAPABILITIES}${related}`,
    };
  }
  if (listed.length === 0) {
    if (search.priceLabel) {
      const shown = await catalogue.search({ only: shownProducts(history), limit: LIST_SIZE });
      const sorted = [...shown].sort((a, b) => a.finalPrice - b.finalPrice);
      const edge = u.cheaper ? sorted[0] : sorted.at(-1);
      if (edge)
        return {
          message: `${productLink(edge)} at ${priceText(edge)} is the ${u.cheaper ? 'most affordable' : 'most premium'} ${kind?.label ?? 'choice'} we have. Would you like me to look for something else?`,
        };
    }
    if (search.exclude.length > 0)
      return {
        message: `That's all the ${kind?.label ?? 'matching pieces'} we have in stock right now. Can I help you find something else?`,
      };
    const soldOut = found.find((p) => !p.inStock);
    if (soldOut)
      return {
        message: `${productLink(soldOut)} is out of stock right now. Would you like me to look for something similar?`,
      };
    const what = kind
      ? `${kind.label}${constraintsText(query, search.priceLabel)}`
      : 'anything matching that';
    return {
      message: `Sorry, I couldn't find ${what} in our store right now. ${CAPABILITIES} Try "linen shirts under 10k" or "a dress for a wedding".`,
    };
  }

  const missing = notCarried(question, search.u, listed);
  const lines: string[] = [];
  if (missing)
    lines.push(
      `We don't carry ${missing} at the moment. Here are the closest ${kind?.label ?? 'pieces'} we have:`,
    );
  else if (notes.length > 0) lines.push(notes.join(' '));
  else if (query.onSale && !query.words?.length && !kind) lines.push("Here's what's on sale right now:");
  else if (query.isNew && !query.words?.length && !kind) lines.push('Here are our newest arrivals:');
  else {
    const named = (query.words ?? []).some((w) => !kindOf(w) && listed[0]!.matchedWords.includes(w));
    const what = kind && !named ? `our ${kind.label}` : 'the best matches';
    lines.push(
      `Here ${listed.length === 1 ? 'is what I found' : `are ${what}`}${constraintsText(query, search.priceLabel)}:`,
    );
  }
  lines.push(productList(listed));
  lines.push(
    listed.length === 1
      ? 'Would you like me to add it to your cart?'
      : 'Say "add the first one" (or second, third…) and I\'ll put it in your cart.',
  );
  return { message: lines.join('\n\n') };
}
