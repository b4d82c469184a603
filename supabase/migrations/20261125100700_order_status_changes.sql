-- Staff move orders along (paid, shipped, delivered, cancelled, refunded) through
-- set_order_status(), and every change of an order's status — by staff, by a payment, by the
-- expiry — is written to order_events: who, when, from what to what, and why. Nobody writes
-- either through the API. Cancelled and refunded orders earn no commission (payouts read the
-- status); the stock of goods that never reached the shopper goes back on the shelf.

alter table public.orders
  add column shipped_at timestamptz,
  add column delivered_at timestamptz,
  add column closed_at timestamptz;

comment on column public.orders.delivered_at is 'When staff marked it delivered: the return window (and the affiliate''s commission) runs from here.';
comment on column public.orders.closed_at is 'When it was cancelled or refunded.';

create index orders_created_at on public.orders (created_at desc, id);
create index orders_status on public.orders (status, created_at desc);

create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  -- Kept beside the id so the trail still says who after an account is deleted.
  actor_email text,
  from_status text,
  to_status text not null,
  note text not null default '' check (length(note) <= 500)
);

create index order_events_order_id on public.order_events (order_id, at);
create index order_events_at on public.order_events (at desc);

comment on table public.order_events is 'The audit trail of order statuses; actor null means the system (a payment, the expiry).';

alter table public.order_events enable row level security;

create policy "Staff read order events"
  on public.order_events for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Users with a verified factor need aal2 to reach order events"
  on public.order_events as restrictive for all
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

revoke all on public.order_events from anon, authenticated;
grant select on public.order_events to authenticated;

/** Writes an order's new status to the trail, with the caller and the note of set_order_status(). */
create function public.record_order_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  insert into public.order_events (order_id, actor_id, actor_email, from_status, to_status, note)
  values (
    new.id, actor, (select email from auth.users where id = actor),
    case when tg_op = 'UPDATE' then old.status end, new.status,
    coalesce(nullif(current_setting('mtindo.order_note', true), ''), '')
  );
  return null;
end;
$$;

create trigger orders_record_placed
  after insert on public.orders
  for each row execute function public.record_order_event();

create trigger orders_record_status
  after update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function public.record_order_event();

