/** Mounts the sign-in island into the /auth page's shell, in place of its loading state. */
import { createRoot } from 'react-dom/client';
import { startSession } from '../../stores/session';
import { AuthPage } from './AuthPage';
import { readLanding } from '../forms/landing';

export function mountAuth(root: HTMLElement): void {
  const landing = readLanding(); // before supabase-js reads (and tidies) the URL
  void startSession();
  root.replaceChildren();
  createRoot(root).render(<AuthPage landing={landing} />);
}
