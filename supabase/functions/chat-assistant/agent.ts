/**
 * The default sales agent: no language model, no API key, no network but the store's own API. It
 * reads the shopper's latest message (understand.ts: an intent and its slots) in the light of what
 * the conversation has shown and offered (memory.ts), and answers briefly: products found (find.ts),
 * one product's details (details.ts), an item added to the cart (cart.ts), the cart, checkout, or
 * the store's own answer to a question (delivery.ts from the delivery zones, store-answers.ts from
 * the FAQ). It adds to the cart only when the shopper asks it to buy: never for a message that only
 * mentions a product, and never on someone else's say-so. Every product, price, size, fee and
 * policy it states comes from the database or the store's own content.
 */
import { addToCart, namesOneProduct } from './cart.ts';
import type { Catalogue, ProductMatch } from './catalogue.ts';
import { deliveryAnswer, payOnDeliveryAnswer } from './delivery.ts';
import { asksHowItFits, describeProduct, DETAIL, productAskedAbout } from './details.ts';
import { findProducts } from './find.ts';
import { notSold } from './not-sold.ts';
import { isBrand, kindIn } from './vocabulary.ts';
import type { AgentReply, HistoryMessage } from '../_shared/contracts/chat.ts';
import { lastOffer, latestQuestion, shownProducts } from './memory.ts';
import { CAPABILITIES } from './replies.ts';
import { REFINING } from './slots.ts';
import { answerFor, yesOrNo } from './store-answers.ts';
import { TAMPERING, understand, type Understanding } from './understand.ts';

/** Greetings, thanks and small talk: no product in them. */
const SOCIAL = new Set(
  (
    'hi hello hey hallo habari jambo mambo sasa niaje hujambo salaam good morning afternoon evening day ' +
    'thanks thank you cheers asante asanteni shukran sana great ok okay poa sawa nice cool sema vipi'
  ).split(' '),
);

async function storeAnswer(u: Understanding, question: string, catalogue: Catalogue): Promise<string> {
  // "When will I get it in Kileleshwa?" asks a delivery time, not after an order.
  if (u.topic === 'delivery' || (u.topic === 'orders' && u.place))
    return deliveryAnswer(u, await catalogue.deliveryZones());
  if (u.topic === 'pay_on_delivery') return payOnDeliveryAnswer(u, await catalogue.deliveryZones());
  const answer = answerFor(u.topic!);
  // A yes/no question is answered with its own yes or no first ("are they fake?" — no).
  const lead = u.yesNo ? yesOrNo(u.topic!, question.toLowerCase(), u.place) : undefined;
  return lead ? `${lead}. ${answer.replace(/^(yes|no)[.,!]?\s+/i, '')}` : answer;
}

/** What the agent says to a message that tries to change prices or acts on someone else's say-so. */
function refuse(question: string): AgentReply {
  const prices =
    TAMPERING.test(question.toLowerCase()) || /\b(price|free|discount|off|bure|bei)\b/i.test(question);
  return {
    message: `${prices ? "I can't change prices or give discounts: every price comes straight from our catalogue. " : ''}I only act on your own requests, and nobody can change how I work through this chat. ${CAPABILITIES}`,
  };
}

/**
 * The catalogue for one reply: a search asked twice while working out a reply (a follow-up is tried
 * on the list shown, then listed) goes to the database once.
 */
function forOneReply(catalogue: Catalogue): Catalogue {
  const searches = new Map<string, ReturnType<Catalogue['search']>>();
  let zones: ReturnType<Catalogue['deliveryZones']> | undefined;
  return {
    search(query) {
      const key = JSON.stringify(query);
      if (!searches.has(key)) searches.set(key, catalogue.search(query));
      return searches.get(key)!;
    },
    deliveryZones: () => (zones ??= catalogue.deliveryZones()),
    fits: (productId) => catalogue.fits(productId),
  };
}

/** One product's details, as the question asks them: its stock, or how buyers say it fits, first. */
async function detailsOf(
  product: ProductMatch,
  question: string,
  u: Understanding,
  history: HistoryMessage[],
  catalogue: Catalogue,
): Promise<string> {
  return describeProduct(product, {
    ...u,
    asksStock: /\b(in stock|available|availability|left|iko)\b/i.test(question),
    asksFit: asksHowItFits(u, question, history),
    // Unread, the fit is left unsaid: the rest of the answer does not wait on it.
    fits: await catalogue.fits(product.productId).catch(() => undefined),
  });
}

