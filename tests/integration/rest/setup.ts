/**
 * The database and REST service the PostgREST tests run against: a fresh migrated database
 * (PGlite in memory, or a new database on the server at DATABASE_URL), prepared by the local
 * server's own `migrate`.
 */
import type { Database } from '../../../supabase/local/database.ts';
import { createRestService, type RestService } from '../../../supabase/local/rest/index.ts';
import { openMigratedDatabase } from '../support/migrated-database.ts';

export interface RestFixture {
  db: Database;
  service: RestService;
  close(): Promise<void>;
}

export async function openRestFixture(maxRows = 1000): Promise<RestFixture> {
  const db = await openMigratedDatabase();
  const service = await createRestService({ db, schemas: ['public'], maxRows });
  return { db, service, close: () => db.close() };
}
