/**
 * A database for one test run: PGlite in memory (no DATABASE_URL), or a new database created on
 * the PostgreSQL server at DATABASE_URL and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../../../supabase/local/database.ts';

export interface PostgresDatabase {
  /** Connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

export interface FreshDatabase {
  /** Connection string of the new PostgreSQL database; undefined means PGlite in memory. */
  url: string | undefined;
  kind: 'PGlite' | 'PostgreSQL';
  drop(): Promise<void>;
}

/** Creates an empty database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'mtindo_test',
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createFreshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, kind: 'PGlite', drop: async () => {} };
  return { kind: 'PostgreSQL', ...(await createPostgresDatabase(serverUrl)) };
}

/** A fresh database opened with the local server's own adapter; closing it also drops it. */
export async function openFreshDatabase({
  poolSize = 4,
  statementTimeouts,
}: Pick<DatabaseOptions, 'poolSize' | 'statementTimeouts'> = {}): Promise<Database> {
  const fresh = await createFreshDatabase();
  const db = await openDatabase({ url: fresh.url, poolSize, statementTimeouts });
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}
