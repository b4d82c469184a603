/**
 * The default sales agent: no language model, no API key, no network but the store's own API. It
 * reads the shopper's latest message (understand.ts) in the light of what the conversation has
 * shown (memory.ts), searches the catalogue, and answers briefly with product links, prices in KES
 * and, when asked, a cart action. Every product, price, size and policy it states comes from the
 * catalogue or the store's own content; nothing a shopper writes can change them.
 */
import type { Catalogue, ProductMatch, ProductQuery } from './catalogue.ts';
import { latestQuestion, resolveReference, shownProducts, type HistoryMessage } from './memory.ts';
import { kes, listWords, priceText, productLink, productList, titleCase } from './replies.ts';
import { answerFor } from './store-answers.ts';
import { understand, type Understanding } from './understand.ts';
import { CLOTHING_TYPES } from './store-facts.ts';
import { KNOWN_BRANDS, kindIn, kindOf, type Kind } from './vocabulary.ts';

export type ChatActionType = 'add_to_cart' | 'view_cart' | 'navigate_to_checkout';

export interface CartProduct {
  productId: string;
  name: string;
  /** Unit price after discount, whole KES, from the catalogue. */
  price: number;
  quantity: number;
  size?: string;
  colour?: string;
}

export interface ChatAction {
  type: ChatActionType;
  product?: CartProduct;
}

export interface AgentReply {
  message: string;
  action?: ChatAction;
}

/** Products a reply lists at most. */
const LIST_SIZE = 4;
/** The most of one product the assistant adds in one go. */
const MAX_CHAT_QUANTITY = 10;

const CAPABILITIES =
  'I can find clothes, shoes, bags, watches, jewellery and beauty products, add them to your cart, and answer questions about delivery, returns and payment.';

/** Attempts to change the agent's rules or the store's prices from a message. */
const TAMPERING =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|programming)\b|\bsystem prompt\b|\byou are now\b|\bjailbreak\b|\bdeveloper mode\b|\b(set|change|make|update|lower|reduce|drop)\b.{0,30}\b(price|prices|cost|total)\b.{0,20}\b(to|=|at)\b|\b(price|prices|cost|total)\b.{0,12}(\bto\b|=)\s*(ksh|kes)?\s*\d{1,3}\b|\b100 ?% (off|discount)\b|\bgive me\b.{0,40}\bfor free\b|\bmake (it|them|everything) free\b|\b(apply|give me) (a )?(discount|coupon|promo)\b/;

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

/** Asking to take something out of the cart: the shopper does that in the cart itself. */
const CART_EDIT = /\b(remove|delete|take out|take off|clear|empty|ondoa|toa)\b.*\b(cart|basket|kikapu)\b/;

/** Asking about one product: its sizes, colours, price, stock or material. */
const DETAIL =
  /\b(what sizes?|which sizes?|sizes? (does|do|is|are)|size range|colou?rs?|how much|price of|cost|in stock|available|availability|material|made of|bei ya)\b/;
const DETAIL_WORDS =
  /^(sizes?|colou?rs?|price|cost|stock|available|availability|material|made|come|comes|ngapi|bei)$/;

/** Greetings, thanks and small talk: no product in them. */
const SOCIAL = new Set(
  (
    'hi hello hey hallo habari jambo mambo sasa niaje hujambo salaam good morning afternoon evening day ' +
    'thanks thank you cheers asante asanteni shukran sana great ok okay poa sawa nice cool'
  ).split(' '),
);

/** Words that ask for more of the same search rather than something new. */
const REFINING = new Set(
  'more others other else another different options alternatives similar same instead colour color zaidi nyingine'.split(
    ' ',
  ),
);

