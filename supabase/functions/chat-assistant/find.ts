/**
 * Finding products: the search's results as a short list with links and KES prices, said honestly
 * — what was loosened, a follow-up that found nothing among the kind shown, a named brand or model
 * the store does not carry, things it does not sell.
 */
import type { AgentReply, HistoryMessage } from '../_shared/contracts/chat.ts';
import type { Catalogue, ProductMatch, ProductQuery } from './catalogue.ts';
import { forWhom } from './gifts.ts';
import { shownProducts } from './memory.ts';
import {
  CAPABILITIES,
  PERSON_ON_WHATSAPP,
  kes,
  LIST_SIZE,
  listWords,
  priceText,
  productLink,
  productList,
  titleCase,
} from './replies.ts';
import { planSearch, searchWithFallbacks, type Search } from './search.ts';
import type { Understanding } from './understand.ts';
import { brandKind, isBrand, kindIn, kindOf } from './vocabulary.ts';
import { notSold } from './not-sold.ts';

/** Words a shopper named that look like a brand or model: known brands, or capitalised mid-sentence. */
function namedWords(question: string): Set<string> {
  const named = new Set<string>();
  const tokens = question.split(/\s+/);
  tokens.forEach((token, i) => {
    const word = token.replace(/[^A-Za-z0-9'-]/g, '');
    const lower = word.toLowerCase().replace(/'s$/, '');
    if (isBrand(lower)) named.add(lower);
    else if (i > 0 && /^[A-Z]/.test(word) && word.length > 1) named.add(lower);
  });
  return named;
}

/** What the shopper named that no product matched ("Gucci", "Rolex Submariner"), as they wrote it. */
export function notCarried(question: string, u: Understanding, products: ProductMatch[]): string | undefined {
  const named = namedWords(question);
  const matched = new Set(products.flatMap((p) => p.matchedWords));
  // A model after a brand the store has ("rolex submariner"): the brand matched, the model did not.
  const lower = question
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9'-]/g, ''));
  lower.forEach((w, i) => {
    const brand = lower[i - 1];
    if (i > 0 && brand && matched.has(brand) && products.some((p) => p.brand?.toLowerCase().includes(brand)))
      if (u.words.includes(w) && !matched.has(w) && !kindOf(w) && w.length >= 3 && !/^\d+$/.test(w))
        named.add(w).add(brand);
  });
  const missing = u.words.filter((w) => named.has(w) && !matched.has(w) && !kindOf(w));
  if (missing.length === 0) return undefined;
  // The run of the shopper's own words around what is missing: "Nike Air Jordans", "Gucci".
  const runs = question.match(/[A-Za-z0-9'-]+(?:\s+[A-Za-z0-9'-]+)*/g) ?? [];
  const words = runs.flatMap((r) => r.split(/\s+/));
  const first = words.findIndex((w) => missing.includes(w.toLowerCase()));
  let start = first;
  while (start > 0 && named.has(words[start - 1]!.toLowerCase())) start--;
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

/**
 * A brand the store does not carry ("dior", "huawei watch"): search the kind it is known for, when
 * the message names no kind or a wider one (a Huawei watch is a smartwatch).
 */
function withBrandKind(u: Understanding): Understanding {
  const brand = u.words.find((w) => isBrand(w));
  const known = brand ? brandKind(brand) : undefined;
  if (!known) return u;
  const named = kindIn(u.words);
  const wider = named?.types && known.types && named.types.length > known.types.length;
  if (named && !wider) return u;
  return { ...u, words: [...u.words.filter((w) => !kindOf(w)), ...known.label.split(' ')] };
}

/** A yes/no question's answer first: "Yes! Here are our sneakers:", "No, we don't carry Gucci…". */
function answered(u: Understanding, lead: 'Yes' | 'No', sentence: string): string {
  // Only a question whether the store has something: "do you have…", "is there…", "mna…".
  const asksHas =
    /\b(do|does) (you|u|mtindo) (have|sell|stock|carry|got)\b|\b(is|are) there\b|\bhave you got\b|^(got|any)\b|\b(you have|do you sell|is there|there is|are there|you are|available|in stock)\b/.test(
      u.asked,
    );
  if (!asksHas || /^(yes|no)\b/i.test(sentence)) return sentence;
  return lead === 'Yes' ? `Yes! ${sentence}` : `No, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** The reply when a follow-up found nothing among the kind shown: said, not padded with another kind. */
function nothingNarrowed(search: Search): string {
  const what = search.kind?.label ?? 'pieces';
  const by = [
    ...search.u.words.filter((w) => !kindOf(w)),
    search.query.colour ? `in ${search.query.colour}` : '',
    search.u.size ? `in size ${search.u.size}` : '',
  ].filter(Boolean);
  const bound = constraintsText({ ...search.query, colour: undefined }, search.priceLabel);
  return `Sorry, none of our ${what} ${by.length ? `are ${listWords(by)}` : ''}${bound} right now. Would you like to see other ${what}, or something else?`.replace(
    /\s+/g,
    ' ',
  );
}

export async function findProducts(
  question: string,
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<AgentReply> {
  // The words asked for, not a place's name ("kahawa sukari" is an estate, not sugar).
  const sold = notSold(u.asked);
  const search = await planSearch(withBrandKind(u), history, catalogue);
  const { query: planned } = search;
  const asksNothing =
    !planned.only?.length &&
    !planned.words?.length &&
    !planned.category &&
    !planned.types &&
    planned.minPrice === undefined &&
    planned.maxPrice === undefined &&
    !planned.onSale &&
    !planned.isNew &&
    !planned.colour;
  if (asksNothing && !sold)
    return {
      message: `What are you looking for? ${CAPABILITIES} Try "linen shirts under 10k" or "a dress for a wedding".`,
    };
  const { products: found, notes } = await searchWithFallbacks(search, catalogue);
  const inStock = found.filter((p) => p.inStock);
  const listed = inStock.slice(0, LIST_SIZE);
  const { kind, query } = search;

  if (sold) {
    // Only products that hold a word of the question whole ("laptop backpack" for a laptop).
    const close = sold.offerRelated ? listed.filter((p) => p.score >= 1) : [];
    const related = close.length > 0 ? `\n\nThese might still be useful:\n${productList(close)}` : '';
    return { message: `${answered(u, 'No', sold.message)} ${CAPABILITIES} ${PERSON_ON_WHATSAPP}${related}` };
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
    if (search.narrowing) return { message: nothingNarrowed(search) };
    const soldOut = found.find((p) => !p.inStock);
    if (soldOut)
      return {
        message: `${productLink(soldOut)} is out of stock right now. Would you like me to look for something similar?`,
      };
    const what = kind ? `${kind.label}${constraintsText(query, search.priceLabel)}` : undefined;
    if (!what && !search.gift) {
      const missing = notCarried(question, u, []);
      const asked = missing ?? u.words.filter((w) => !kindOf(w)).join(' ');
      return {
        message: `Sorry, I couldn't find ${asked ? `"${asked}"` : 'anything matching that'} in our store: it looks like something we don't sell. ${CAPABILITIES} Try "linen shirts under 10k" or "a dress for a wedding". ${PERSON_ON_WHATSAPP}`,
      };
    }
    return {
      message: `Sorry, I couldn't find ${what ?? `a gift${constraintsText(query)}`} in our store right now. ${CAPABILITIES} Try "linen shirts under 10k" or "a dress for a wedding". ${PERSON_ON_WHATSAPP}`,
    };
  }

  const missing = notCarried(question, search.u, listed);
  const lines: string[] = [];
  if (missing)
    lines.push(
      answered(
        u,
        'No',
        `We don't carry ${missing} at the moment. Here are the closest ${kind?.label ?? 'pieces'} we have:`,
      ),
    );
  else if (notes.length > 0) lines.push(notes.join(' '));
  else if (search.gift && u.recipient)
    lines.push(
      `Here are some gift ideas ${forWhom(u.recipient)}${u.occasion ? ` for the ${u.occasion}` : ''}${constraintsText(query)}:`.replace(
        /\s+/g,
        ' ',
      ),
    );
  else if (query.onSale && !query.words?.length && !kind) lines.push("Here's what's on sale right now:");
  else if (query.isNew && !query.words?.length && !kind) lines.push('Here are our newest arrivals:');
  else {
    const named = (query.words ?? []).some((w) => !kindOf(w) && listed[0]!.matchedWords.includes(w));
    const what = kind && !named ? `our ${kind.label}` : 'the best matches';
    lines.push(
      `Here ${listed.length === 1 ? 'is what I found' : `are ${what}`}${constraintsText(query, search.priceLabel)}:`,
    );
  }
  if (!missing) lines[0] = answered(u, 'Yes', lines[0]!);
  lines.push(productList(listed));
  lines.push(
    listed.length === 1
      ? 'Would you like me to add it to your cart?'
      : 'Say "add the first one" (or second, third…) and I\'ll put it in your cart.',
  );
  return { message: lines.join('\n\n') };
}
