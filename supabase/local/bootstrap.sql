-- What hosted Supabase provides on its own, created by the local server before the migrations:
-- the API roles, the auth schema with auth.users, and auth.uid() / auth.jwt() / auth.role(),
-- which read the JWT claims each request sets in `request.jwt.claims`, as PostgREST does; and
-- Storage's schema (at the end).
-- Idempotent: it runs on every start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- The role PostgREST connects as on Supabase; here only its settings are read (role-settings.ts).
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator nologin noinherit; end if;
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

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant all on all tables in schema public to service_role;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on functions to service_role;
alter default privileges in schema public grant all on sequences to service_role;

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
-- API role may use that schema; the storage service writes and reads it as the database owner, in
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
