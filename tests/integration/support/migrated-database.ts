/**
 * A test database brought up to date by the local server's own `migrate` (bootstrap, auth schema,
 * migrations and seed, as the server prepares a new database): a copy of the run's migrated
 * template, or, outside a run that has one, a fresh database migrated here.
 */
import { openDatabase, type Database, type DatabaseOptions } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { migrate } from '../../../supabase/local/setup.ts';
import { copyDatabaseTemplate, runTemplates } from './database-template.ts';
import { openFreshDatabase } from './fresh-database.ts';

/**
 * Opens a migrated database with the local server's own adapter; closing it also removes it.
 *
 * @example const db = await openMigratedDatabase({ poolSize: 2 });
 */
export async function openMigratedDatabase(
  options: Pick<DatabaseOptions, 'poolSize' | 'statementTimeouts'> = {},
): Promise<Database> {
  const template = (await runTemplates())?.migrated;
  if (!template) {
    const db = await openFreshDatabase(options);
    await migrate(db, AUTH_SCHEMA_SQL);
    return db;
  }
  const copy = await copyDatabaseTemplate(template);
  const db = await openDatabase({ url: copy.url, dataDir: copy.dataDir, poolSize: 4, ...options }).catch(
    async (error: unknown) => {
      await copy.drop();
      throw error;
    },
  );
  return {
    ...db,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}
