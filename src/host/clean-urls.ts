/**
 * The clean-URL rules of `npm start`, which a static host applies too: one canonical path per
 * page, without a trailing slash, always on this origin.
 */

/**
 * True for a request target that is a plain path: one slash, then anything but another slash.
 * `//host/…` is a host name to URL parsing (an open redirect once, and a thrown error for a bad
 * host), so such a target never goes further than the clean-up below.
 */
export function isPlainPath(target: string): boolean {
  return /^\/(?![/\\])/.test(target);
}

/**
 * Where a request target redirects, or undefined when it is already clean: `/women/?a=1` →
 * `/women?a=1`, `//women` → `/women`. The target always starts with exactly one slash, so it
 * names a page of this origin: `/.//evil.com/` (which URL parsing turns into `//evil.com/`) goes
 * to `/evil.com`, never to the protocol-relative `//evil.com`.
 */
export function cleanUrlRedirect(target: string): string | undefined {
  // Read as a path even when it starts with // or \\; parsing after a fixed host cannot throw.
  const url = new URL(`http://localhost/${target.replace(/^[/\\]+/, '')}`);
  const trailingSlash = url.pathname.length > 1 && url.pathname.endsWith('/');
  if (!trailingSlash && isPlainPath(target)) return undefined;
  return `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`;
}