/** The statuses an order may move to from each status, by hand. */
create function public.order_next_statuses(current_status text, method text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case current_status
    when 'pending_payment' then array['paid', 'cancelled']
    when 'confirmed' then array['paid', 'shipped', 'delivered', 'cancelled']
    when 'paid' then array['shipped', 'delivered', 'refunded']
    -- A parcel not paid for on delivery comes back: cancelled. A paid one comes back: refunded.
    when 'shipped' then case when method = 'pay_on_delivery'
      then array['paid', 'delivered', 'cancelled', 'refunded'] else array['delivered', 'refunded'] end
    when 'delivered' then array['refunded']
    when 'needs_refund' then array['refunded']
    else array[]::text[]
  end;
$$;

/**
 * Moves an order to another status, for staff (admin or manager). Cancelling, refunding and
 * marking an unpaid order paid need a note saying why. Goods that never reached the shopper (or
 * came back unopened in the courier's hands) return to stock; a return after delivery does not,
 * since staff inspect it first and adjust the stock themselves.
 */
create function public.set_order_status(target uuid, next_status text, note text default '')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  reason text := btrim(coalesce(note, ''));
  back record;
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can change an order''s status' using errcode = '42501';
  end if;
  select * into o from public.orders where id = target for update;
  if not found then
    perform public.checkout_refuse('order', 'No such order.', '404');
  end if;
  if o.status = next_status then
    return to_jsonb(o);
  end if;
  if not next_status = any(public.order_next_statuses(o.status, o.payment_method)) then
    perform public.checkout_refuse('status', format('An order that is %s cannot become %s.',
      replace(o.status, '_', ' '), replace(next_status, '_', ' ')), '409');
  end if;
  if length(reason) > 500 then
    perform public.checkout_refuse('note', 'Keep the note under 500 characters.');
  end if;
  if reason = '' and (next_status in ('cancelled', 'refunded') or (next_status = 'paid' and o.paid_at is null)) then
    perform public.checkout_refuse('note', case next_status
      when 'paid' then 'Say how it was paid (the M-Pesa receipt or the cash note).'
      else format('Say why the order is %s.', next_status) end);
  end if;

  if next_status in ('cancelled', 'refunded') and o.status in ('pending_payment', 'confirmed', 'paid', 'shipped') then
    for back in
      select product_id, sum(quantity)::integer as quantity from public.order_lines
      where order_id = o.id and product_id is not null group by product_id order by product_id
    loop
      update public.products
      set stock = stock + back.quantity, in_stock = in_stock or stock = 0
      where id = back.product_id;
    end loop;
    update public.payments set status = 'expired', updated_at = now() where order_id = o.id and status = 'pending';
  end if;

  perform set_config('mtindo.order_note', reason, true);
  update public.orders set
    status = next_status,
    paid_at = case when next_status = 'paid'
      or (next_status = 'delivered' and o.payment_method = 'pay_on_delivery') then coalesce(paid_at, now()) else paid_at end,
    expires_at = case when next_status = 'paid' then null else expires_at end,
    shipped_at = case when next_status = 'shipped' then now() else shipped_at end,
    delivered_at = case when next_status = 'delivered' then now() else delivered_at end,
    closed_at = case when next_status in ('cancelled', 'refunded') then now() else closed_at end,
    updated_at = now()
  where id = o.id
  returning * into o;
  perform set_config('mtindo.order_note', '', true);
  return to_jsonb(o);
end;
$$;

comment on function public.set_order_status is 'Staff change an order''s status; the change and its note go to order_events.';

/** Money that lands on an order staff already cancelled is owed back: the order needs a refund. */
create function public.flag_payment_on_cancelled_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('mtindo.order_note', 'A payment arrived after the order was cancelled.', true);
  update public.orders set status = 'needs_refund', paid_at = coalesce(paid_at, now()), updated_at = now()
  where id = new.order_id and status = 'cancelled';
  perform set_config('mtindo.order_note', '', true);
  return null;
end;
$$;

create trigger payments_paid_on_cancelled_order
  after update of status on public.payments
  for each row when (new.status = 'paid' and old.status is distinct from 'paid')
  execute function public.flag_payment_on_cancelled_order();

/** A cell of a CSV export: a value a spreadsheet would run as a formula is kept as text. */
create function public.csv_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when value ~ '^[=+\-@\t\r]' then '''' || value else value end;
$$;

/**
 * Orders as the transactions export writes them: one row an order, times in Nairobi, money in
 * whole KES, text a spreadsheet will not run. It reads orders with the caller's rights.
 */
create view public.order_exports with (security_invoker = true) as
select
  o.id,
  o.created_at,
  o.status,
  o.payment_method,
  o.affiliate_id,
  o.number,
  o.email,
  o.customer_name,
  o.number as "Order",
  to_char(o.created_at at time zone 'Africa/Nairobi', 'YYYY-MM-DD HH24:MI') as "Placed (Nairobi)",
  o.status as "Status",
  o.payment_method as "Payment",
  public.csv_text(o.customer_name) as "Customer",
  public.csv_text(o.email) as "Email",
  public.csv_text(o.phone) as "Phone",
  o.delivery_zone_name as "Delivery",
  public.csv_text(o.town) as "Town",
  (select coalesce(sum(l.quantity), 0) from public.order_lines l where l.order_id = o.id)::integer as "Items",
  o.subtotal_kes as "Goods (KES)",
  o.delivery_fee_kes as "Delivery fee (KES)",
  o.total_kes as "Total (KES)",
  public.csv_text(coalesce(o.affiliate_code, '')) as "Affiliate",
  case when o.status in ('cancelled', 'refunded', 'expired', 'needs_refund') then 0 else o.commission_kes end as "Commission (KES)",
  to_char(o.paid_at at time zone 'Africa/Nairobi', 'YYYY-MM-DD HH24:MI') as "Paid (Nairobi)"
from public.orders o;

comment on view public.order_exports is 'The transactions CSV export; filter it like orders (status, payment_method, created_at, affiliate_id, number, email, customer_name).';

revoke all on public.order_exports from anon, authenticated;
grant select on public.order_exports to authenticated;

revoke execute on function public.record_order_event() from public, anon, authenticated;
revoke execute on function public.flag_payment_on_cancelled_order() from public, anon, authenticated;
revoke execute on function public.set_order_status(uuid, text, text) from public, anon;
grant execute on function public.set_order_status(uuid, text, text) to authenticated;
grant execute on function public.order_next_statuses(text, text) to authenticated;
