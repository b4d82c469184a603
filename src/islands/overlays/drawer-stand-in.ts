/**
 * The side panels' stand-in. The cart drawer and the wishlist panel are drawn by the overlays
 * island, whose code is fetched when one is first opened: on a phone's slow connection that takes
 * most of a second. Until then their frame, from a <template> in every page (DrawerStandInTemplate.astro),
 * shows at once with the panel's title and its lines loading. The island takes its place in the
 * same task as it opens the real panel (Drawer.tsx), so nothing flickers and focus still returns
 * to the button that opened it.
 */
const TEMPLATE = 'template[data-drawer-stand-in]';

let standIn: HTMLDialogElement | undefined;
let shows: string | undefined;
let onDismiss: (() => void) | undefined;

/** The overlays island is in the page (src/islands/overlays/mount.tsx): it draws the panels itself. */
const islandMounted = () => document.getElementById('overlays') !== null;

function create(): HTMLDialogElement | undefined {
  const template = document.querySelector<HTMLTemplateElement>(TEMPLATE);
  const dialog = template?.content.querySelector('dialog')?.cloneNode(true);
  if (!(dialog instanceof HTMLDialogElement)) return undefined;
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest('button[aria-label="Close"]')) dialog.close();
  });
  // Escape, the backdrop or Close: the shopper closed the panel. Closed by this module (the panel
  // closed or changed) or replaced by the island, it is not the shopper's doing.
  dialog.addEventListener('close', () => {
    if (dialog.open || !dialog.isConnected) return;
    shows = undefined;
    onDismiss?.();
  });
  document.body.append(dialog);
  return dialog;
}

/** Shows the stand-in for the panel `kind`, titled `title`; `dismiss` runs if the shopper closes it. */
export function showDrawerStandIn(kind: string, title: string, dismiss: () => void): void {
  if (islandMounted()) return;
  standIn ??= create();
  if (!standIn) return;
  standIn.querySelector('h2')!.textContent = title;
  shows = kind;
  onDismiss = dismiss;
  if (!standIn.open) standIn.showModal();
}

/** Closes the stand-in if it shows the panel `kind`. */
export function closeDrawerStandIn(kind: string): void {
  if (shows !== kind || !standIn?.open) return;
  shows = undefined;
  standIn.close();
}

/** The island draws the panels from now on: the stand-in closes (focus goes back to the opener) and goes. */
export function retireDrawerStandIn(): void {
  if (!standIn) return;
  const dialog = standIn;
  standIn = undefined;
  shows = undefined;
  if (dialog.open) dialog.close();
  dialog.remove();
}
