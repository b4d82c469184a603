-- "Publish storefront": each rebuild of the static site from the products table, with its
-- progress and result, for the admin area to show. The publisher writes the rows (the local
-- server's own connection, or the publish-storefront function with the service role); staff read
-- them; nobody writes them through the API.

create table public.storefront_publishes (
  id uuid primary key default gen_random_uuid(),
  requested_by uuid references auth.users (id) on delete set null,
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
  stage text not null default 'Queued',
  product_count integer check (product_count >= 0),
  skipped_count integer check (skipped_count >= 0),
  message text,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((status in ('succeeded', 'failed')) = (finished_at is not null))
);

comment on table public.storefront_publishes is
  'Rebuilds of the static storefront ("Publish storefront"): queued, running (stage says where), '
  'succeeded or failed, with the products built and the rows skipped as invalid.';
comment on column public.storefront_publishes.stage is
  'Where a running publish is: Reading the catalogue, Rendering pages, Indexing search, Done; '
  'Deploy requested when a host''s deploy hook builds it.';

-- The admin area lists the latest first.
create index storefront_publishes_started_at on public.storefront_publishes (started_at desc);

alter table public.storefront_publishes enable row level security;

create policy "Staff can read storefront publishes"
  on public.storefront_publishes for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

-- Staff-only table: a staff member with a verified factor needs aal2 (see 20261124090000_staff_mfa).
create policy "Users with a verified factor need aal2 to read storefront publishes"
  on public.storefront_publishes as restrictive for all
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

-- No insert, update or delete policies: only the publisher writes.
grant select on public.storefront_publishes to authenticated;
grant select, insert, update on public.storefront_publishes to service_role;
