/**
 * What the conversation has shown so far, read back from the history the widget sends (spec
 * section 3: role and content only): the function keeps no state, so the products a reply listed
 * are found again through the links it wrote (`/product/{productId}`), in order.
 */
import type { HistoryMessage } from '../_shared/contracts/chat.ts';

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
