/**
 * Starts the sign-in island in the /auth page's shell. The build pre-renders the sign-in form there
 * (a visitor sees it with the HTML); when this visitor is signed out and asked for that form, the
 * island hydrates it, keeping anything already typed. Otherwise it draws its own view over it.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { $session, startSession } from '../../stores/session';
import { readLanding } from '../forms/landing';
import { AuthPage, initialView } from './AuthPage';

export function mountAuth(root: HTMLElement): void {
  const landing = readLanding(); // before supabase-js reads (and tidies) the URL
  void startSession(); // signed out at once when nothing is stored
  const page = <AuthPage landing={landing} />;
  const sameAsBuilt =
    root.querySelector('form') !== null &&
    $session.get().status === 'signed-out' &&
    initialView(landing.mode) === 'sign-in';
  if (sameAsBuilt) {
    // The HTML around the built markup leaves blank text nodes that React would not expect.
    root.childNodes.forEach(
      (node) => node.nodeType === Node.TEXT_NODE && !node.textContent?.trim() && node.remove(),
    );
    hydrateRoot(root, page);
    return;
  }
  root.replaceChildren();
  createRoot(root).render(page);
}
