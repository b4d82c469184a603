/**
 * Newsletter and email-offer sign-ups (standing decision 5: stored for real). Visitors can only
 * add an address, through the subscribe_to_newsletter function; a repeat subscription of the same
 * address succeeds quietly, so the answer never tells whether an address is on the list.
 */
import { resolveClient, type ClientSource } from './client';

export type SubscriptionSource = 'newsletter' | 'popup';

export interface Subscription {
  email: string;
  source: SubscriptionSource;
  preferences?: string[];
}

export async function subscribeToNewsletter(
  subscription: Subscription,
  source?: ClientSource,
): Promise<void> {
  const supabase = await resolveClient(source);
  const { error } = await supabase.rpc('subscribe_to_newsletter', {
    email: subscription.email,
    source: subscription.source,
    preferences: subscription.preferences ?? [],
  });
  if (error) throw error;
}
