/**
 * What the URL of an account page says on arrival, read before supabase-js exchanges (and strips)
 * an email link's `code`: where to go after signing in, which form to open, and the link's notice.
 */
import { safeReturnPath } from '../../lib/auth/return-path';
import { readLinkNotice, withoutLinkNotice, type LinkNotice } from '../../lib/auth/link-notice';

export interface Landing {
  /** The same-origin path to return to after signing in (/account by default). */
  next: string;
  /** `mode` of the URL: sign-up, forgot or reset. */
  mode: string | null;
  /** The URL carried a one-time code from an email link or a provider. */
  hadCode: boolean;
  notice: LinkNotice | null;
  /** An address to offer in the sign-up form (`email` of the URL: an order's page links with it). */
  email: string;
}

export function readLanding(href: string = location.href): Landing {
  const url = new URL(href);
  const notice = readLinkNotice(href);
  if (notice) history.replaceState(history.state, '', withoutLinkNotice(href));
  return {
    next: safeReturnPath(url.searchParams.get('next')),
    mode: url.searchParams.get('mode'),
    hadCode: url.searchParams.has('code'),
    notice,
    email: (url.searchParams.get('email') ?? '').trim().slice(0, 254),
  };
}
