/**
 * A fresh test database brought up to date by the local server's own `migrate`: the bootstrap,
 * the auth schema, the migrations and the seed, as the server prepares a new database.
 */
import type { Database, DatabaseOptions } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { migrate } from '../../../supabase/local/setup.ts';
import { openFreshDatabase } from './fresh-database.ts';

/** Closing the database also drops it (on PostgreSQL). */
export async function openMigratedDatabase(
  options: Pick<DatabaseOptions, 'poolSize' | 'statementTimeouts'> = {},
): Promise<Database> {
  const db = await openFreshDatabase(options);
  await migrate(db, AUTH_SCHEMA_SQL);
  return db;
}
