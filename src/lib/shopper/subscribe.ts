/**
 * What the newsletter form and the email popup share: the spec's email rule and the outcome of
 * storing a subscription, as the toast each outcome shows (spec sections 5 and 8).
 */
import type { SubscriptionSource } from '../supabase/newsletter';

export type Outcome = 'subscribed' | 'invalid' | 'failed';

/** Spec section 5: non-empty and containing an @. */
export function looksLikeEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes('@');
}

/**
 * Stores the subscription (standing decision 5). The data layer — and with it supabase-js — loads
 * only now, on submit. An address the database refuses as malformed counts as invalid, not failed.
 */
export async function subscribe(
  email: string,
  source: SubscriptionSource,
  preferences: string[] = [],
): Promise<Outcome> {
  try {
    const { subscribeToNewsletter } = await import('../supabase/newsletter');
    await subscribeToNewsletter({ email: email.trim(), source, preferences });
    return 'subscribed';
  } catch (error) {
    return (error as { code?: string } | null)?.code === '23514' ? 'invalid' : 'failed';
  }
}
