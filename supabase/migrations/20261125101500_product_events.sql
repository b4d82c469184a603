-- The catalogue's audit trail: every change staff make to a product — its creation, each edit with
-- the fields' values before and after, its deletion — goes to product_events, written by the
-- database whatever the client sends. Stock that shoppers' orders take and the expiry returns is
-- in the orders' own trail (order_events); what staff move, by hand or by cancelling an order, is
-- here with their name. Nobody writes the trail through the API, and it outlives the product.

create table public.product_events (
  id bigint generated always as identity primary key,
  -- No foreign key: a deleted product's trail stays.
  product_id uuid not null,
  product_slug text not null,
  product_name text not null,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  -- Kept beside the id so the trail still says who after an account is deleted.
  actor_email text,
  action text not null check (action in ('created', 'updated', 'deleted')),
  -- For an update, each changed field: {"price": [13300, 12000]}.
  changes jsonb not null default '{}'
);

create index product_events_product_id on public.product_events (product_id, at desc);
create index product_events_at on public.product_events (at desc);

comment on table public.product_events is 'The audit trail of staff changes to products: who, when, and each field before and after.';

alter table public.product_events enable row level security;

create policy "Staff read product events"
  on public.product_events for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Users with a verified factor need aal2 to reach product events"
  on public.product_events as restrictive for all
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

revoke all on public.product_events from anon, authenticated;
grant select on public.product_events to authenticated;

/** Writes a staff member's change to a product to the trail; anyone else's is not an edit. */
create function public.record_product_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  product public.products;
  before jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  after jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) end;
  field text;
  changes jsonb := '{}';
begin
  product := case when tg_op = 'DELETE' then old else new end;
  if actor is null or not (public.has_role('admin') or public.has_role('manager')) then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    -- The product's own fields; the columns the database derives from them (the search texts,
    -- updated_at) are not changes of their own.
    foreach field in array array[
      'name', 'slug', 'category', 'type', 'brand', 'material', 'price', 'discount', 'stock', 'in_stock',
      'new_arrival', 'featured', 'description', 'sizes', 'colors', 'tags', 'image', 'rating', 'review_count'
    ] loop
      if before -> field is distinct from after -> field then
        changes := changes || jsonb_build_object(field, jsonb_build_array(before -> field, after -> field));
      end if;
    end loop;
    if changes = '{}' then
      return null;
    end if;
  end if;
  insert into public.product_events (product_id, product_slug, product_name, actor_id, actor_email, action, changes)
  values (
    product.id, product.slug, product.name, actor, (select email from auth.users where id = actor),
    case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
    changes
  );
  return null;
end;
$$;

revoke execute on function public.record_product_event() from public, anon, authenticated;

create trigger products_record_event
  after insert or update or delete on public.products
  for each row execute function public.record_product_event();
