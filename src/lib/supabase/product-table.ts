/**
 * The products table as a build reads it (the catalogue loader, so also "Publish storefront"):
 * every row, in slug order, a page at a time, with the review summaries of the products buyers
 * have reviewed, through PostgREST's client typed by the schema and holding the key the build was
 * given. Runs in Node at build time, never in a shopper's browser.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../supabase/functions/_shared/contracts/database';
import {
  CATALOGUE_COLUMNS,
  REVIEW_SUMMARY_COLUMNS,
  type CatalogueRow,
  type ReviewSummaryRow,
} from '../catalogue-rows';
import { apiKeyHeaders } from './config';

/** Rows a page: PostgREST's max_rows on hosted Supabase and on the local server. */
export const PAGE_SIZE = 1000;

type BuildClient = PostgrestClient<Database>;

function buildClient(url: string, key: string, fetcher: typeof fetch): BuildClient {
  return new PostgrestClient<Database>(`${url}/rest/v1`, { headers: apiKeyHeaders(key), fetch: fetcher });
}

/**
 * Every row of the products table at `url`, in slug order, a page at a time. A refused or failed
 * read throws with the status and PostgREST's message, which a failed publish shows staff.
 *
 * @example for await (const rows of readProductTable('http://127.0.0.1:4321', publishableKey)) …
 */
export async function* readProductTable(
  url: string,
  key: string,
  fetcher: typeof fetch = fetch,
): AsyncGenerator<CatalogueRow[]> {
  const rest = buildClient(url, key, fetcher);
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error, status } = await rest
      .from('products')
      .select(CATALOGUE_COLUMNS)
      .order('slug')
      .range(offset, offset + PAGE_SIZE - 1);
    if (error) throw new Error(`Reading the products table at ${url} failed: ${status} ${error.message}`);
    yield data;
    if (data.length < PAGE_SIZE) return;
  }
}

/** The review summary of every reviewed product at `url`, by product slug. */
export async function readReviewSummaries(
  url: string,
  key: string,
  fetcher: typeof fetch = fetch,
): Promise<Map<string, ReviewSummaryRow>> {
  const rest = buildClient(url, key, fetcher);
  const summaries = new Map<string, ReviewSummaryRow>();
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error, status } = await rest
      .from('product_review_summaries')
      .select(REVIEW_SUMMARY_COLUMNS)
      .order('product_slug')
      .range(offset, offset + PAGE_SIZE - 1);
    if (error) throw new Error(`Reading the review summaries at ${url} failed: ${status} ${error.message}`);
    for (const row of data) summaries.set(row.product_slug, row);
    if (data.length < PAGE_SIZE) return summaries;
  }
}
