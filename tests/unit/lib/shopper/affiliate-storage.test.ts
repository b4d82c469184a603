// Affiliate capture (spec sections 4 and 9): ?ref= or ?affiliate=, kept 30 days, expired removed;
// a visit through a link counted once per code in a browser session.
import { describe, expect, it } from 'vitest';
import { AFFILIATE_DAYS, affiliateCodeFrom } from '../../../../src/lib/shopper/affiliate';
import {
  AFFILIATE_STORAGE_KEY,
  captureAffiliate,
  claimAffiliateVisit,
  readAffiliate,
} from '../../../../src/lib/shopper/affiliate-storage';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const NOW = Date.parse('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

describe('affiliate capture', () => {
  it('reads ref or affiliate, and refuses what does not look like a code', () => {
    expect(affiliateCodeFrom('?ref=WANJIKU10')).toBe('WANJIKU10');
    expect(affiliateCodeFrom('?affiliate=otieno_style')).toBe('otieno_style');
    expect(affiliateCodeFrom('?ref=<script>')).toBeNull();
    expect(affiliateCodeFrom('?q=dress')).toBeNull();
    expect(AFFILIATE_DAYS).toBe(30);
  });

  it('stores the code for 30 days and removes it once expired', () => {
    const storage = memoryStorage();
    expect(captureAffiliate(storage, '?ref=WANJIKU10', NOW)).toEqual({
      code: 'WANJIKU10',
      expiry: new Date(NOW + 30 * DAY).toISOString(),
    });
    expect(readAffiliate(storage, NOW + 29 * DAY)?.code).toBe('WANJIKU10');
    expect(captureAffiliate(storage, '', NOW + 29 * DAY)?.code).toBe('WANJIKU10');
    expect(readAffiliate(storage, NOW + 30 * DAY + 1)).toBeNull();
    expect(storage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });

  it('lets a newer referral replace the stored one, and clears a corrupt record', () => {
    const storage = memoryStorage();
    captureAffiliate(storage, '?ref=FIRST', NOW);
    expect(captureAffiliate(storage, '?affiliate=SECOND', NOW + DAY)?.code).toBe('SECOND');
    storage.setItem(AFFILIATE_STORAGE_KEY, '{oops');
    expect(readAffiliate(storage, NOW)).toBeNull();
    expect(storage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });
});

describe('affiliate visits', () => {
  it('counts a code once per browser session, whatever its case', () => {
    const session = memoryStorage();
    expect(claimAffiliateVisit('WANJIKU10', () => session)).toBe(true);
    expect(claimAffiliateVisit('WANJIKU10', () => session)).toBe(false);
    expect(claimAffiliateVisit('wanjiku10', () => session)).toBe(false);
    expect(claimAffiliateVisit('OTIENO', () => session)).toBe(true);
    expect(claimAffiliateVisit('WANJIKU10', () => memoryStorage())).toBe(true);
  });

  it('keeps nothing but the flag, and counts when storage is switched off', () => {
    const session = memoryStorage();
    claimAffiliateVisit('OTIENO', () => session);
    expect(session.length).toBe(1);
    expect(session.getItem('affiliateVisit:otieno')).toBe('1');
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(claimAffiliateVisit('OTIENO', blocked)).toBe(true);
  });
});
