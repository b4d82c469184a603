/**
 * Header behaviour with no framework: banner dismissal (not remembered), disclosure menus,
 * and the mobile side menu (the search dialog opens from search-open.ts).
 */
import { $mobileMenuOpen } from '../stores/ui';

function setupBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-top-banner]');
  banner?.querySelector('[data-banner-dismiss]')?.addEventListener('click', () => {
    banner.hidden = true;
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
  });
}

const inSideMenu = (el: Element) => el.closest('dialog') !== null;

function setupMenus(): void {
  const menus = [...document.querySelectorAll<HTMLElement>('[data-menu]')];
  const parts = menus.map((menu) => ({
    menu,
    button: menu.querySelector<HTMLButtonElement>('[data-menu-button]')!,
    panel: menu.querySelector<HTMLElement>('[data-menu-panel]')!,
  }));
  const setOpen = (part: (typeof parts)[number], open: boolean) => {
    part.button.setAttribute('aria-expanded', String(open));
    part.panel.hidden = !open;
  };
  const closeAll = (except?: (typeof parts)[number]) =>
    parts.forEach((p) => p !== except && setOpen(p, false));

  for (const part of parts) {
    part.button.addEventListener('click', () => {
      const open = part.button.getAttribute('aria-expanded') !== 'true';
      if (!inSideMenu(part.menu)) closeAll(part);
      setOpen(part, open);
    });
    part.menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !part.panel.hidden) {
        setOpen(part, false);
        part.button.focus();
      }
    });
    // As a dropdown, close when focus leaves the menu (Tab past the last link); in the side
    // menu the groups are an accordion and stay as the shopper left them.
    part.menu.addEventListener('focusout', (event) => {
      if (!inSideMenu(part.menu) && !part.menu.contains(event.relatedTarget as Node | null))
        setOpen(part, false);
    });
  }
  document.addEventListener('click', (event) => {
    if (!menus.some((m) => m.contains(event.target as Node) || inSideMenu(m))) closeAll();
  });
}

function setupMobileMenu(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-mobile-menu]');
  const openButton = document.querySelector<HTMLButtonElement>('[data-mobile-menu-open]');
  const nav = document.querySelector<HTMLElement>('[data-main-nav]');
  const slot = dialog?.querySelector<HTMLElement>('[data-mobile-nav-slot]');
  if (!dialog || !openButton || !nav || !slot) return;
  // One nav serves both layouts: it moves into the side menu while that is open, and back after.
  const home = document.createComment('main-nav');
  nav.before(home);
  openButton.addEventListener('click', () => $mobileMenuOpen.set(true));
  // The side menu follows the shared UI flag, so any script can open or close it.
  $mobileMenuOpen.subscribe((open) => {
    if (open && !dialog.open) {
      slot.append(nav);
      dialog.showModal();
      openButton.setAttribute('aria-expanded', 'true');
    } else if (!open && dialog.open) dialog.close();
  });
  dialog.querySelector('[data-mobile-menu-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    home.after(nav);
    openButton.setAttribute('aria-expanded', 'false');
    $mobileMenuOpen.set(false);
  });
  // Growing past the mobile layout (rotating a tablet) ends the side menu.
  matchMedia('(min-width: 1024px)').addEventListener(
    'change',
    (e) => e.matches && dialog.open && dialog.close(),
  );
  // A click on the backdrop lands on the dialog element itself; the wishlist opens in place of the menu.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || (event.target as Element).closest('[data-wishlist-button]'))
      dialog.close();
  });
}

setupBanner();
setupMenus();
setupMobileMenu();