/** The agent's reply to the latest message of a conversation. */
export async function respond(history: HistoryMessage[], store: Catalogue): Promise<AgentReply> {
  const catalogue = forOneReply(store);
  const question = latestQuestion(history).slice(0, 1000);
  if (!question.trim()) return { message: `Hello! What are you shopping for today? ${CAPABILITIES}` };
  const u = understand(question);
  const asksForProducts =
    u.words.some((w) => !REFINING.has(w) && !SOCIAL.has(w)) ||
    Boolean(u.gift || u.budget || u.recipient?.personal);
  const shown = shownProducts(history);
  // Something the store does not sell, and nothing it does, is said so whatever else the message
  // seems to ask ("a laptop", but not "a laptop backpack").
  if (notSold(u.asked) && !kindIn(u.words) && !['view_cart', 'cart_edit', 'manipulation'].includes(u.intent))
    return findProducts(question, { ...u, intent: 'find' }, history, catalogue);
  // A size named after a list narrows it ("waist 36", "size 39"); it is no question about sizing.
  if (u.topic === 'sizes' && u.sizes.length > 0 && shown.length > 0)
    return findProducts(question, { ...u, intent: 'find', topic: undefined }, history, catalogue);

  // A question after a list that the classifier was unsure of, naming products or an order
  // ("any with a collar?", "the priciest one"): a look at the list, not small talk or a policy.
  const aboutTheList =
    shown.length > 0 &&
    !u.place &&
    ((u.confidence < 0.8 && asksForProducts && ['info', 'chat', 'confirm', 'decline'].includes(u.intent)) ||
      (Boolean(u.sort || u.cheaper || u.pricier) &&
        ['chat', 'confirm', 'decline', 'greet'].includes(u.intent)));
  if (aboutTheList) return findProducts(question, { ...u, intent: 'find' }, history, catalogue);
  // Unsure it is a store question, and a brand or a kind of thing named: a search.
  if (u.intent === 'info' && u.confidence < 0.6 && !u.place && (kindIn(u.words) || u.words.some(isBrand)))
    return findProducts(question, { ...u, intent: 'find', topic: undefined }, history, catalogue);

  switch (u.intent) {
    case 'manipulation':
      return refuse(question);
    case 'cart_edit':
      return {
        message:
          "I can't take things out of your cart myself, but I've opened it for you: use the remove button or the minus beside an item, or Clear Cart.",
        action: { type: 'view_cart' },
      };
    case 'view_cart':
      return { message: "Here's your cart.", action: { type: 'view_cart' } };
    case 'checkout':
      return { message: 'Taking you to checkout now.', action: { type: 'navigate_to_checkout' } };
    case 'info': {
      // "What size should I take in the kitenge dress?": what its buyers said, before the size guide.
      const product = asksHowItFits(u, question, history)
        ? await productAskedAbout(u, history, catalogue)
        : undefined;
      if (product) return { message: await detailsOf(product, question, u, history, catalogue) };
      return { message: await storeAnswer(u, question, catalogue) };
    }
    case 'add':
      return addToCart(question, u, history, catalogue);
    case 'confirm': {
      const offer = lastOffer(history);
      if (offer === 'add' && shown.length > 0)
        return addToCart(question, { ...u, reference: 'it' }, history, catalogue);
      if (offer === 'checkout')
        return { message: 'Taking you to checkout now.', action: { type: 'navigate_to_checkout' } };
      if (!asksForProducts) return { message: `Great! What would you like next? ${CAPABILITIES}` };
      break;
    }
    case 'decline':
      if (!asksForProducts) return { message: 'No problem. Is there anything else I can help you find?' };
      break;
    case 'greet':
      if (!asksForProducts)
        return {
          message: `Hello! I'm Mtindo's sales assistant. What are you looking for today? For example "a dress for a wedding", "a watch under 50k" or "sneakers in size 42".`,
        };
      break;
    case 'thanks':
      if (!asksForProducts) return { message: "You're welcome! Is there anything else I can help you find?" };
      break;
    case 'chat':
      // Unsure it is small talk, and products named: look them up rather than wave them off.
      if (u.confidence < 0.6 && asksForProducts) break;
      return { message: `Thanks for sharing! Whenever you're ready, I'm here to help. ${CAPABILITIES}` };
    case 'product_question': {
      const product = await productAskedAbout(u, history, catalogue);
      if (product) return { message: await detailsOf(product, question, u, history, catalogue) };
      break;
    }
  }
  // "the first one in M" right after a list: an add without the word.
  const positional = typeof u.reference === 'number' || u.reference === 'last';
  if (positional && !asksForProducts && shown.length > 0) return addToCart(question, u, history, catalogue);
  const lower = question.toLowerCase();
  if ((DETAIL.test(lower) || asksHowItFits(u, question, history)) && u.intent !== 'product_question') {
    const product = await productAskedAbout(u, history, catalogue);
    if (product) return { message: await detailsOf(product, question, u, history, catalogue) };
  }
  // A product named with its size or colour and nothing asked: a purchase said without "add".
  if (namesOneProduct(u) && !u.yesNo) {
    const reply = await addToCart(question, { ...u, intent: 'add' }, history, catalogue);
    if (reply.action) return reply;
  }
  return findProducts(question, u, history, catalogue);
}
