import type { RateLimits } from '../../../supabase/local/config.ts';

/** Rate limits high enough for a test file's many calls; the rate-limit tests use the real defaults. */
export const HIGH_RATE_LIMITS: RateLimits = {
  emailSent: 10_000,
  smsSent: 10_000,
  tokenRefresh: 10_000,
  signInSignUps: 10_000,
  tokenVerifications: 10_000,
};
