/** Mounts the admin island into an /admin page's shell; the page's path says which section. */
import { createRoot } from 'react-dom/client';
import { startSession } from '../../stores/session';
import { AdminApp, type AdminSection } from './AdminApp';

const SECTIONS: AdminSection[] = ['products', 'transactions', 'reviews', 'affiliates', 'payouts', 'staff'];

/** The section of an admin path: /admin/products → products; /admin and /admin-dashboard → overview. */
export function sectionOf(pathname: string): AdminSection {
  const name = /^\/admin\/([a-z]+)/.exec(pathname)?.[1];
  return SECTIONS.find((section) => section === name) ?? 'overview';
}

export function mountAdmin(root: HTMLElement): void {
  void startSession();
  root.replaceChildren();
  createRoot(root).render(<AdminApp section={sectionOf(location.pathname)} />);
}
