/**
 * Signing out, in a module of its own: only the pages that offer it (the account, the two-step
 * code, a staff invitation) load it, not every page's script with the session (session.ts).
 */
import { describeAuthError } from '../lib/auth/messages';
import { CHECKOUT_STORAGE_KEY } from '../lib/checkout/draft-key';
import { CHAT_STORAGE_KEY } from '../lib/chat/page-words';
import { markSigningOut, startSession } from './session';
import { showToast } from './toasts';

/**
 * What a person's own details leave in this browser beside the session: the checkout form (name,
 * phone, address, filled from the account) and the conversation with the assistant. Forgotten at
 * sign-out, so that the next person on a shared phone sees none of it. The cart and the wishlist
 * stay: they are the phone's, as they were before signing in.
 */
function forgetPersonalDetails(): void {
  try {
    localStorage.removeItem(CHECKOUT_STORAGE_KEY);
    sessionStorage.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * Signs out of this browser (`local`) or of every device (`global`). On failure the toast
 * "Sign out failed" carries the server's message (spec section 8) and the session stays.
 */
export async function signOut(scope: 'local' | 'global' = 'local'): Promise<boolean> {
  const client = await startSession();
  markSigningOut(true);
  try {
    const { error } = await client.auth.signOut({ scope });
    if (error) {
      showToast('Sign out failed', describeAuthError(error), 'destructive');
      return false;
    }
    forgetPersonalDetails();
    return true;
  } catch (error) {
    showToast('Sign out failed', describeAuthError(error as Error), 'destructive');
    return false;
  } finally {
    markSigningOut(false);
  }
}
