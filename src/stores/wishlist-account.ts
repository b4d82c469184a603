/**
 * Keeps the browser's wishlist and the signed-in shopper's account as one list (the rules are in
 * src/lib/shopper/wishlist-sync.ts): merged at sign-in, mirrored while signed in, the browser's
 * own again once signed out. Loaded with the session (src/stores/session.ts), so a visitor who
 * never signs in downloads none of it.
 */
import { tokenClaims } from '../lib/auth/stored-session';
import {
  addToAccountWishlist,
  readAccountWishlist,
  removeFromAccountWishlist,
} from '../lib/supabase/wishlist';
import {
  WISHLIST_ACCOUNT_KEY,
  decodeMirror,
  forgetSent,
  mirrors,
  pendingByKind,
  recordChanges,
  wishlistChanges,
  withPending,
  type WishlistMirror,
} from '../lib/shopper/wishlist-sync';
import type { WishlistItem } from '../lib/shopper/wishlist';
import type { ReadableAtom } from 'nanostores';
import { $wishlist } from './wishlist';

function readMirror(): WishlistMirror | null {
  try {
    return decodeMirror(localStorage.getItem(WISHLIST_ACCOUNT_KEY));
  } catch {
    return null;
  }
}

function writeMirror(mirror: WishlistMirror | null): void {
  try {
    if (mirror) localStorage.setItem(WISHLIST_ACCOUNT_KEY, JSON.stringify(mirror));
    else localStorage.removeItem(WISHLIST_ACCOUNT_KEY);
  } catch {
    // No storage: changes are sent as they happen, and unsent ones are lost with the page.
  }
}

/** The session the list mirrors now ("user:session"), or null while signed out. */
let following: string | null = null;
let stopListening: (() => void) | null = null;
/** Sets the list from the account without taking that for the shopper's own change. */
let applying = false;
/** Sends run one after another, so two quick taps reach the account in order. */
let sending: Promise<void> = Promise.resolve();

/** Sends the changes not yet sent; those that fail stay for the next try. */
function sendPending(): Promise<void> {
  sending = sending.then(async () => {
    const mirror = readMirror();
    if (!mirror || Object.keys(mirror.pending).length === 0) return;
    const sent = { ...mirror.pending };
    const { add, remove } = pendingByKind(sent);
    await addToAccountWishlist(add);
    await removeFromAccountWishlist(remove);
    const now = readMirror();
    if (now?.userId === mirror.userId) writeMirror({ ...now, pending: forgetSent(now.pending, sent) });
  });
  const result = sending;
  sending = sending.catch(() => undefined);
  return result;
}

function listen(): void {
  stopListening?.();
  stopListening = $wishlist.listen((items, before) => {
    if (applying) return;
    const mirror = readMirror();
    if (!mirror) return;
    writeMirror({ ...mirror, pending: recordChanges(mirror.pending, wishlistChanges(before ?? [], items)) });
    sendPending().catch((error: unknown) => console.warn('Wishlist change not sent yet', error));
  });
}

function show(items: WishlistItem[]): void {
  applying = true;
  try {
    $wishlist.set(items);
  } finally {
    applying = false;
  }
}

async function connect(userId: string, sessionId: string | null, key: string): Promise<void> {
  if (!mirrors(readMirror(), userId, sessionId)) {
    // A new sign-in: everything in this browser's list goes to the account.
    const browser = $wishlist.get().map((item) => item.productId);
    writeMirror({ userId, sessionId, pending: recordChanges({}, { added: browser, removed: [] }) });
  }
  listen();
  try {
    await sendPending();
    const account = await readAccountWishlist();
    if (following !== key) return;
    show(withPending(account, $wishlist.get(), readMirror()?.pending ?? {}));
  } catch (error) {
    // Offline or refused: the browser's list stays as it is, its changes wait for the next page.
    console.warn('Wishlist not in step with the account yet', error);
  }
}

let followed = false;

/** What this needs of the session store (src/stores/session.ts, which loads this module). */
type SessionStore = ReadableAtom<
  | { status: 'loading' | 'signed-out' | 'needs-code' }
  | { status: 'signed-in'; session: { access_token: string; user: { id: string } } }
>;

/** Follows the session from now on (a second call does nothing). */
export function follow($session: SessionStore): void {
  if (followed) return;
  followed = true;
  $session.subscribe((state) => {
    if (state.status === 'signed-in') {
      const userId = state.session.user.id;
      const sessionClaim = tokenClaims(state.session.access_token)?.session_id;
      const sessionId = typeof sessionClaim === 'string' ? sessionClaim : null;
      const key = `${userId}:${sessionId}`;
      if (following === key) return;
      following = key;
      void connect(userId, sessionId, key);
    } else if (state.status === 'signed-out') {
      following = null;
      stopListening?.();
      stopListening = null;
      writeMirror(null);
    }
  });
}
