/**
 * Affiliate codes (spec sections 3, 4 and 9): read from the `ref` or `affiliate` query parameter,
 * kept for 30 days, and removed once expired.
 */
export interface AffiliateRecord {
  code: string;
  /** ISO date-time after which the code no longer counts. */
  expiry: string;
}

export const AFFILIATE_DAYS = 30;
export const AFFILIATE_PARAMS = ['ref', 'affiliate'] as const;
/** Letters, digits, hyphens and underscores: what a shareable code looks like, nothing that could be markup. */
const CODE = /^[A-Za-z0-9_-]{2,40}$/;

/** The code a URL carries, if it carries a well-formed one. */
export function affiliateCodeFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_PARAMS) {
    const code = params.get(name)?.trim();
    if (code && CODE.test(code)) return code;
  }
  return null;
}

export function affiliateRecord(code: string, now: number): AffiliateRecord {
  return { code, expiry: new Date(now + AFFILIATE_DAYS * 86_400_000).toISOString() };
}

/** A stored record that is well-formed and not yet expired, else null. */
export function liveAffiliate(raw: string | undefined, now: number): AffiliateRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AffiliateRecord>;
    const expiry = Date.parse(value.expiry ?? '');
    if (typeof value.code !== 'string' || !CODE.test(value.code) || !(expiry > now)) return null;
    return { code: value.code, expiry: value.expiry! };
  } catch {
    return null;
  }
}
