import { describe, expect, it } from 'vitest';
import { createLimiters, IntervalLimiter, TokenBucket } from '../../../../supabase/local/auth/rate-limit.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('TokenBucket', () => {
  it('allows the burst at once, then refuses until it refills', () => {
    const time = clock();
    const bucket = new TokenBucket(3, 1, time.now);
    expect([bucket.take('a'), bucket.take('a'), bucket.take('a'), bucket.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    time.advance(999);
    expect(bucket.take('a')).toBe(false);
    time.advance(1);
    expect(bucket.take('a')).toBe(true);
    expect(bucket.take('a')).toBe(false);
  });

  it('keeps keys apart and never refills above the burst', () => {
    const time = clock();
    const bucket = new TokenBucket(2, 1, time.now);
    bucket.take('a');
    bucket.take('a');
    expect(bucket.take('b')).toBe(true);
    time.advance(3_600_000);
    expect([bucket.take('a'), bucket.take('a'), bucket.take('a')]).toEqual([true, true, false]);
  });

  it('refuses everything with a limit of zero', () => {
    const bucket = new TokenBucket(0, 0, clock().now);
    expect(bucket.take('a')).toBe(false);
  });
});

describe('IntervalLimiter', () => {
  it('counts events in fixed windows', () => {
    const time = clock();
    const limiter = new IntervalLimiter(2, 60_000, time.now);
    expect([limiter.allow(), limiter.allow(), limiter.allow()]).toEqual([true, true, false]);
    time.advance(59_999);
    expect(limiter.allow()).toBe(false);
    time.advance(1);
    expect([limiter.allow(), limiter.allow(), limiter.allow()]).toEqual([true, true, false]);
  });
});

describe('createLimiters', () => {
  it('gives each address its configured 5-minute allowance', () => {
    const time = clock();
    const limiters = createLimiters(
      { emailSent: 30, smsSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 },
      time.now,
    );
    let allowed = 0;
    while (limiters.signInSignUps.take('ip')) allowed++;
    expect(allowed).toBe(30);
    time.advance(10_000); // 30 per 300 s refills one every 10 s
    expect(limiters.signInSignUps.take('ip')).toBe(true);
    expect(limiters.signInSignUps.take('ip')).toBe(false);
    let tokens = 0;
    while (limiters.tokenRefresh.take('ip')) tokens++;
    expect(tokens).toBe(150);
  });
});
