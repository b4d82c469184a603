/**
 * The words a shopper reads when an account action fails. The spec's toasts carry the server's
 * message (section 8); a few server messages are rewritten where GoTrue's wording means nothing to
 * a shopper (rate limits say when to try again; a provider that is off is named plainly).
 */

export interface AuthFailure {
  message?: string;
  status?: number;
  code?: string;
}

export const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
  { id: 'facebook', name: 'Facebook' },
] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]['id'];

export function providerName(provider: string): string {
  return SOCIAL_PROVIDERS.find((p) => p.id === provider)?.name ?? provider;
}

/** "Please try again in 37 seconds." from GoTrue's "…only request this after 37 seconds." */
function retryAdvice(message: string): string {
  const seconds = Number(/after (\d+) seconds?/i.exec(message)?.[1]);
  if (Number.isFinite(seconds) && seconds > 0)
    return `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return 'Too many attempts. Please wait a minute, then try again.';
}

/** The message to show for a failed auth call (never empty). */
export function describeAuthError(error: AuthFailure | null | undefined): string {
  // The data layer's DataError (src/lib/supabase/errors.ts) already carries these words.
  if (error instanceof Error && error.name === 'DataError' && error.message) return error.message;
  let message = error?.message?.trim() ?? '';
  // supabase-js names an unreadable error response by its JSON ("{}"): no words for a shopper.
  if (/^[{[]/.test(message)) message = '';
  if (error?.status === 429 || error?.code?.startsWith('over_')) return retryAdvice(message);
  if (error?.code === 'invalid_credentials') return 'Invalid login credentials';
  if (error?.code === 'email_not_confirmed')
    return 'Email not confirmed. Please open the link we sent to your email first.';
  if (/fetch|network|load failed/i.test(message) && !error?.status)
    return 'We could not reach the store. Check your connection and try again.';
  return message || 'Something went wrong. Please try again.';
}
