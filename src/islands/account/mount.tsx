/** Mounts the account island into the /account page's shell, in place of its loading state. */
import { createRoot } from 'react-dom/client';
import { startSession } from '../../stores/session';
import { readLanding } from '../forms/landing';
import { AccountPage } from './AccountPage';

export function mountAccount(root: HTMLElement): void {
  const landing = readLanding(); // before supabase-js exchanges (and strips) a confirmation link's code
  // Written by the page at build time (src/lib/auth/manual-linking.ts).
  const manualLinking = root.dataset.manualLinking === 'true';
  void startSession();
  root.replaceChildren();
  createRoot(root).render(<AccountPage landing={landing} manualLinking={manualLinking} />);
}
