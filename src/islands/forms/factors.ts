/** How a two-factor method is named to its owner. */
import type { Factor } from '../../lib/supabase/auth-types';

type Named = Pick<Factor, 'factor_type' | 'friendly_name'> & { phone?: string };

/** The last three digits of a phone factor's number (the rest stays hidden on screen). */
export function phoneEnding(factor: Named): string {
  return (factor.phone ?? '').replace(/\D/g, '').slice(-3);
}

/** "Phone ending 678" for a phone, the factor's own name for an authenticator app. */
export function factorLabel(factor: Named): string {
  if (factor.factor_type === 'phone')
    return phoneEnding(factor) ? `Phone ending ${phoneEnding(factor)}` : 'Phone';
  return factor.friendly_name || 'Authenticator app';
}

/** "your phone ending 678", for sentences. */
export function phoneInSentence(factor: Named): string {
  return phoneEnding(factor) ? `your phone ending ${phoneEnding(factor)}` : 'your phone';
}
