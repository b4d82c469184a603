-- Stock moves touch only stock. Placing an order (and its expiry, payment and cancellation) moves
-- products.stock, and every trigger on products used to treat that as a catalogue edit: the
-- assistant's vocabulary was counted again for every word of the product (two orders for two
-- products that share "leather" locked the same chat_vocabulary rows in different orders, and
-- PostgreSQL killed one of them: "deadlock detected"), a storefront change was recorded and the
-- site republished, and a staff member's own purchase went into the product's history. Each trigger
-- now fires only on the change it exists for:
-- - chat vocabulary: counts only the words that changed, and locks their rows in word order, so
--   neither two orders nor two catalogue edits can deadlock on it (below);
-- - storefront changes: a column the built pages show, or the product going in or out of stock as a
--   whole; a count of units the page reads live on load (product-freshness.ts) is not one;
-- - product history: the changes staff make to the product itself, through the API. Stock that
--   orders take and give back (placing, expiry, payment, cancelling or refunding, even by staff) is
--   the order's: order_events says who changed the order, when and why;
-- - alerts: back in stock, or a lower price, as the function already tested inside;
-- - a guest's order given to the account with its confirmed e-mail: only for an order with no owner.
-- The others already fire on their change alone: orders_record_placed (an order's first event),
-- orders_record_status and orders_refund_owed_payments (a status that changed),
-- payments_paid_on_cancelled_order (a payment becoming paid), products_touch_updated_at (the row's
-- own stamp, no other row touched). order_lines has no trigger.

/**
 * Moves the vocabulary's counts by the words a statement's rows gained or lost. An update that
 * leaves every row's words as they were (a stock move, a price) finds no word to move and touches
 * nothing. PostgreSQL takes no column list on a trigger with transition tables, so the words are
 * compared before and after instead. The rows are locked in word order: the missing words are
 * inserted first, in order, then every word's row is locked in order and moved, so two statements
 * that move shared words wait for each other and never deadlock.
 */
create or replace function public.count_chat_vocabulary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  words text[];
  moves integer[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(word order by word), array_agg(moved order by word) into words, moves
    from (
      select word, sum(n)::integer as moved
      from (
        select w as word, -1 as n
        from old_rows o cross join unnest(o.chat_words) w
        where not exists (select 1 from new_rows s where s.id = o.id and s.chat_words = o.chat_words)
        union all
        select w, 1
        from new_rows s cross join unnest(s.chat_words) w
        where not exists (select 1 from old_rows o where o.id = s.id and o.chat_words = s.chat_words)
      ) as word_moves
      group by word
      having sum(n) <> 0
    ) as counted;
  elsif tg_op = 'INSERT' then
    select array_agg(w order by w), array_agg(n order by w) into words, moves
    from (select w, count(*)::integer as n from new_rows, unnest(new_rows.chat_words) w group by w) as counted;
  else
    select array_agg(w order by w), array_agg(-n order by w) into words, moves
    from (select w, count(*)::integer as n from old_rows, unnest(old_rows.chat_words) w group by w) as counted;
  end if;
  if words is null then
    return null;
  end if;

  insert into public.chat_vocabulary (word, products)
  select w, 0 from unnest(words) w order by w
  on conflict (word) do nothing;
  perform 1 from public.chat_vocabulary where word = any (words) order by word for update;
  update public.chat_vocabulary v set products = greatest(v.products + m.n, 0)
  from unnest(words, moves) as m (w, n)
  where v.word = m.w;
  return null;
end
$$;

comment on function public.count_chat_vocabulary() is
  'Trigger: moves chat_vocabulary''s counts by the words a statement''s product rows gained or lost, locking them in word order.';

revoke execute on function public.count_chat_vocabulary() from public, anon, authenticated;

-- Storefront changes: inserts and deletes always; an update only when a column the built pages show
-- changed, or the product went in or out of stock. Stock and in_stock are compared as the pages
-- show them (available or sold out); the derived columns follow the ones they come from.
drop trigger record_storefront_change on public.products;

create trigger record_storefront_change
  after insert or delete on public.products
  for each row execute function public.record_storefront_change();

create trigger record_storefront_change_update
  after update on public.products
  for each row
  when (
    (to_jsonb(old) - array['updated_at', 'stock', 'in_stock'])
      is distinct from (to_jsonb(new) - array['updated_at', 'stock', 'in_stock'])
    or (old.in_stock and old.stock > 0) is distinct from (new.in_stock and new.stock > 0)
  )
  execute function public.record_storefront_change();

-- Product history: staff's own edits of the product, through the API (PostgREST runs them as
-- `authenticated`). The database's order functions run as their owner, so the stock an order
-- takes or gives back is not an edit; it is in the order's trail.
drop trigger products_record_event on public.products;

create trigger products_record_event
  after insert or update or delete on public.products
  for each row
  when (current_user = 'authenticated')
  execute function public.record_product_event();

comment on table public.product_events is
  'The audit trail of staff edits of products: who, when, and each field before and after. Stock moved by orders is in order_events.';

-- Alerts: a product back in stock, or at a lower price; not every unit sold.
drop trigger products_queue_alerts on public.products;

create trigger products_queue_alerts
  after update of stock, in_stock, price, discount on public.products
  for each row
  when (
    (new.in_stock and new.stock > 0 and not (old.in_stock and old.stock > 0))
    or (new.price, new.discount) is distinct from (old.price, old.discount)
  )
  execute function public.queue_product_alerts();

-- A guest's order given to the account with its confirmed address: only an order with no owner.
drop trigger orders_give_guest_order_to_account on public.orders;

create trigger orders_give_guest_order_to_account
  before insert on public.orders
  for each row
  when (new.user_id is null)
  execute function public.give_guest_order_to_account();
