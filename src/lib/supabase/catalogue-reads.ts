/**
 * The catalogue's public reads (the header search) through PostgREST's own client alone: a
 * shopper who searches downloads it (about 16 KB gzipped) rather than all of supabase-js (about
 * 55 KB), which sign-in and the rest load when they are needed. The catalogue is the same to
 * everyone, so these reads carry the anon key, never a shopper's session.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseSettings } from './config';

let client: Promise<PostgrestClient> | undefined;

/** The REST client for public catalogue reads, loaded on first use. */
export function getCatalogueClient(): Promise<PostgrestClient> {
  client ??= import('@supabase/postgrest-js').then(({ PostgrestClient }) => {
    const { url, anonKey } = supabaseSettings();
    return new PostgrestClient(`${url}/rest/v1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
  });
  return client;
}
