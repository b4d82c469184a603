-- Pay on delivery is confirmed by phone. A pay-on-delivery order takes its stock at once but is
-- only "awaiting confirmation": the shop calls the number given, and staff mark it "Confirmed by
-- phone" (confirm_order_by_phone, in the order's trail). One nobody confirmed within the shop's
-- window (checkout_settings.pod_confirm_hours) is released by the expiry job: expired, its stock
-- back on sale, the reason in its trail.
--
-- Why a call and not a code texted before the order takes stock: Nairobi shoppers expect the
-- call (it is how the city's shops and marketplaces confirm cash orders, and where the rider's
-- directions are agreed); an SMS code would text any number typed at checkout before anything is
-- known of the shopper, costs a message each, and fails on the phones whose texts are slow or
-- off. The call needs no texting at all, and the stock it holds is bounded: the open-order limits
-- of place_order() and the window here.

alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check check (
  status in (
    'pending_payment', 'awaiting_confirmation', 'paid', 'confirmed', 'expired', 'cancelled', 'shipped',
    'delivered', 'refunded', 'needs_refund'
  )
);

comment on column public.orders.expires_at is
  'An order still awaiting payment (or, on delivery, its confirmation call) by then expires and gives its stock back.';

-- The expiry job reads orders held until a time, of either kind.
drop index public.orders_awaiting_payment;
create index orders_held_until on public.orders (expires_at)
  where status in ('pending_payment', 'awaiting_confirmation');

/** The statuses an order may move to from each status, by hand (confirmation by phone has its own call). */
create or replace function public.order_next_statuses(current_status text, method text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case current_status
    when 'pending_payment' then array['paid', 'cancelled']
    -- Confirmed through confirm_order_by_phone(), which records the call.
    when 'awaiting_confirmation' then array['cancelled']
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
 * came back unopened in the courier's hands) return to stock — an order awaiting its confirmation
 * call holds stock too; a return after delivery does not, since staff inspect it first and adjust
 * the stock themselves.
 */
create or replace function public.set_order_status(target uuid, next_status text, note text default '')
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

  if next_status in ('cancelled', 'refunded')
    and o.status in ('pending_payment', 'awaiting_confirmation', 'confirmed', 'paid', 'shipped') then
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

/**
 * Staff confirm a pay-on-delivery order after calling the shopper: it becomes "confirmed" and is
 * no longer released at its deadline. The trail says "Confirmed by phone", with who and the note.
 * Confirming twice changes nothing; an order already released cannot be confirmed (its stock may
 * be sold), the shopper orders again.
 */
create function public.confirm_order_by_phone(target uuid, note text default '')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  said text := btrim(coalesce(note, ''));
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can confirm an order' using errcode = '42501';
  end if;
  select * into o from public.orders where id = target for update;
  if not found then
    perform public.checkout_refuse('order', 'No such order.', '404');
  end if;
  if o.status = 'confirmed' then
    return to_jsonb(o);
  end if;
  if o.status <> 'awaiting_confirmation' then
    perform public.checkout_refuse('status', case o.status
      when 'expired' then 'This order was released because nobody confirmed it in time, and its items went back on sale. Ask the shopper to order again.'
      else format('Only an order awaiting its confirmation call can be confirmed; this one is %s.', replace(o.status, '_', ' '))
      end, '409');
  end if;
  if length(said) > 480 then
    perform public.checkout_refuse('note', 'Keep the note under 480 characters.');
  end if;
  perform set_config('mtindo.order_note', 'Confirmed by phone' || case when said = '' then '.' else ': ' || said end, true);
  update public.orders set status = 'confirmed', expires_at = null, updated_at = now()
  where id = o.id
  returning * into o;
  perform set_config('mtindo.order_note', '', true);
  return to_jsonb(o);
end;
$$;

comment on function public.confirm_order_by_phone is
  'Staff confirm a pay-on-delivery order by phone; the trail records the call. Released orders cannot be confirmed.';

/**
 * Expires orders held past their time and gives their stock back, products locked in id order:
 * online orders unpaid, and pay-on-delivery orders nobody confirmed by phone (the trail says so).
 */
create or replace function public.expire_orders(expiring uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  unconfirmed uuid[];
  unpaid uuid[];
  expired uuid[];
  back record;
begin
  perform set_config('mtindo.order_note', 'Not confirmed by phone in time: released, its items back on sale.', true);
  with changed as (
    update public.orders set status = 'expired', expires_at = least(expires_at, now()), updated_at = now()
    where id = any(expiring) and status = 'awaiting_confirmation'
    returning id
  )
  select array_agg(id) into unconfirmed from changed;
  perform set_config('mtindo.order_note', '', true);
  with changed as (
    update public.orders set status = 'expired', expires_at = least(expires_at, now()), updated_at = now()
    where id = any(expiring) and status = 'pending_payment'
    returning id
  )
  select array_agg(id) into unpaid from changed;
  expired := coalesce(unconfirmed, '{}') || coalesce(unpaid, '{}');
  if cardinality(expired) = 0 then
    return 0;
  end if;
  update public.payments set status = 'expired', updated_at = now()
  where order_id = any(expired) and status = 'pending';
  -- A product that sold out is in stock again.
  for back in
    select product_id, sum(quantity)::integer as quantity
    from public.order_lines
    where order_id = any(expired) and product_id is not null
    group by product_id
    order by product_id
  loop
    update public.products
    set stock = stock + back.quantity, in_stock = in_stock or stock = 0, updated_at = now()
    where id = back.product_id;
  end loop;
  return cardinality(expired);
end;
$$;

/** Expires every order held past its time (unpaid, or unconfirmed on delivery); run each minute (pg_cron, or the local server). */
create or replace function public.expire_unpaid_orders()
returns integer
language sql
security definer
set search_path = ''
as $$
  select public.expire_orders(array(
    select id from public.orders
    where status in ('pending_payment', 'awaiting_confirmation') and expires_at <= now()
    order by expires_at
    limit 500
    for update skip locked
  ))
$$;

revoke execute on function public.confirm_order_by_phone(uuid, text) from public, anon;
grant execute on function public.confirm_order_by_phone(uuid, text) to authenticated;