/** The reply when the agent cannot reach the catalogue is the widget's; these are the agent's own. */
export async function respond(history: HistoryMessage[], catalogue: Catalogue): Promise<AgentReply> {
  const question = latestQuestion(history).slice(0, 1000);
  if (!question.trim()) return { message: `Hello! What are you shopping for today? ${CAPABILITIES}` };
  const u = readMessage(question);
  const asksForProducts = u.words.some((w) => !REFINING.has(w) && !SOCIAL.has(w));

  if (CART_EDIT.test(question.toLowerCase()))
    return {
      message:
        "I can't take things out of your cart myself, but I've opened it for you: use the remove button or the minus beside an item, or Clear Cart.",
      action: { type: 'view_cart' },
    };
  if (u.intent === 'view_cart') return { message: "Here's your cart.", action: { type: 'view_cart' } };
  if (u.intent === 'checkout')
    return { message: 'Taking you to checkout now.', action: { type: 'navigate_to_checkout' } };
  if (u.intent === 'info' && u.topic) return { message: answerFor(u.topic) };
  if (u.intent === 'add') return addToCart(question, u, history, catalogue);
  // "the first one in M" right after a list: an add without the word.
  const positional = typeof u.reference === 'number' || u.reference === 'last';
  if (u.intent === 'find' && positional && !asksForProducts && shownProducts(history).length > 0)
    return addToCart(question, u, history, catalogue);
  if (u.intent === 'find' && DETAIL.test(question.toLowerCase())) {
    const product = await productAskedAbout(u, history, catalogue);
    if (product) return { message: describeProduct(product, u.colour) };
  }
  if (TAMPERING.test(u.words.join(' ') + ' ' + question.toLowerCase()))
    return {
      message: `I can't change prices, discounts or how I work: every price comes straight from our catalogue. ${CAPABILITIES}`,
    };
  if (u.intent === 'greet' && !asksForProducts)
    return {
      message: `Hello! I'm Mtindo's sales assistant. What are you looking for today? For example "a dress for a wedding", "a watch under 50k" or "sneakers in size 42".`,
    };
  if (u.intent === 'thanks' && !asksForProducts)
    return { message: "You're welcome! Is there anything else I can help you find?" };
  return findProducts(question, u, history, catalogue);
}

/** The message read, with a colour that names a product ("cream", "gold chain") kept as a word. */
function readMessage(text: string): Understanding {
  const u = understand(text);
  if (u.colour && kindOf(u.colour)) delete u.colour;
  return u;
}

// ——— finding ———

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
  return { kind, query };
}

async function planSearch(
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

function sizeMatch(sizes: string[], wanted: string): string | undefined {
  const w = wanted.toLowerCase();
  const bare = (s: string) => s.toLowerCase().replace(/^eu\s*/, '');
  return sizes.find((s) => s.toLowerCase() === w) ?? sizes.find((s) => bare(s) === w);
}

/** Keeps the products that match as many of the words as the best one does. */
function bestMatches(products: ProductMatch[]): ProductMatch[] {
  const most = Math.max(0, ...products.map((p) => p.matchedWords.length));
  if (most === 0) return products;
  const top = Math.max(...products.filter((p) => p.matchedWords.length === most).map((p) => p.score));
  return products.filter((p) => p.matchedWords.length === most && p.score >= top * 0.5);
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
function notCarried(question: string, u: Understanding, products: ProductMatch[]): string | undefined {
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

async function findProducts(
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

// ——— one product's details ———

/** The product a detail question is about: one just shown ("how much is it?"), or one it names. */
async function productAskedAbout(
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

function describeProduct(product: ProductMatch, colour?: string): string {
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

// ——— adding to the cart ———

/** Whether the top result is clearly what the shopper named (not one of several equal matches). */
function clearWinner(products: ProductMatch[], words: string[]): ProductMatch | undefined {
  const [top, second] = products;
  if (!top) return undefined;
  if (products.length === 1) return top;
  const named = words.filter((w) => !kindOf(w));
  if (named.length === 0 || !top.matchedWords.some((w) => named.includes(w))) return undefined;
  if (!second || second.matchedWords.length < top.matchedWords.length) return top;
  return top.score >= second.score * 1.25 ? top : undefined;
}

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
  const found = (await catalogue.search({ ...query, limit: 8 })).filter((p) => p.matchedWords.length > 0);
  const winner = clearWinner(found, words);
  if (winner) return { product: winner };
  // The kind may be filed elsewhere ("maasai beaded bracelets" are a kids' set): the words alone.
  if (query.category || query.types) {
    const anywhere = await catalogue.search({ words: query.words, mustMatch: true, limit: 8 });
    const named = words.filter((w) => !kindOf(w));
    const best = clearWinner(anywhere, words);
    if (best && named.every((w) => best.matchedWords.includes(w))) return { product: best };
  }
  const options = bestMatches(found).filter((p) => p.inStock);
  if (options.length > 0) return { options };
  return {};
}

async function addToCart(
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
