/**
 * The one Supabase client, loaded on first use so that pages which never touch data never
 * download supabase-js. Sessions use the PKCE flow (spec section 7: recovery sends a code challenge)
 * and are kept under the store's own key, which the header reads without loading the library.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../supabase/functions/_shared/contracts/database';
import { supabaseSettings } from './config';
import { AUTH_STORAGE_KEY } from '../auth/stored-session';

/** The store's client, typed by the schema (`npm run db:types`). */
export type StoreClient = SupabaseClient<Database>;

let client: Promise<StoreClient> | undefined;

export function getSupabase(): Promise<StoreClient> {
  // The fetch that keeps Auth's reasons loads with supabase-js: no page pays for it up front.
  client ??= Promise.all([import('@supabase/supabase-js'), import('./auth-reasons')]).then(
    ([{ createClient }, { fetchKeepingAuthReasons }]) => {
      const { url, publishableKey } = supabaseSettings();
      return createClient<Database>(url, publishableKey, {
        auth: { flowType: 'pkce', storageKey: AUTH_STORAGE_KEY },
        global: { fetch: fetchKeepingAuthReasons },
      });
    },
  );
  return client;
}

/** Tests and server code pass their own client; the browser uses the shared one. */
export type ClientSource = StoreClient | undefined;

export async function resolveClient(source: ClientSource): Promise<StoreClient> {
  return source ?? getSupabase();
}
