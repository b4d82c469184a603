/** How a two-factor method is named to its owner. */
import type { Factor } from '@supabase/supabase-js';

/** "+254 7•• ••• 678" for a phone (only the last digits show), the factor's name for an app. */
export function factorLabel(
  factor: Pick<Factor, 'factor_type' | 'friendly_name'> & { phone?: string },
): string {
  if (factor.factor_type === 'phone') {
    const digits = (factor.phone ?? '').replace(/\D/g, '');
    return digits ? `the phone ending ${digits.slice(-3)}` : 'your phone';
  }
  return factor.friendly_name ? `Authenticator app (${factor.friendly_name})` : 'Authenticator app';
}
