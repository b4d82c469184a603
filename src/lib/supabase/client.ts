/**
 * The one Supabase client, loaded on first use so that pages which never touch data never
 * download supabase-js. Sessions use the PKCE flow (spec section 7: recovery sends a code challenge)
 * and are kept under the store's own key, which the header reads without loading the library.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseSettings } from './config';
import { AUTH_STORAGE_KEY } from '../auth/stored-session';

let client: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = supabaseSettings();
    return createClient(url, anonKey, { auth: { flowType: 'pkce', storageKey: AUTH_STORAGE_KEY } });
  });
  return client;
}

/** Tests and server code pass their own client; the browser uses the shared one. */
export type ClientSource = SupabaseClient | undefined;

export async function resolveClient(source: ClientSource): Promise<SupabaseClient> {
  return source ?? getSupabase();
}
