/**
 * The affiliate record, kept under `affiliate` with a 30-day expiry (spec sections 3, 4 and 9).
 * A code in the URL replaces the stored one (the latest referral counts); an expired record is
 * removed when read. A session flag per code (`affiliateVisit:<code>`) keeps the visit through a
 * link counted once per browser session.
 */
import { affiliateCodeFrom, affiliateRecord, liveAffiliate, type AffiliateRecord } from './affiliate';

export const AFFILIATE_STORAGE_KEY = 'affiliate';

/** Stores the code of `search` (a URL's query string), if it has one. */
export function captureAffiliate(
  storage: Storage,
  search: string,
  now: number = Date.now(),
): AffiliateRecord | null {
  const code = affiliateCodeFrom(search);
  if (!code) return readAffiliate(storage, now);
  const record = affiliateRecord(code, now);
  storage.setItem(AFFILIATE_STORAGE_KEY, JSON.stringify(record));
  return record;
}

/** The live record, removing one that expired or cannot be read. */
export function readAffiliate(storage: Storage, now: number = Date.now()): AffiliateRecord | null {
  const raw = storage.getItem(AFFILIATE_STORAGE_KEY) ?? undefined;
  const record = liveAffiliate(raw, now);
  if (!record && raw !== undefined) storage.removeItem(AFFILIATE_STORAGE_KEY);
  return record;
}

/** The session flag that says a visit through `code`'s link was already counted in this browser session. */
export const visitFlagKey = (code: string) => `affiliateVisit:${code.toLowerCase()}`;

/**
 * True the first time this browser session follows a link with `code` (and marks it), so that
 * reloads and the visit's other pages count once. Without storage every such link counts.
 *
 * @example claimAffiliateVisit('WANJIKU10') // true, then false for the rest of the session
 */
export function claimAffiliateVisit(code: string, storage: () => Storage = () => sessionStorage): boolean {
  try {
    const flags = storage();
    if (flags.getItem(visitFlagKey(code))) return false;
    flags.setItem(visitFlagKey(code), '1');
  } catch {
    // Storage switched off: count it; a visit counted twice is better than one never counted.
  }
  return true;
}
