/**
 * The catalogue's public reads (the header search) through PostgREST's own client alone: a
 * shopper who searches downloads it (about 16 KB gzipped) rather than all of supabase-js (about
 * 55 KB), which sign-in and the rest load when they are needed. The catalogue is the same to
 * everyone, so these reads carry the anon key, never a shopper's session.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../supabase/functions/_shared/contracts/database';
import { apiKeyHeaders, supabaseSettings } from './config';

/** PostgREST's client alone, typed by the schema (`npm run db:types`). */
export type CatalogueClient = PostgrestClient<Database>;

let client: Promise<CatalogueClient> | undefined;

/** The REST client for public catalogue reads, loaded on first use. */
export function getCatalogueClient(): Promise<CatalogueClient> {
  client ??= import('@supabase/postgrest-js').then(({ PostgrestClient }) => {
    const { url, publishableKey } = supabaseSettings();
    return new PostgrestClient<Database>(`${url}/rest/v1`, {
      headers: apiKeyHeaders(publishableKey),
    });
  });
  return client;
}
