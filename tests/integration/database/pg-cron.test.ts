// The jobs the migrations schedule with pg_cron, as hosted Supabase installs it (preloaded, created
// in pg_catalog, jobs kept in the database named by cron.database_name). CRON_DATABASE_URL names
// that database on a PostgreSQL with pg_cron (CI's, .ci/hosted-postgres): it is wiped and migrated.
// Without it the tests are skipped, as on a machine without pg_cron; CI sets it, so a CI run
// without pg_cron fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { migrate, resetDatabase } from '../../../supabase/local/setup.ts';
import { createPostgresDatabase, type PostgresDatabase } from '../support/fresh-database.ts';

const cronDatabaseUrl = process.env.CRON_DATABASE_URL;

describe.skipIf(!cronDatabaseUrl)(
  'pg_cron (skipped without CRON_DATABASE_URL, a database pg_cron serves)',
  () => {
    let db: Database;
    let other: PostgresDatabase | undefined;
    let otherDb: Database | undefined;

    beforeAll(async () => {
      db = await openDatabase({ url: cronDatabaseUrl, poolSize: 2 });
      await resetDatabase(db);
      await migrate(db, AUTH_SCHEMA_SQL);
    }, 120_000);

    afterAll(async () => {
      await otherDb?.close();
      await other?.drop();
      await db?.close();
    });

    it('is created in pg_catalog, as hosted creates it', async () => {
      const { rows } = await db.query<{ schema: string }>(
        `select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_cron'`,
      );
      expect(rows).toEqual([{ schema: 'pg_catalog' }]);
    });

    it('runs the order expiry every minute and forgets affiliate visitors at 21:05 UTC, as postgres', async () => {
      const { rows } = await db.query(
        `select jobname::text, schedule, command, active, username::text, database::text from cron.job order by jobname`,
      );
      const database = new URL(cronDatabaseUrl!).pathname.slice(1);
      expect(rows).toEqual([
        {
          jobname: 'expire-unpaid-orders',
          schedule: '* * * * *',
          command: 'select public.expire_unpaid_orders()',
          active: true,
          username: 'postgres',
          database,
        },
        {
          jobname: 'forget-affiliate-visitors',
          schedule: '5 21 * * *',
          command: 'select public.forget_affiliate_visitors()',
          active: true,
          username: 'postgres',
          database,
        },
      ]);
    });

    it("runs each job's command as the job's user", async () => {
      const { rows } = await db.query<{ username: string; command: string }>(
        `select username::text, command from cron.job order by jobname`,
      );
      expect(rows).toHaveLength(2);
      for (const job of rows)
        await db.transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [job.username]);
          await tx.exec(job.command);
        });
    });

    it('is left out of another database on the same server, whose migrations still apply', async () => {
      other = await createPostgresDatabase(cronDatabaseUrl!, 'mtindo_not_cron');
      otherDb = await openDatabase({ url: other.url, poolSize: 2 });
      const report = await migrate(otherDb, AUTH_SCHEMA_SQL);
      expect(report.applied.length).toBeGreaterThan(20);
      const { rows } = await otherDb.query(`select 1 from pg_extension where extname = 'pg_cron'`);
      expect(rows).toEqual([]);
    }, 120_000);
  },
);
