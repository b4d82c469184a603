/**
 * Brings a database up to date on every start, as `supabase start` does for the CLI's stack:
 * the local bootstrap (what hosted Supabase has built in) and the auth schema when they are new or
 * changed, the migrations not yet applied (recorded in supabase_migrations.schema_migrations, the
 * CLI's table), the seed once, and the local demo accounts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database, Transaction } from './database.ts';

const supabaseDir = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, supabaseDir), 'utf8');

/** The local demo accounts: local only, listed in the README and printed at start-up. */
export const DEMO_ACCOUNTS = [
  { email: 'shopper@mtindo.test', password: 'mtindo-shopper', fullName: 'Wanjiku Shopper', role: null },
  { email: 'manager@mtindo.test', password: 'mtindo-manager', fullName: 'Otieno Manager', role: 'manager' },
  { email: 'admin@mtindo.test', password: 'mtindo-admin', fullName: 'Achieng Admin', role: 'admin' },
] as const;

export interface SetupReport {
  /** Whether the bootstrap and the auth schema ran: a new database, or either file changed. */
  bootstrapped: boolean;
  applied: string[];
  seeded: boolean;
}

export function migrationFiles(): string[] {
  return readdirSync(new URL('migrations/', supabaseDir))
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
}

function parseMigration(file: string): { version: string; name: string } {
  const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
  return { version: version!, name: name! };
}

/**
 * The versions already applied. A migration renamed to a new version (the files dated ahead of
 * their time were renumbered once, before any shop applied them) keeps its record: the row is
 * moved to the file's new version by name, as `supabase migration repair` would, instead of the
 * file running a second time.
 */
async function recordedVersions(db: Database): Promise<Set<string>> {
  const files = migrationFiles().map(parseMigration);
  const { rows } = await db.query<{ version: string; name: string | null }>(
    'select version, name from supabase_migrations.schema_migrations',
  );
  const recorded = new Set(rows.map((row) => row.version));
  for (const row of rows) {
    if (files.some((file) => file.version === row.version)) continue;
    const renamed = files.find((file) => file.name === row.name && !recorded.has(file.version));
    if (!renamed) continue;
    await db.query('update supabase_migrations.schema_migrations set version = $1 where version = $2', [
      renamed.version,
      row.version,
    ]);
    recorded.delete(row.version);
    recorded.add(renamed.version);
  }
  return recorded;
}

/** The bootstrap's record: a fingerprint of the bootstrap and auth schema last applied. */
const BOOTSTRAP_RECORD = 'local/bootstrap.sql + auth schema';

/** Whether the database already holds this bootstrap (its fingerprint in seed_files). */
async function hasBootstrap(db: Database, hash: string): Promise<boolean> {
  const { rows } = await db.query<{ recorded: boolean }>(
    `select to_regclass('supabase_migrations.seed_files') is not null as recorded`,
  );
  if (!rows[0]?.recorded) return false;
  const found = await db.query('select 1 from supabase_migrations.seed_files where path = $1 and hash = $2', [
    BOOTSTRAP_RECORD,
    hash,
  ]);
  return found.rowCount > 0;
}

/**
 * Runs `sql` as the connected role: the bootstrap and the auth schema are what hosted has built
 * in, made by its superuser, while the connection otherwise works as `postgres`
 * (postgres-database.ts). On PGlite, and connected as a plain cluster's `postgres`, the two are
 * the same role.
 */
export async function asConnectedRole(db: Database, sql: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec('set local role none');
    await tx.exec(sql);
  });
}

/**
 * Runs `fn` in a transaction as `postgres`, the role hosted's `supabase db push` applies migrations
 * and the seed as: on a server shaped like hosted it is no superuser, so a migration that needs
 * more than hosted gives it fails here too.
 */
async function asPostgres<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role postgres');
    return fn(tx);
  });
}

/**
 * The bootstrap's grant of the database itself to `postgres` (to create schemas, as on hosted).
 * A database's grants are not copied with it (CREATE DATABASE … TEMPLATE), so a copy of a
 * bootstrapped database, which the bootstrap's fingerprint takes as done, gets it again here.
 */
