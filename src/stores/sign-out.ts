/**
 * Signing out, in a module of its own: only the pages that offer it (the account, the two-step
 * code, a staff invitation) load it, not every page's script with the session (session.ts).
 */
import { describeAuthError } from '../lib/auth/messages';
import { markSigningOut, startSession } from './session';
import { showToast } from './toasts';

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
    return true;
  } catch (error) {
    showToast('Sign out failed', describeAuthError(error as Error), 'destructive');
    return false;
  } finally {
    markSigningOut(false);
  }
}
