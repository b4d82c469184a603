/**
 * One migrated database per test run, copied for each test file: the run's global setup migrates
 * a template once (the local server's own `migrate`: bootstrap, auth schema, migrations, seed), and
 * every file starts from a copy of it instead of creating, migrating and seeding its own. A second
 * template also holds the demo accounts, as a local-mode server's first start leaves a database:
 * their bcrypt hashes are the costliest part of a start after the migrations.
 *
 * - PGlite: the template is a data folder; a copy is that folder copied (on the RAM disk when
 *   there is room), which PGlite opens in well under a second where a new one takes seconds.
 * - PostgreSQL: the template is a database; a copy is `CREATE DATABASE … TEMPLATE`, dropped after.
 *
 * Outside a Vitest run with that global setup (a benchmark script) there is no template, and
 * callers fall back to a fresh database that the server migrates itself.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL, createAuthService } from '../../../supabase/local/auth/index.ts';
import { readConfig } from '../../../supabase/local/config.ts';
import { Outbox } from '../../../supabase/local/outbox.ts';
import { ensureDemoAccounts, migrate } from '../../../supabase/local/setup.ts';

/** Where the run's template is: a PGlite data folder or a PostgreSQL database's URL. */
export type TemplateLocation =
  { kind: 'PGlite'; dataDir: string } | { kind: 'PostgreSQL'; serverUrl: string; name: string };

/** The run's two templates: migrated and seeded, and the same with the demo accounts. */
export interface TemplateLocations {
  migrated: TemplateLocation;
  withDemoAccounts: TemplateLocation;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated templates of this run (tests/integration/support/global-setup.ts). */
    databaseTemplates?: TemplateLocations;
  }
}

export interface DatabaseTemplates {
  locations: TemplateLocations;
  /** Removes the templates (the end of the run). */
  drop(): Promise<void>;
}

/** A test file's copy of the template; `drop` removes it. */
export interface DatabaseCopy {
  kind: 'PGlite' | 'PostgreSQL';
  /** The copy's PostgreSQL URL, or undefined on PGlite. */
  url: string | undefined;
  /** The copy's PGlite data folder, or undefined on PostgreSQL. */
  dataDir: string | undefined;
  drop(): Promise<void>;
}

/**
 * The folder PGlite copies go in: the RAM disk when it has room, as the local server's own
 * temporary databases. Named `mtindo-pglite-<pid>-…` so the server's sweep removes the copies of a
 * process that was killed before it could.
 */
function pgliteFolder(label: string): string {
  let base = tmpdir();
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 1024 ** 3) base = '/dev/shm';
  } catch {
    // No RAM disk here: the system's temporary folder.
  }
  return mkdtempSync(join(base, `mtindo-pglite-${process.pid}-${label}-`));
}

/** The URL of database `name` on the server at `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs one statement on the PostgreSQL server's maintenance connection. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database to become a template (random names, so runs side by side never meet). */
async function newTemplate(serverUrl: string | undefined, label: string): Promise<TemplateLocation> {
  if (!serverUrl) return { kind: 'PGlite', dataDir: pgliteFolder(label) };
  const name = `mtindo_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  return { kind: 'PostgreSQL', serverUrl, name };
}

/** Removes a template. */
async function dropTemplate(location: TemplateLocation): Promise<void> {
  if (location.kind === 'PGlite')
    rmSync(location.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
  else await onServer(location.serverUrl, `drop database if exists ${location.name} with (force)`);
}

/**
 * Runs `prepare` on the template at `location`, then closes it: cleanly, so a PGlite copy opens
 * without recovery, and with no connection left, as PostgreSQL copies a template only then.
 */
async function prepareTemplate(location: TemplateLocation, prepare: (db: Database) => Promise<unknown>) {
  const db = await openDatabase(
    location.kind === 'PGlite'
      ? { dataDir: location.dataDir }
      : { url: databaseUrl(location.serverUrl, location.name), poolSize: 1 },
  );
  await prepare(db).finally(() => db.close());
}

/** Creates the demo accounts in `db`, as a local-mode server does on its first start. */
async function addDemoAccounts(db: Database): Promise<void> {
  const config = readConfig();
  const auth = await createAuthService({ db, config: config.auth, outbox: new Outbox(() => {}) });
  await ensureDemoAccounts(db, auth.ensureUser);
}

/**
 * Migrates the run's templates: on PostgreSQL at `serverUrl` when given, else in PGlite data folders.
 *
 * @example const templates = await createDatabaseTemplates(process.env.DATABASE_URL);
 */
export async function createDatabaseTemplates(serverUrl?: string): Promise<DatabaseTemplates> {
  const made: TemplateLocation[] = [];
  const drop = async () => {
    await Promise.all(made.map(dropTemplate));
  };
  try {
    const migrated = await newTemplate(serverUrl, 'template');
    made.push(migrated);
    await prepareTemplate(migrated, (db) => migrate(db, AUTH_SCHEMA_SQL));
    const withDemoAccounts = await copyTemplate(migrated, 'template_demo');
    made.push(withDemoAccounts);
    await prepareTemplate(withDemoAccounts, addDemoAccounts);
    return { locations: { migrated, withDemoAccounts }, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** A copy of the template at `location`, named after `label`. */
async function copyTemplate(location: TemplateLocation, label: string): Promise<TemplateLocation> {
  if (location.kind === 'PGlite') {
    const dataDir = pgliteFolder(label);
    cpSync(location.dataDir, dataDir, { recursive: true });
    return { kind: 'PGlite', dataDir };
  }
  const name = `mtindo_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(location.serverUrl, `create database ${name} template ${location.name}`);
  return { kind: 'PostgreSQL', serverUrl: location.serverUrl, name };
}

/** Copies the template at `location` for one test file; `drop` removes the copy. */
export async function copyDatabaseTemplate(location: TemplateLocation): Promise<DatabaseCopy> {
  const copy = await copyTemplate(location, 'test');
  return copy.kind === 'PGlite'
    ? { kind: 'PGlite', url: undefined, dataDir: copy.dataDir, drop: () => dropTemplate(copy) }
    : {
        kind: 'PostgreSQL',
        url: databaseUrl(copy.serverUrl, copy.name),
        dataDir: undefined,
        drop: () => dropTemplate(copy),
      };
}

/**
 * The templates this Vitest run migrated, or undefined outside such a run (benchmarks, scripts):
 * Vitest hands them to the test files through `inject`, which exists only inside a test worker.
 */
export async function runTemplates(): Promise<TemplateLocations | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplates');
}
