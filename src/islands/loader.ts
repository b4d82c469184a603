/**
 * Loads each island the first time something asks for what it draws, so that no page pays for
 * one up front. Stores only say what is open (src/stores/ui.ts) or what to show (a toast); this
 * module reacts to them, and the stores import nothing from here.
 *
 * @example watchIslands(); openCart(); // the overlays island loads, then draws the open cart
 */
import type { ReadableAtom } from 'nanostores';
import { $cartOpen, $chatOpen, $searchOpen, $wishlistOpen } from '../stores/ui';
import { $toast } from '../stores/toasts';

let overlays: Promise<void> | undefined;

/** The overlays island: cart drawer, wishlist panel and toasts (React and sonner). */
export function loadOverlays(): Promise<void> {
  overlays ??= import('./overlays/mount').then(({ mountOverlays }) => mountOverlays());
  return overlays;
}

let search: Promise<void> | undefined;

/** The header search dialog (React, the search logic; Pagefind loads with the first search). */
export function loadSearch(): Promise<void> {
  search ??= import('./search/mount').then(({ mountSearch }) => mountSearch());
  return search;
}

let chat: Promise<void> | undefined;

/** The chat panel (React, the conversation and its actions; DOMPurify for the replies). */
export function loadChat(): Promise<void> {
  chat ??= import('./chat/mount').then(({ mountChat }) => mountChat());
  return chat;
}

/** Runs `load` once `store` first holds a truthy value (at once if it already does). */
function loadWhenSet(store: ReadableAtom<unknown>, load: () => Promise<void>): void {
  if (store.get()) {
    void load();
    return;
  }
  const stop = store.listen((value) => {
    if (!value) return;
    stop();
    void load();
  });
}

/** Starts watching the stores; the page script calls it once. */
export function watchIslands(): void {
  loadWhenSet($cartOpen, loadOverlays);
  loadWhenSet($wishlistOpen, loadOverlays);
  loadWhenSet($toast, loadOverlays);
  loadWhenSet($searchOpen, loadSearch);
  loadWhenSet($chatOpen, loadChat);
}