const DATABASE_GRANT = `do $$
begin
  if not has_database_privilege('postgres', current_database(), 'create') then
    execute format('grant all on database %I to postgres', current_database());
  end if;
end
$$`;

/** The local bootstrap and the auth schema, as the connected (superuser) role. */
export async function applyBootstrap(
  db: Database,
  authSchemaSql: string,
  afterBootstrap = '',
): Promise<void> {
  await asConnectedRole(db, `${read('local/bootstrap.sql')}\n${afterBootstrap}`);
  await asConnectedRole(db, authSchemaSql);
}

export interface MigrateOptions {
  /**
   * SQL run as part of the bootstrap, after it: a test's stand-in for a project whose defaults
   * differ from the bootstrap's (hosted's default privileges as changed in 2026, or none).
   */
  afterBootstrap?: string;
}

/**
 * Applies what the database lacks; a database already up to date (a restart, a copy of a migrated
 * one) is only checked, so its start costs a few queries. The migrations and the seed run as
 * `postgres`, as `supabase db push` runs them on hosted.
 */
export async function migrate(
  db: Database,
  authSchemaSql: string,
  { afterBootstrap = '' }: MigrateOptions = {},
): Promise<SetupReport> {
  const bootstrapHash = createHash('sha256')
    .update(read('local/bootstrap.sql'))
    .update('\0')
    .update(afterBootstrap)
    .update('\0')
    .update(authSchemaSql)
    .digest('hex');
  const bootstrapped = !(await hasBootstrap(db, bootstrapHash));
  if (bootstrapped) await applyBootstrap(db, authSchemaSql, afterBootstrap);
  else await asConnectedRole(db, DATABASE_GRANT);
  await asPostgres(db, (tx) =>
    tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, name text, statements text[]);
      create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
    `),
  );
  if (bootstrapped)
    await db.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
      [BOOTSTRAP_RECORD, bootstrapHash],
    );
  const done = await recordedVersions(db);
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const { version, name } = parseMigration(file);
    if (done.has(version!)) continue;
    const sql = read(`migrations/${file}`);
    // One transaction per migration: a failing file leaves nothing half-applied.
    await asPostgres(db, async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    }).catch((error: unknown) => {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    applied.push(file);
  }
  // The seed runs once, on the first start (as `supabase start` seeds a new database). CATALOGUE_DIR
  // seeds a generated catalogue's own seed.sql instead, to match a build made from that folder.
  const seeded = await db.query('select 1 from supabase_migrations.seed_files where path = $1', ['seed.sql']);
  let didSeed = false;
  if (seeded.rowCount === 0) {
    const catalogue = process.env.CATALOGUE_DIR;
    const seed = catalogue ? readFileSync(resolve(catalogue, 'seed.sql'), 'utf8') : read('seed.sql');
    await asPostgres(db, (tx) => tx.exec(seed));
    await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      'seed.sql',
      'initial',
    ]);
    didSeed = true;
  }
  return { bootstrapped, applied, seeded: didSeed };
}

/** Creates the demo accounts that are missing and gives the staff ones their roles. */
export async function ensureDemoAccounts(
  db: Database,
  ensureUser: (input: { email: string; password: string; fullName?: string }) => Promise<string>,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const id = await ensureUser(account);
    if (account.role)
      await db.query('insert into public.user_roles (user_id, role) values ($1, $2) on conflict do nothing', [
        id,
        account.role,
      ]);
  }
}

/** Drops everything the server created, for `npm run db:reset` on PostgreSQL. */
export async function resetDatabase(db: Database): Promise<void> {
  await asConnectedRole(
    db,
    `
    drop schema if exists public cascade;
    drop schema if exists private cascade;
    drop schema if exists auth cascade;
    drop schema if exists storage_local cascade;
    drop schema if exists local_server cascade;
    drop schema if exists storage cascade;
    drop schema if exists supabase_migrations cascade;
    drop schema if exists extensions cascade;
    drop extension if exists pg_cron cascade;
    create schema public;
    grant usage, create on schema public to public;
  `,
  );
}
