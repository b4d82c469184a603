/** Mounts the invitation island into the /staff-invite shell: the invitation of the link's token. */
import { createRoot } from 'react-dom/client';
import { startSession } from '../../stores/session';
import { StaffInvitePage } from './StaffInvitePage';

export function mountStaffInvite(root: HTMLElement): void {
  // Read before supabase-js exchanges (and strips) an email link's code from the address.
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  void startSession();
  root.replaceChildren();
  createRoot(root).render(<StaffInvitePage token={token} />);
}
