/**
 * The side panels' stand-in. The cart drawer and the wishlist panel are drawn by the overlays
 * island, whose code is fetched when one is first opened: on a phone's slow connection that takes
 * most of a second. Until then their frame, from a <template> in every page (DrawerShell.astro),
 * shows at once with the panel's title and its lines loading. The island takes its place in the
 * same task as it opens the real panel (Drawer.tsx), so nothing flickers and focus still returns
 * to the button that opened it.
 */
const TEMPLATE = 'template[data-drawer-shell-template]';

let shell: HTMLDialogElement | undefined;
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
export function showDrawerShell(kind: string, title: string, dismiss: () => void): void {
  if (islandMounted()) return;
  shell ??= create();
  if (!shell) return;
  shell.querySelector('h2')!.textContent = title;
  shows = kind;
  onDismiss = dismiss;
  if (!shell.open) shell.showModal();
}

/** Closes the stand-in if it shows the panel `kind`. */
export function closeDrawerShell(kind: string): void {
  if (shows !== kind || !shell?.open) return;
  shows = undefined;
  shell.close();
}

/** The island draws the panels from now on: the stand-in closes (focus goes back to the opener) and goes. */
export function retireDrawerShell(): void {
  if (!shell) return;
  const dialog = shell;
  shell = undefined;
  shows = undefined;
  if (dialog.open) dialog.close();
  dialog.remove();
}
