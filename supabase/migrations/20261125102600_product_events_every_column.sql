-- The product History records every column staff can write, not a list of them: the trigger of
-- 20261125101500 named nineteen fields, so `art` and `created_at` (and any column added later)
-- changed without a trace. Now each column of the row is compared, except what the database
-- derives itself: generated columns (search_text, chat_text) and updated_at, which
-- touch_updated_at stamps on every update whatever the client sends.
-- tests/integration/admin/product-history.test.ts lists the writable columns from the catalogue
-- and checks each one's change shows, so a new column cannot be missed.

/** Writes a staff member's change to a product to the trail; anyone else's is not an edit. */
create or replace function public.record_product_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  product public.products;
  changes jsonb := '{}';
begin
  product := case when tg_op = 'DELETE' then old else new end;
  if actor is null or not (public.has_role('admin') or public.has_role('manager')) then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    -- Each changed column, before and after: {"price": [13300, 12000]}.
    select coalesce(jsonb_object_agg(before.key, jsonb_build_array(before.value, after.value)), '{}')
    into changes
    from jsonb_each(to_jsonb(old)) as before
    join jsonb_each(to_jsonb(new)) as after on after.key = before.key
    where before.value is distinct from after.value
      and before.key <> 'updated_at'
      and not exists (
        select 1 from pg_catalog.pg_attribute a
        where a.attrelid = tg_relid and a.attname = before.key and a.attgenerated <> ''
      );
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

comment on function public.record_product_event() is
  'Trigger: writes each staff creation, edit (every changed column but derived ones, before and after) and deletion of a product to product_events.';

revoke execute on function public.record_product_event() from public, anon, authenticated;
