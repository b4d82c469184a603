// The splash and email popup rules and constants (spec sections 4, 5 and 9, standing decision 4).
import { describe, expect, it } from 'vitest';
import { SPLASH, showsSplash, splashProgress } from '../../../src/lib/shopper/splash';
import { EMAIL_POPUP_DELAY_MS, showsEmailPopup } from '../../../src/lib/shopper/email-popup';
import { looksLikeEmail } from '../../../src/lib/shopper/subscribe';
import { TOAST_DURATION_MS } from '../../../src/stores/toasts';

describe('splash', () => {
  it('rises 2 points every 50 ms to 100, closes at 5 s and completes 300 ms later', () => {
    expect(SPLASH).toEqual({ stepMs: 50, stepPercent: 2, closeAtMs: 5000, completeAfterMs: 300 });
    expect([0, 49, 50, 500, 2450, 2500, 4999].map(splashProgress)).toEqual([0, 0, 2, 20, 98, 100, 100]);
  });

  it('shows once per session and never on /checkout, /order or /staff-invite', () => {
    expect(showsSplash('/', false)).toBe(true);
    expect(showsSplash('/', true)).toBe(false);
    expect(showsSplash('/checkout', false)).toBe(false);
    expect(showsSplash('/checkout/', false)).toBe(false);
    expect(showsSplash('/order', false)).toBe(false);
    expect(showsSplash('/staff-invite', false)).toBe(false);
  });
});

describe('email popup and newsletter', () => {
  it('waits 5000 ms, and not when seen or on the private pages', () => {
    expect(EMAIL_POPUP_DELAY_MS).toBe(5000);
    expect(showsEmailPopup('/women', false)).toBe(true);
    expect(showsEmailPopup('/', false)).toBe(true);
    expect(showsEmailPopup('/women', true)).toBe(false);
    for (const path of ['/checkout', '/checkout/', '/auth', '/account', '/admin/products'])
      expect(showsEmailPopup(path, false)).toBe(false);
  });

  it('takes an address that is non-empty and contains an @', () => {
    expect(looksLikeEmail('wanjiru@example.co.ke')).toBe(true);
    expect(looksLikeEmail('  ')).toBe(false);
    expect(looksLikeEmail('wanjiru.example.co.ke')).toBe(false);
  });

  it('shows toasts for 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

describe('the email popup flag', () => {
  it('is absent until marked, then keeps the time under emailPopupSeen', async () => {
    const { useTestStorageEngine, getTestStorage, cleanTestStorage } = await import('@nanostores/persistent');
    useTestStorageEngine();
    const { $emailPopupSeen, markEmailPopupSeen } = await import('../../../src/stores/email-popup');
    expect($emailPopupSeen.get()).toBeUndefined();
    markEmailPopupSeen(new Date('2026-11-22T10:00:00Z'));
    expect(getTestStorage()).toEqual({ emailPopupSeen: '2026-11-22T10:00:00.000Z' });
    cleanTestStorage();
  });
});
