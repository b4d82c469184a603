/**
 * A database for one test run: PGlite in memory (no URL), or a new database created on the
 * PostgreSQL server at DATABASE_URL and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** Connection string of the new PostgreSQL database; undefined means PGlite in memory. */
  url: string | undefined;
  kind: 'PGlite' | 'PostgreSQL';
  drop(): Promise<void>;
}

export async function createFreshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, kind: 'PGlite', drop: async () => {} };
  const name = `mtindo_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    kind: 'PostgreSQL',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
