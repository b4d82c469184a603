/**
 * The database the integration tests run on: PGlite by default, or a fresh database on the
 * PostgreSQL server at DATABASE_URL (created for the run and dropped after), with one interface.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
export interface TestDatabase extends Queryable {
  kind: 'PGlite' | 'PostgreSQL';
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    return {
      kind: 'PGlite',
      query: (sql, params) => db.query(sql, params),
      exec: async (sql) => void (await db.exec(sql)),
      transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })),
      close: () => db.close(),
    };
  }
  const name = `mtindo_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.href });
  await client.connect();
  const query: Queryable['query'] = async (sql, params) => ({ rows: (await client.query(sql, params)).rows });
  return {
    kind: 'PostgreSQL',
    query,
    exec: async (sql) => void (await client.query(sql)),
    async transaction(fn) {
      await client.query('begin');
      try {
        const result = await fn({ query });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
