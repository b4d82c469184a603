-- Product changes waiting for the storefront: every insert, update or delete of a product that the
-- built pages show is recorded here, one pending row per product, and the site server's publisher
-- (src/publisher/auto-publish.ts) publishes them a few seconds after the saves stop, so staff need
-- not press Publish. A publish that takes them live sets publish_id. Staff read the rows (the
-- admin's publish panel shows what is pending); nobody writes them through the API.

create table public.storefront_changes (
  id bigint generated always as identity primary key,
  product_slug text not null,
  product_name text not null,
  action text not null check (action in ('created', 'updated', 'deleted')),
  -- The first save still waiting, and the latest: the publisher waits for the saves to stop, but
  -- never long after the first.
  first_changed_at timestamptz not null default clock_timestamp(),
  changed_at timestamptz not null default clock_timestamp(),
  publish_id uuid references public.storefront_publishes (id)
);

comment on table public.storefront_changes is
  'Product changes the static storefront has yet to show (publish_id null), and the publish that took each live.';

-- One pending row per product: a burst of saves to it is one change.
create unique index storefront_changes_pending_product
  on public.storefront_changes (product_slug) where publish_id is null;
create index storefront_changes_publish on public.storefront_changes (publish_id);

alter table public.storefront_changes enable row level security;

create policy "Staff can read storefront changes"
  on public.storefront_changes for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

-- Staff-only table: a staff member with a verified factor needs aal2 (see 20261124090000_staff_mfa).
create policy "Users with a verified factor need aal2 to read storefront changes"
  on public.storefront_changes as restrictive for all
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

-- No insert, update or delete policies: the trigger below and the publisher write.
grant select on public.storefront_changes to authenticated;
grant select, insert, update on public.storefront_changes to service_role;

/**
 * Records a product change the built pages show: any insert or delete, an update of any column
 * but those the database derives (updated_at, search_text, chat_text). Whoever saves it (staff,
 * an order taking stock), the storefront follows.
 */
create or replace function public.record_storefront_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  product public.products := case when tg_op = 'DELETE' then old else new end;
begin
  if tg_op = 'UPDATE'
    and (to_jsonb(old) - 'updated_at' - 'search_text' - 'chat_text')
      = (to_jsonb(new) - 'updated_at' - 'search_text' - 'chat_text') then
    return null;
  end if;
  -- A product renamed to another slug: its old page goes too.
  if tg_op = 'UPDATE' and old.slug <> new.slug then
    insert into public.storefront_changes (product_slug, product_name, action)
    values (old.slug, old.name, 'deleted')
    on conflict (product_slug) where publish_id is null
    do update set changed_at = clock_timestamp(), action = 'deleted', product_name = excluded.product_name;
  end if;
  insert into public.storefront_changes (product_slug, product_name, action)
  values (
    product.slug,
    product.name,
    case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end
  )
  on conflict (product_slug) where publish_id is null
  do update set
    changed_at = clock_timestamp(),
    product_name = excluded.product_name,
    -- Created then edited is still new to the storefront; deleted is deleted.
    action = case
      when public.storefront_changes.action = 'created' and excluded.action = 'updated' then 'created'
      else excluded.action
    end;
  return null;
end;
$$;

comment on function public.record_storefront_change() is
  'Trigger: records each product insert, delete and update of a shown column in storefront_changes, one pending row per product.';

revoke execute on function public.record_storefront_change() from public, anon, authenticated;

create trigger record_storefront_change
  after insert or update or delete on public.products
  for each row execute function public.record_storefront_change();
