/** Mounts the checkout island into the /checkout page's shell, in place of its loading state. */
import { createRoot } from 'react-dom/client';
import { startSession } from '../../stores/session';
import { CheckoutPage } from './CheckoutPage';

export function mountCheckout(root: HTMLElement): void {
  void startSession();
  root.replaceChildren();
  createRoot(root).render(<CheckoutPage />);
}
