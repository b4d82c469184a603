/** Mounts the affiliate application panel into the /affiliate-program page, in place of its Apply button. */
import { createRoot } from 'react-dom/client';
import { keptSession } from '../../lib/auth/stored-session';
import { startSession } from '../../stores/session';
import { ApplyPanel } from './ApplyPanel';

/**
 * Draws the panel into `root`. A visitor with no session kept is signed out, known without
 * supabase-js; only a kept session loads it. `wantsFocus` says whether the visitor pressed Apply.
 */
export function mountAffiliateApply(root: HTMLElement, wantsFocus: () => boolean): void {
  const kept = keptSession() !== null;
  if (kept) void startSession();
  root.replaceChildren();
  createRoot(root).render(<ApplyPanel kept={kept} wantsFocus={wantsFocus} />);
}
