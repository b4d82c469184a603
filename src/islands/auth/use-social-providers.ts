/**
 * The social sign-in providers the backend has switched on (GoTrue's /settings), in the store's
 * order: none until the answer comes, and none if it cannot be read, so a shopper is never offered
 * a button that leads to an error.
 */
import { useEffect, useState } from 'react';
import { enabledProviders } from '../../lib/supabase/auth';
import { SOCIAL_PROVIDERS } from '../../lib/auth/messages';

export type SocialProviderEntry = (typeof SOCIAL_PROVIDERS)[number];

export function useSocialProviders(): readonly SocialProviderEntry[] {
  const [providers, setProviders] = useState<readonly SocialProviderEntry[]>([]);
  useEffect(() => {
    let live = true;
    enabledProviders().then(
      (enabled) => live && setProviders(SOCIAL_PROVIDERS.filter(({ id }) => enabled[id])),
      (error: unknown) => console.error('The sign-in providers could not be read', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
