/** Mounts an order's page into the /order shell: the order of the link's key. */
import { createRoot } from 'react-dom/client';
import { OrderPage } from './OrderPage';

export function mountOrder(root: HTMLElement): void {
  const params = new URLSearchParams(window.location.search);
  const key = params.get('key') ?? '';
  root.replaceChildren();
  createRoot(root).render(<OrderPage orderKey={key} returnedFromCard={params.has('reference')} />);
}
