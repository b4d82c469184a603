/**
 * Loads the overlays island (cart drawer, wishlist panel, toasts: React and sonner) on first need —
 * a click on the cart or wishlist button, or a toast — so that no page pays for it up front.
 */
let loading: Promise<void> | undefined;

export function loadOverlays(): Promise<void> {
  loading ??= import('./overlays/mount').then(({ mountOverlays }) => mountOverlays());
  return loading;
}
