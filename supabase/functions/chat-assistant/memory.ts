/**
 * What the conversation has shown so far, read back from the history the widget sends (spec
 * section 3: role and content only): the function keeps no state, so the products a reply listed
 * are found again through the links it wrote (`/product/{productId}`), in order.
 */
import type { HistoryMessage } from '../_shared/contracts/chat.ts';
import { REFINING } from './slots.ts';
import { kindIn, kindOf } from './vocabulary.ts';
import { understand, type Understanding } from './understand.ts';

const PRODUCT_LINK = /\(\/product\/([a-z0-9][a-z0-9-]*)\)/g;

/** The product ids the latest assistant reply listed, in order (empty when it listed none). */
export function shownProducts(history: HistoryMessage[]): string[] {
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]!;
    if (message.role !== 'assistant') continue;
    const ids = [...message.content.matchAll(PRODUCT_LINK)].map((m) => m[1]!);
    if (ids.length > 0) return [...new Set(ids)];
  }
  return [];
}

/** The shopper's latest message, or '' when the history ends with none. */
export function latestQuestion(history: HistoryMessage[]): string {
  const last = history.at(-1);
  return last?.role === 'user' ? last.content : '';
}

/**
 * Which shown product a reference points at: a position ("the second one"), the last, or "it"
 * (the only one shown, or the first when several were).
 */
export function resolveReference(
  shown: string[],
  reference: number | 'last' | 'it' | undefined,
): string | undefined {
  if (reference === undefined || shown.length === 0) return undefined;
  if (reference === 'last') return shown.at(-1);
  if (reference === 'it') return shown[0];
  return shown[reference - 1];
}

/**
 * The shopper's search the latest list answered, read again, for a follow-up that narrows it ("in
 * black", "any in linen?", "something cheaper", "show me more"): the latest earlier message asking
 * for products by kind, words, sale or new.
 */
export function previousSearch(history: HistoryMessage[]): Understanding | undefined {
  let latest: Understanding | undefined;
  for (let i = history.length - 2; i >= 0; i--) {
    const message = history[i]!;
    if (message.role !== 'user') continue;
    const u = understand(message.content);
    if (u.intent !== 'find' && u.intent !== 'product_question') continue;
    if (!(u.words.some((w) => !REFINING.has(w) && w !== u.colour) || u.onSale || u.isNew || u.recipient))
      continue;
    // "smart watches", then "apple?": the Apple ones among the smart watches.
    if (!latest) latest = u;
    else if (kindIn(u.words))
      return { ...latest, words: [...u.words.filter((w) => kindOf(w)), ...latest.words] };
    if (kindIn(latest.words)) return latest;
  }
  return latest;
}

/** What the latest reply offered to do next: add the one product it showed, or go to checkout. */
export function lastOffer(history: HistoryMessage[]): 'add' | 'checkout' | undefined {
  const reply = [...history].reverse().find((m) => m.role === 'assistant')?.content ?? '';
  if (/would you like me to add it to your cart\?/i.test(reply)) return 'add';
  if (/shall i take you to checkout\?/i.test(reply)) return 'checkout';
  return undefined;
}
