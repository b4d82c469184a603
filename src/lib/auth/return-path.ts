/**
 * Where a visitor sent to /auth goes back to after signing in: a path on this site only, so that
 * a crafted link can never send a shopper elsewhere (no open redirect).
 */

/** The default after signing in: the shopper's own page. */
export const AFTER_SIGN_IN = '/account';

/**
 * `raw` when it is a same-origin path ("/checkout?step=2"), else `fallback`. Rejects schemes,
 * protocol-relative and backslash forms, control characters, and /auth itself (a loop).
 */
export function safeReturnPath(raw: string | null | undefined, fallback: string = AFTER_SIGN_IN): string {
  if (!raw || raw.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'https://mtindo.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://mtindo.invalid') return fallback;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth link that brings the visitor back to `path` after signing in. */
export function signInLink(path: string): string {
  const back = safeReturnPath(path, '');
  return back && back !== AFTER_SIGN_IN ? `/auth?next=${encodeURIComponent(back)}` : '/auth';
}
