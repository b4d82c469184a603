// Secrets are compared without an early exit: the helper's answers, and every place that checks a
// signature or key sent by a caller going through it rather than through === or !==.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { timingSafeEqual } from '../../../supabase/functions/_shared/constant-time.ts';

describe('timingSafeEqual', () => {
  it('says equal strings are equal', () => {
    expect(timingSafeEqual('', '')).toBe(true);
    expect(timingSafeEqual('3f9a0c', '3f9a0c')).toBe(true);
    expect(timingSafeEqual('Bearer ñandú ✓', 'Bearer ñandú ✓')).toBe(true);
  });

  it('tells strings apart wherever they differ', () => {
    expect(timingSafeEqual('3f9a0c', 'Xf9a0c')).toBe(false);
    expect(timingSafeEqual('3f9a0c', '3f9X0c')).toBe(false);
    expect(timingSafeEqual('3f9a0c', '3f9a0X')).toBe(false);
    expect(timingSafeEqual('3F9A0C', '3f9a0c')).toBe(false);
  });

  it('tells apart strings of different lengths, a prefix and the empty string included', () => {
    expect(timingSafeEqual('3f9a', '3f9a0c')).toBe(false);
    expect(timingSafeEqual('3f9a0c', '3f9a')).toBe(false);
    expect(timingSafeEqual('', 'secret')).toBe(false);
    expect(timingSafeEqual('secret', '')).toBe(false);
    // Trailing NUL bytes must not pass for the missing ones of the shorter string.
    expect(timingSafeEqual('abc\0', 'abc')).toBe(false);
  });

  it('compares the bytes of the text, not UTF-16 units', () => {
    expect(timingSafeEqual('é', 'e\u0301')).toBe(false);
    expect(timingSafeEqual('\u{1F600}', '\u{1F601}')).toBe(false);
  });
});

describe('the checks of signatures and keys that callers send', () => {
  // Each file, and the constant-time check it goes through: timingSafeEqual itself, or the
  // keyring's apiKeyRole (supabase/local/keys.ts), which compares every key with it.
  const files: [string, string][] = [
    ['supabase/functions/_shared/payments/flow.ts', 'timingSafeEqual('], // M-Pesa STK callback URL
    ['supabase/functions/_shared/payments/payout-transfer.ts', 'timingSafeEqual('], // M-Pesa B2C result URL
    ['supabase/functions/_shared/payments/card.ts', 'timingSafeEqual('], // the card gateway's webhook HMAC
    ['supabase/functions/publish-storefront/index.ts', 'timingSafeEqual('], // a host's publish report
    ['supabase/functions/_shared/supabase.ts', 'timingSafeEqual('], // the API keys a function's caller sends
    ['supabase/local/keys.ts', 'timingSafeEqual('], // the API keys the local gateway takes
    ['src/publisher/publishing.ts', 'apiKeyRole('], // the site server's publish endpoint
    ['supabase/local/server.ts', 'apiKeyRole('], // the outbox's message endpoint
  ];
  // A comparison with === or !== on a line that handles a signature, a report key, an API key or a bearer token.
  const plainComparison =
    /(signature|Signature\(|x-publish-key|expected|serviceRoleKey|secretKey|publishableKey|authorization)[^\n]*[!=]==|[!=]==[^\n]*(signature|Signature\(|serviceRoleKey|secretKey|publishableKey)/;

  for (const [file, check] of files)
    it(`go through ${check.slice(0, -1)} in ${file}`, () => {
      const source = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
      expect(source).toContain(check);
      const offending = source.split('\n').filter((line) => plainComparison.test(line));
      expect(offending).toEqual([]);
    });
});
