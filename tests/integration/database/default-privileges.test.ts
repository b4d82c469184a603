// The API roles' privileges in public do not depend on the project's default privileges: the
// migrations end with the same grants on a project whose `postgres` grants ALL on every new object
// to anon, authenticated and service_role (hosted's defaults, which the bootstrap copies), on one
// made since 2026 (which revokes most of that), and on a database with no defaults at all. Objects
// a later migration makes grant anon and authenticated nothing. On PGlite, or on PostgreSQL when
// DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { migrate } from '../../../supabase/local/setup.ts';
import { openFreshDatabase } from '../support/fresh-database.ts';

/** What runs after the bootstrap's defaults (hosted's grants of ALL) to make each kind of project. */
const PROJECT_DEFAULTS = {
  'hosted, made before 2026': '',
  // The SQL Supabase runs for a project made with "Default privileges for new entities" off, the
  // default since 30 May 2026 (the CLI's RevokeDefaultDataApiPrivilegesSql, and the docs' last line).
  'hosted, made since 2026': `
    alter default privileges for role postgres in schema public
      revoke select, insert, update, delete on tables from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      revoke usage, select on sequences from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      revoke execute on functions from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public revoke execute on functions from public;`,
  'no default privileges': `
    alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;`,
};
type Project = keyof typeof PROJECT_DEFAULTS;

/** What a later migration might add, made as `postgres` as a migration is. */
const LATER_MIGRATION = `
  set local role postgres;
  create table public.later_rows (id integer primary key, note text);
  create sequence public.later_numbers;
  create function public.later_answer() returns integer language sql as 'select 42';`;

/**
 * Every privilege held by anon, authenticated, service_role or PUBLIC on a table, view, sequence,
 * column or function in public, one line each, in order. An object with no ACL yet holds its
 * kind's built-in default (PUBLIC may execute a function).
 */
const API_PRIVILEGES = `
  with objects as (
    select (case c.relkind when 'S' then 'sequence ' else 'table ' end) || c.relname as object,
           coalesce(c.relacl, acldefault(case c.relkind when 'S' then 's' else 'r' end::"char", c.relowner)) as acl
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    union all
    select 'column ' || c.relname || '.' || a.attname, a.attacl
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped and a.attacl is not null
    union all
    select 'function ' || p.oid::regprocedure::text, coalesce(p.proacl, acldefault('f', p.proowner))
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
  )
  select o.object || ': ' || case e.grantee when 0 then 'PUBLIC' else e.grantee::regrole::text end
         || ' ' || e.privilege_type as line
  from objects o, aclexplode(o.acl) e
  where e.grantee = 0 or e.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole)
  order by 1`;

const databases = new Map<Project, Database>();
const privileges = new Map<Project, string[]>();

beforeAll(async () => {
  await Promise.all(
    (Object.keys(PROJECT_DEFAULTS) as Project[]).map(async (project) => {
      const db = await openFreshDatabase({ poolSize: 2 });
      databases.set(project, db);
      await migrate(db, AUTH_SCHEMA_SQL, { afterBootstrap: PROJECT_DEFAULTS[project] });
      await db.transaction((tx) => tx.exec(LATER_MIGRATION));
      const { rows } = await db.query<{ line: string }>(API_PRIVILEGES);
      privileges.set(
        project,
        rows.map((row) => row.line),
      );
    }),
  );
}, 240_000);

afterAll(async () => {
  await Promise.all([...databases.values()].map((db) => db.close()));
});

const held = (project: Project, prefix: string) =>
  privileges.get(project)!.filter((line) => line.startsWith(prefix));

describe(`the API roles' privileges (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('are the same whatever the default privileges the migrations ran under', () => {
    const hosted = privileges.get('hosted, made before 2026')!;
    expect(hosted.length).toBeGreaterThan(100);
    expect(privileges.get('hosted, made since 2026')).toEqual(hosted);
    expect(privileges.get('no default privileges')).toEqual(hosted);
  });

  it('let a shopper read their profile and change only its name and message choices, on a project that grants ALL', () => {
    expect(held('hosted, made before 2026', 'table profiles: authenticated')).toEqual([
      'table profiles: authenticated SELECT',
    ]);
    expect(held('hosted, made before 2026', 'column profiles.')).toEqual([
      'column profiles.full_name: authenticated UPDATE',
      'column profiles.price_drop_alerts: authenticated UPDATE',
      'column profiles.review_reminders: authenticated UPDATE',
    ]);
    expect(held('hosted, made before 2026', 'table profiles: anon')).toEqual([]);
  });

  it('give no API role a function that only the store calls, nor PUBLIC any function', () => {
    const project: Project = 'hosted, made before 2026';
    expect(held(project, 'function place_order_internal(')).toEqual([]);
    expect(held(project, 'function settle_payment(').map((line) => line.split(': ')[1])).toEqual([
      'service_role EXECUTE',
    ]);
    expect(
      privileges.get(project)!.filter((line) => line.includes(': PUBLIC ') && !line.includes('later_answer')),
    ).toEqual([]);
  });

  it("grant a later migration's table and sequence to service_role only", () => {
    for (const project of Object.keys(PROJECT_DEFAULTS) as Project[]) {
      expect(held(project, 'table later_rows: anon'), project).toEqual([]);
      expect(held(project, 'table later_rows: authenticated'), project).toEqual([]);
      expect(held(project, 'table later_rows: service_role'), project).toContain(
        'table later_rows: service_role SELECT',
      );
      expect(held(project, 'sequence later_numbers: anon'), project).toEqual([]);
      expect(held(project, 'sequence later_numbers: authenticated'), project).toEqual([]);
      expect(held(project, 'function later_answer(): anon'), project).toEqual([]);
      expect(held(project, 'function later_answer(): authenticated'), project).toEqual([]);
    }
  });
});
