/**
 * Calling edge functions without supabase-js: Supabase's own small functions client with the
 * anon key, for callers that need no shopper's session (the sales assistant, a guest's checkout).
 * A signed-in shopper's calls go through supabase-js, which carries their session.
 */
import type { FunctionsClient } from '@supabase/functions-js';
import { keptSession } from '../auth/stored-session';
import { getSupabase } from './client';
import { apiKeyHeaders, supabaseSettings } from './config';

let anonClient: Promise<FunctionsClient> | undefined;

export function getAnonFunctions(): Promise<FunctionsClient> {
  anonClient ??= import('@supabase/functions-js').then(({ FunctionsClient }) => {
    const { url, publishableKey } = supabaseSettings();
    return new FunctionsClient(`${url}/functions/v1`, {
      headers: apiKeyHeaders(publishableKey),
    });
  });
  return anonClient;
}

/** The functions client of this visitor: the session's, when one is kept in this browser. */
export async function getShopperFunctions(): Promise<FunctionsClient> {
  return keptSession() ? (await getSupabase()).functions : getAnonFunctions();
}
