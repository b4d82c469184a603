/**
 * The default sales agent: no language model, no API key, no network but the store's own API. It
 * reads the shopper's latest message (understand.ts) in the light of what the conversation has
 * shown (memory.ts) and answers briefly: products found (find.ts), one product's details
 * (details.ts), an item added to the cart (cart.ts), the cart, checkout, or the store's own answer
 * to a question. Every product, price, size and policy it states comes from the catalogue or the
 * store's own content; nothing a shopper writes can change them.
 */
import { addToCart } from './cart.ts';
import type { Catalogue } from './catalogue.ts';
import { describeProduct, DETAIL, productAskedAbout } from './details.ts';
import { findProducts } from './find.ts';
import type { AgentReply, HistoryMessage } from '../_shared/contracts/chat.ts';
import { latestQuestion, shownProducts } from './memory.ts';
import { CAPABILITIES } from './replies.ts';
import { readMessage, REFINING } from './search.ts';
import { answerFor } from './store-answers.ts';
import { TAMPERING } from './understand.ts';

/** Asking to take something out of the cart: the shopper does that in the cart itself. */
const CART_EDIT = /\b(remove|delete|take out|take off|clear|empty|ondoa|toa)\b.*\b(cart|basket|kikapu)\b/;

/** Greetings, thanks and small talk: no product in them. */
const SOCIAL = new Set(
  (
    'hi hello hey hallo habari jambo mambo sasa niaje hujambo salaam good morning afternoon evening day ' +
    'thanks thank you cheers asante asanteni shukran sana great ok okay poa sawa nice cool'
  ).split(' '),
);

/** The agent's reply to the latest message of a conversation. */
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
