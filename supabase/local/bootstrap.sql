-- What hosted Supabase provides on its own, created by the local server before the migrations:
-- the API roles and `postgres` as hosted has them, the default privileges of schema public, the
-- auth schema with auth.users, and auth.uid() / auth.jwt() / auth.role(), which read the JWT claims
-- each request sets in `request.jwt.claims`, as PostgREST does; Storage's schema (at the end), and
-- pg_cron where the server has it.
-- It runs as the connected role, which must be a superuser (hosted's supabase_admin); the
-- migrations and the API then run as `postgres` (setup.ts, postgres-database.ts).
-- Idempotent: it runs when it is new or changed.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- The role PostgREST connects as on Supabase; here only its settings are read (role-settings.ts).
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator nologin noinherit; end if;
  -- The role hosted's migrations run as and that owns the project's objects. On hosted it is no
  -- superuser (supabase_admin is): NOSUPERUSER CREATEDB CREATEROLE LOGIN REPLICATION BYPASSRLS, as
  -- created here when the server has no such role. A plain cluster's `postgres` is its superuser
  -- and is left so: the bootstrap never takes a role's attributes away.
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login nosuperuser createdb createrole replication bypassrls;
  end if;
end
$$;

-- Hosted's memberships of `postgres`: the API roles (so it can act as them), and reading the whole
-- database and its settings, and signalling backends. Granted only when missing, as roles belong
-- to the whole server.
do $$
declare
  granted text;
begin
  foreach granted in array array['anon', 'authenticated', 'service_role', 'pg_monitor', 'pg_read_all_data', 'pg_signal_backend']
  loop
    if not exists (select 1 from pg_auth_members m
                   where m.roleid = to_regrole(granted) and m.member = to_regrole('postgres')) then
      execute format('grant %I to postgres', granted);
    end if;
  end loop;
end
$$;

-- The statement timeouts hosted Supabase gives the API roles: a request is cut off after them
-- (service_role requests get authenticator's). PostgREST applies them in each request's
-- transaction, since SET ROLE does not. Altered only when different: roles belong to the whole
-- PostgreSQL server, and two databases altering the same role at once can fail.
do $$
declare
  wanted record;
begin
  for wanted in select * from (values ('anon', '3s'), ('authenticated', '8s'), ('authenticator', '8s')) as t (role, timeout)
  loop
    if not exists (select 1 from pg_roles where rolname = wanted.role
                   and 'statement_timeout=' || wanted.timeout = any (coalesce(rolconfig, '{}'))) then
      execute format('alter role %I set statement_timeout = %L', wanted.role, wanted.timeout);
    end if;
  end loop;
end
$$;

create schema if not exists extensions;
create schema if not exists auth;

-- As on hosted: `postgres` owns public and extensions, may create schemas in the database, and
-- uses auth's tables (GoTrue's own, there) without being able to create objects in auth.
alter schema public owner to postgres;
alter schema extensions owner to postgres;
do $$
begin
  execute format('grant all on database %I to postgres', current_database());
end
$$;
grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant usage on schema auth to postgres, anon, authenticated, service_role;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
-- The auth schema (auth/schema.sql) runs after this, as the same role.
alter default privileges in schema auth grant all on tables to postgres;
alter default privileges in schema auth grant all on sequences to postgres;
alter default privileges in schema auth grant all on routines to postgres;

-- Hosted's default privileges in public (supabase/postgres's initial schema, run as postgres):
-- every table, sequence and function `postgres` creates there grants ALL to the API roles, so a
-- migration's narrower grant restricts nothing unless it revokes first. Projects made since
-- 2026 revoke select/insert/update/delete, usage/select and execute from these; the store's
-- migrations grant explicitly either way (20261126204639_explicit_api_grants.sql). Set on a new
-- database only, as hosted sets them when a project is made: a migration may change them after.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
  end if;
end
$$;
grant all on all tables in schema public to service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  phone text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  phone_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid;
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '');
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- Storage: what hosted Supabase's Storage creates for itself, in the subset the local Storage API
-- (supabase/local/storage) uses: storage.buckets, storage.objects (RLS on, no policies:
-- migrations add them, as on hosted) and the helper functions policies call. Names, columns and
-- types follow supabase/storage's own migrations, so a migration written against hosted Supabase
-- applies here unchanged. Object bytes live in storage_local.blobs, the local stand-in for S3: no
-- API role may use that schema; the storage service writes and reads it as `postgres`, in
-- the same transaction as the object's row, so a row and its bytes commit (and go) together.

create schema if not exists storage;
create schema if not exists storage_local;

grant usage on schema storage to anon, authenticated, service_role;
revoke all on schema storage_local from public;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create unique index if not exists bname on storage.buckets (name);

comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);

create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- As on hosted Supabase: the API roles hold every privilege, and RLS policies decide.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Hosted's `postgres` uses Storage's tables and manages their policies (supautils lets it, though
-- supabase_storage_admin owns them); here it owns them, which is what lets it create policies.
grant usage on schema storage to postgres;
alter table storage.buckets owner to postgres;
alter table storage.objects owner to postgres;

-- Storage's guard against deleting its rows with SQL (storage migration 0055): a delete from
-- storage.buckets or storage.objects is refused unless the transaction set
-- storage.allow_delete_query, as the Storage API does in each of its transactions, so that no
-- object's bytes are orphaned. A guard against accidents, not a permission: any session may set it.
create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;

drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

/** The folders of an object's name: storage.foldername('a/b/c.png') = '{a,b}'. */
create or replace function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

/** The last part of an object's name: storage.filename('a/b/c.png') = 'c.png'. */
create or replace function storage.filename(name text)
returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

/** The extension of an object's file name: storage.extension('a/b/c.png') = 'png'. */
create or replace function storage.extension(name text)
returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create table if not exists storage_local.blobs (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  bytes bytea not null
);

comment on table storage_local.blobs is
  'The bytes of each storage.objects row (hosted Supabase keeps them in S3). Owner only: the '
  'storage service reaches it after the caller''s RLS-checked statement, in the same transaction.';

-- The storage service reads and writes the bytes as `postgres`, the role the local server works as.
grant usage on schema storage_local to postgres;
grant all on storage_local.blobs to postgres;

-- pg_cron as hosted installs it (in pg_catalog, with its grants to postgres), where the server
-- preloads it and names this database cron.database_name. Hosted creates it, as its superuser,
-- when a migration asks; here `postgres` could not, so the bootstrap creates it first and the
-- migration's `create extension if not exists` finds it.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and current_setting('cron.database_name', true) = current_database() then
    create extension if not exists pg_cron with schema pg_catalog;
    grant usage on schema cron to postgres with grant option;
    grant all on all tables in schema cron to postgres with grant option;
    revoke all on table cron.job from postgres;
    grant select on table cron.job to postgres with grant option;
  end if;
end
$$;
