/**
 * Keeps an affiliate code from the URL (?ref= or ?affiliate=) for 30 days, drops expired ones,
 * and counts the visit through the link once per code in a browser session.
 */
import { affiliateCodeFrom } from '../../lib/shopper/affiliate';
import { captureAffiliate, claimAffiliateVisit } from '../../lib/shopper/affiliate-storage';

try {
  captureAffiliate(localStorage, location.search);
} catch {
  // Storage can be unavailable (private modes, disabled cookies): the visit goes on without it.
}

const code = affiliateCodeFrom(location.search);
if (code && claimAffiliateVisit(code))
  import('../../lib/supabase/affiliate-visit')
    .then(({ recordAffiliateVisit }) => recordAffiliateVisit(code))
    // A visit count is not worth an error to the shopper: nothing is shown, nothing is retried.
    .catch(() => undefined);
