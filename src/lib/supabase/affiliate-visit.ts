/**
 * Counts a visit through an affiliate's link (record_affiliate_visit: once per client, code and
 * day, nothing about the visitor kept past the day). A plain POST rather than supabase-js or
 * postgrest-js: it runs on the first page of a referred visit, which must stay small, and
 * `keepalive` lets it finish when the shopper moves on at once. The shopper script loads this
 * module only when the URL has a code.
 */
import { apiKeyHeaders, supabaseSettings } from './config';

/**
 * Asks the backend to count one visit through `code`. Unknown and inactive codes count nothing,
 * nor does a client counted through the same code today (neither is an error). Rejects when the
 * request fails or is refused.
 *
 * @example await recordAffiliateVisit('WANJIKU10');
 */
export async function recordAffiliateVisit(code: string, fetcher: typeof fetch = fetch): Promise<void> {
  const { url, publishableKey } = supabaseSettings();
  const response = await fetcher(`${url}/rest/v1/rpc/record_affiliate_visit`, {
    method: 'POST',
    keepalive: true,
    headers: { ...apiKeyHeaders(publishableKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!response.ok) throw new Error(`record_affiliate_visit answered ${response.status}`);
}
