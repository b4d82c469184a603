/** Mounts the checkout island into the /checkout page's shell, in place of its loading state. */
import { createRoot } from 'react-dom/client';
import { keptSession } from '../../lib/auth/stored-session';
import { startSession } from '../../stores/session';
import { CheckoutPage } from './CheckoutPage';

export function mountCheckout(root: HTMLElement): void {
  // A signed-in shopper's details fill the form; a guest's checkout needs no session at all.
  if (keptSession()) void startSession();
  root.replaceChildren();
  createRoot(root).render(<CheckoutPage />);
}
