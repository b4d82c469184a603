/**
 * The local server's `/rest/v1`: a PostgREST 12 compatible service over the local database, for
 * `@supabase/supabase-js`. Each request is one statement (plus the role setup) inside a
 * transaction under the caller's API role, so Row Level Security decides what it sees.
 *
 * Not supported yet: embedded resources (`rel(*)` answers PGRST200, as PostgREST does when no
 * relationship exists), PUT (405), aggregates (PGRST123, as with PostgREST's default
 * `db-aggregates-enabled = false`), the OpenAPI document at `/` (404 PGRST125), CSV request
 * bodies, execution plans and GeoJSON (406). An upsert answers 201 even when every row was an
 * update (PostgREST answers 200 then).
 *
 * Beyond PostgREST, limits.ts caps what one request may ask for (query string, select list,
 * nesting, response size), and class-54 errors are the client's 400 rather than 500.
 */
import type { Database } from '../database.ts';
import { localKeyring, type Keyring } from '../keys.ts';
import type { ApiRequest, ApiResponse } from '../http.ts';
import { Catalog } from './catalog.ts';
import { createHandler } from './handler.ts';

export interface RestOptions {
  db: Database;
  /** Exposed schemas (config `api.schemas`); the first is the default. */
  schemas: string[];
  /** Config `api.max_rows`: the most rows one read returns. */
  maxRows?: number;
  /** The server's keys, which verify callers' JWTs; the documented local ones by default. */
  keys?: Keyring;
}

export interface RestService {
  /** Answers a request below /rest/v1; never throws. */
  handle(request: ApiRequest): Promise<ApiResponse>;
  /** Re-reads tables, columns and functions (after migrations), like PostgREST's schema reload. */
  reloadSchema(): Promise<void>;
}

export async function createRestService(options: RestOptions): Promise<RestService> {
  if (options.schemas.length === 0) throw new Error('The REST service needs at least one exposed schema');
  let catalog = await Catalog.load(options.db, options.schemas);
  const handle = createHandler({
    db: options.db,
    schemas: options.schemas,
    maxRows: options.maxRows,
    keys: options.keys ?? localKeyring,
    catalog: async () => catalog,
  });
  return {
    handle,
    async reloadSchema() {
      catalog = await Catalog.load(options.db, options.schemas);
    },
  };
}
