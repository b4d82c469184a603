/**
 * How the browser's wishlist and the account's stay one list, as pure functions (the wiring is
 * src/stores/wishlist-account.ts).
 *
 * - At sign-in (a session this browser has not mirrored yet) the browser's list merges into the
 *   account's: every item of both, none twice. The browser then shows the account's list.
 * - While signed in the browser mirrors the account: each add or remove is sent at once, and one
 *   that could not be sent (no network) is remembered here and sent on the next page.
 * - Signed out, the browser's list is the guest's list again, kept as it was.
 */
import type { WishlistItem } from './wishlist';

export const WISHLIST_ACCOUNT_KEY = 'wishlist-account';

export type PendingChange = 'add' | 'remove';

/** Which session the browser's list mirrors, and the changes not yet sent to the account. */
export interface WishlistMirror {
  userId: string;
  sessionId: string | null;
  pending: Record<string, PendingChange>;
}

/** Reads the stored mirror; anything unreadable is no mirror (the next sign-in merges). */
export function decodeMirror(raw: string | null | undefined): WishlistMirror | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WishlistMirror> | null;
    if (typeof value?.userId !== 'string') return null;
    const pending = Object.fromEntries(
      Object.entries(value.pending ?? {}).filter(
        (entry): entry is [string, PendingChange] => entry[1] === 'add' || entry[1] === 'remove',
      ),
    );
    return {
      userId: value.userId,
      sessionId: typeof value.sessionId === 'string' ? value.sessionId : null,
      pending,
    };
  } catch {
    return null;
  }
}

/** True when the browser's list already mirrors this session's account (no merge needed). */
export function mirrors(mirror: WishlistMirror | null, userId: string, sessionId: string | null): boolean {
  return mirror !== null && mirror.userId === userId && mirror.sessionId === sessionId;
}

/** The products added and removed between two versions of the list. */
export function wishlistChanges(
  before: readonly WishlistItem[],
  after: readonly WishlistItem[],
): { added: string[]; removed: string[] } {
  const had = new Set(before.map((item) => item.productId));
  const has = new Set(after.map((item) => item.productId));
  return {
    added: after.filter((item) => !had.has(item.productId)).map((item) => item.productId),
    removed: before.filter((item) => !has.has(item.productId)).map((item) => item.productId),
  };
}

/** The pending changes with these recorded (a later change of a product replaces an earlier one). */
export function recordChanges(
  pending: Record<string, PendingChange>,
  changes: { added: string[]; removed: string[] },
): Record<string, PendingChange> {
  const next = { ...pending };
  for (const id of changes.added) next[id] = 'add';
  for (const id of changes.removed) next[id] = 'remove';
  return next;
}

/** The pending changes without the ones sent, unless the product changed again meanwhile. */
export function forgetSent(
  pending: Record<string, PendingChange>,
  sent: Record<string, PendingChange>,
): Record<string, PendingChange> {
  return Object.fromEntries(Object.entries(pending).filter(([id, change]) => sent[id] !== change));
}

/** The products of each kind of pending change. */
export function pendingByKind(pending: Record<string, PendingChange>): { add: string[]; remove: string[] } {
  const entries = Object.entries(pending);
  return {
    add: entries.filter(([, change]) => change === 'add').map(([id]) => id),
    remove: entries.filter(([, change]) => change === 'remove').map(([id]) => id),
  };
}

/** The account's list as this browser should show it: with the changes not yet sent applied. */
export function withPending(
  account: readonly WishlistItem[],
  browser: readonly WishlistItem[],
  pending: Record<string, PendingChange>,
): WishlistItem[] {
  const kept = account.filter((item) => pending[item.productId] !== 'remove');
  const shown = new Set(kept.map((item) => item.productId));
  const unsent = browser.filter((item) => pending[item.productId] === 'add' && !shown.has(item.productId));
  return [...kept, ...unsent];
}
