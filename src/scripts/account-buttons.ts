/**
 * The header's account and admin buttons. An inline script in the header has already chosen from
 * the stored session before the first paint (Header.astro); this module keeps them right as the
 * session changes. supabase-js loads only for a visitor with a stored session (on idle), when
 * another tab signs in, or when the page's own island starts the session.
 */
import { AUTH_STORAGE_KEY, keptSession, readCachedRole } from '../lib/auth/stored-session';
import { $session, $staffRole, startSession } from '../stores/session';

const accountButtons = document.querySelectorAll<HTMLAnchorElement>('[data-account-button]');
const adminButtons = document.querySelectorAll<HTMLElement>('[data-admin-button]');

$session.subscribe((state) => {
  if (state.status === 'loading') return;
  const target = state.status === 'signed-out' ? '/auth' : '/account';
  accountButtons.forEach((a) => a.setAttribute('href', target));
});

$staffRole.subscribe((role) => {
  if (role === undefined) return;
  adminButtons.forEach((b) => (b.hidden = !role));
});

const stored = keptSession();
// The side menu's admin link comes after the header's inline script: show it from the cache too.
if (stored && readCachedRole(localStorage, stored)) adminButtons.forEach((b) => (b.hidden = false));

const onIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1);

if (stored) onIdle(() => void startSession());

// A sign-in or sign-out in another tab.
addEventListener('storage', (event) => {
  if (event.key === AUTH_STORAGE_KEY || event.key === null) void startSession();
});
