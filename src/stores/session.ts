/**
 * The shopper's session (spec sections 3 and 4), fed by supabase-js's auth events: INITIAL_SESSION,
 * SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, MFA_CHALLENGE_VERIFIED and
 * PASSWORD_RECOVERY. Until the first session is known the state is `loading`, never a wrong
 * "signed out" (standing decision 8). supabase-js keeps the session in localStorage and tells the
 * other tabs, so it survives reloads and is shared between tabs.
 *
 * Importing this module costs no supabase-js: `startSession()` loads it, and pages call that only
 * when a session is stored or the page is the shopper's own (/auth, /account, /admin).
 *
 * @example await startSession(); $session.get().status // 'signed-in'
 */
import { atom } from 'nanostores';
import type { AuthChangeEvent, Session } from '../lib/supabase/auth-types';
import { getSupabase } from '../lib/supabase/client';
import { getStaffRole } from '../lib/supabase/roles';
import { needsSecondFactor } from '../lib/auth/assurance';
import {
  STAFF_ROLE_KEY,
  readCachedRole,
  keptSession,
  tokenClaims,
  type CachedRole,
  type StaffRole,
  type StoredSession,
} from '../lib/auth/stored-session';
import { showToast } from './toasts';
import { CHECKOUT_STORAGE_KEY } from '../lib/checkout/draft-key';
import { CHAT_STORAGE_KEY } from '../lib/chat/page-words';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** Password accepted, but the account has two-factor: the code is still owed (aal1 of aal2). */
  | { status: 'needs-code'; session: Session }
  | { status: 'signed-in'; session: Session };

export const $session = atom<SessionState>({ status: 'loading' });

/** True after a password-recovery link signed the visitor in: /auth then asks for a new password. */
export const $passwordRecovery = atom(false);

/** The signed-in user's staff role; undefined while unknown, null for a shopper or a visitor. */
export const $staffRole = atom<StaffRole | null | undefined>(undefined);

/** The store's one supabase-js client, whatever `getSupabase` makes it. */
type StoreClient = Awaited<ReturnType<typeof getSupabase>>;

let started: Promise<StoreClient> | undefined;
let signingOut = false;
/** A session was held (stored at start, or since): losing it without asking is worth a word. */
let heldSession = false;

/** Loads supabase-js and starts following the session; safe to call many times. */
export function startSession(): Promise<StoreClient> {
  if (!started) {
    heldSession = keptSession() !== null;
    // Nothing stored and no link to sign in with: the visitor is signed out, known before
    // supabase-js arrives, so a sign-in form can show at once. Its INITIAL_SESSION confirms.
    if (!heldSession && !arrivesWithCredentials()) $session.set({ status: 'signed-out' });
  }
  started ??= getSupabase().then((client) => {
    client.auth.onAuthStateChange(onAuthEvent);
    // A signed-in shopper's wishlist is kept with the account.
    void import('./wishlist-account').then((wishlist) => wishlist.follow($session));
    return client;
  });
  return started;
}

/** The URL carries something supabase-js turns into a session (a PKCE code, tokens, a link error). */
function arrivesWithCredentials(): boolean {
  const { search, hash } = globalThis.location ?? { search: '', hash: '' };
  return /[?&#](code|access_token|error_description)=/.test(`${search}${hash}`);
}

function storedSessionOf(session: Session): StoredSession {
  const sessionId = tokenClaims(session.access_token)?.session_id;
  return { userId: session.user.id, sessionId: typeof sessionId === 'string' ? sessionId : null };
}

/**
 * What a person's own details leave in this browser beside the session: the checkout form (name,
 * phone, address, filled from the account) and the conversation with the assistant. Forgotten at
 * any sign-out (this page's, another tab's, another device's, a session that ended), so that the
 * next person on a shared phone sees none of it; the chat panel, if open, starts afresh (chat.ts). The cart and the wishlist
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

function onAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  if (event === 'PASSWORD_RECOVERY') $passwordRecovery.set(true);
  if (!session) {
    $session.set({ status: 'signed-out' });
    setRole(null, null);
    // A refresh that failed for good (now or while the page was closed), or a sign-out in another
    // tab: say so, unless this page asked for it.
    if (event === 'SIGNED_OUT' && heldSession && !signingOut)
      showToast('Signed out', 'Your session has ended. Please sign in again.');
    if (event === 'SIGNED_OUT') {
      heldSession = false;
      forgetPersonalDetails();
    }
    return;
  }
  heldSession = true;
  if (needsSecondFactor(session)) {
    $session.set({ status: 'needs-code', session });
    $staffRole.set(null);
    return;
  }
  $session.set({ status: 'signed-in', session });
  // supabase-js holds its lock while it runs this callback: ask the database after it returns.
  setTimeout(() => void checkRole(session), 0);
}

function setRole(role: StaffRole | null, cache: CachedRole | null): void {
  $staffRole.set(role);
  try {
    if (cache) localStorage.setItem(STAFF_ROLE_KEY, JSON.stringify(cache));
    else localStorage.removeItem(STAFF_ROLE_KEY);
  } catch {
    // No storage: the role is asked again on the next page.
  }
}

/** The spec's role check, once per session (cached with the session's id). */
async function checkRole(session: Session): Promise<void> {
  const stored = storedSessionOf(session);
  let cached: StaffRole | null | undefined;
  try {
    cached = readCachedRole(localStorage, stored);
  } catch {
    cached = undefined;
  }
  if (cached !== undefined) {
    $staffRole.set(cached);
    return;
  }
  try {
    const role = await getStaffRole(stored.userId);
    const current = $session.get();
    if (current.status !== 'signed-in' || current.session.user.id !== stored.userId) return;
    setRole(role, { ...stored, role });
  } catch (error) {
    console.error('Role check failed', error);
    $staffRole.set(null);
  }
}

/**
 * Marks a sign-out this page asked for (sign-out.ts) while it runs: the SIGNED_OUT it brings needs
 * no "Signed out" toast.
 */
export function markSigningOut(asked: boolean): void {
  signingOut = asked;
}
