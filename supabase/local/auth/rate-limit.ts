/**
 * GoTrue's rate limits, in memory (one server process, as GoTrue keeps them per instance).
 *
 * - Per IP: a token bucket that holds `limit` requests and refills at `limit` per 5 minutes, so
 *   `limit` is what one address can do in any 5 minutes (GoTrue's tollbooth caps the burst at 30;
 *   with the default limits of 30 the two agree). sign_in_sign_ups covers /signup, /recover, /resend and PUT /user (GoTrue's
 *   RATE_LIMIT_OTP); token_refresh covers every /token grant, password sign-in included;
 *   token_verifications covers /verify; MFA challenge and verify share 15 a minute.
 * - Project-wide: emails and texts sent, `limit` per hour in fixed windows.
 */
import type { RateLimits } from '../config.ts';
import type { ApiRequest } from '../http.ts';
import { tooManyRequests } from './errors.ts';

const FIVE_MINUTES = 300;
/** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default, per minute. */
const MFA_PER_MINUTE = 15;
const MFA_BURST = 30;
/** Idle buckets are dropped after an hour, as tollbooth's expiring store does. */
const IDLE_MS = 3_600_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Allows `burst` requests at once per key, then `perSecond` on average. */
export class TokenBucket {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  /** Takes one token for `key`; false when the key is over its limit. */
  take(key: string): boolean {
    const now = this.now();
    if (this.buckets.size > 10_000) this.prune(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    const refilled = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond);
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, updatedAt: now });
    return allowed;
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets) if (now - bucket.updatedAt > IDLE_MS) this.buckets.delete(key);
  }
}

/** Takes one request from the caller's IP bucket; 429 over_request_rate_limit when it is empty. */
export function enforceRateLimit(bucket: TokenBucket, request: ApiRequest): void {
  if (!bucket.take(request.ip))
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
}

/** `events` per `intervalMs`, counted in fixed windows (GoTrue's IntervalLimiter). */
export class IntervalLimiter {
  private windowStart: number;
  private count = 0;

  constructor(
    private readonly events: number,
    private readonly intervalMs: number,
    private readonly now: () => number,
  ) {
    this.windowStart = now();
  }

  allow(): boolean {
    const now = this.now();
    const elapsed = Math.floor((now - this.windowStart) / this.intervalMs);
    if (elapsed > 0) {
      this.windowStart += elapsed * this.intervalMs;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count++;
    return true;
  }
}

export interface Limiters {
  signInSignUps: TokenBucket;
  tokenRefresh: TokenBucket;
  tokenVerifications: TokenBucket;
  mfa: TokenBucket;
  emailSent: IntervalLimiter;
  smsSent: IntervalLimiter;
}

export function createLimiters(limits: RateLimits, now: () => number): Limiters {
  const perIp = (limit: number) => new TokenBucket(limit, limit / FIVE_MINUTES, now);
  return {
    signInSignUps: perIp(limits.signInSignUps),
    tokenRefresh: perIp(limits.tokenRefresh),
    tokenVerifications: perIp(limits.tokenVerifications),
    mfa: new TokenBucket(MFA_BURST, MFA_PER_MINUTE / 60, now),
    emailSent: new IntervalLimiter(limits.emailSent, 3_600_000, now),
    smsSent: new IntervalLimiter(limits.smsSent, 3_600_000, now),
  };
}
