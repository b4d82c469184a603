-- The admin overview's figures, computed in the database so the browser never downloads the
-- orders: sales, orders and average order value over 7, 30 or 90 Nairobi days with the period
-- before for comparison, a series a day for the charts, affiliate visits and conversions, top
-- products, low stock and what waits for staff; and the recent activity list. Staff only.

/** Statuses of an order that counts as a sale (paid, or confirmed to be paid on delivery). */
create function public.is_sale(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status in ('paid', 'confirmed', 'shipped', 'delivered');
$$;

/** The overview of the last `days` Nairobi days (7, 30 or 90), today included. */
create function public.admin_overview(days integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Nairobi')::date;
  first_day date := today - (days - 1);
  start_at timestamptz := first_day::timestamp at time zone 'Africa/Nairobi';
  before_at timestamptz := (first_day - days)::timestamp at time zone 'Africa/Nairobi';
  result jsonb;
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can read the overview' using errcode = '42501';
  end if;
  if days is null or days not in (7, 30, 90) then
    perform public.checkout_refuse('days', 'Choose 7, 30 or 90 days.');
  end if;
  with sales as (
    select o.id, o.total_kes, o.affiliate_id, (o.created_at at time zone 'Africa/Nairobi')::date as day,
      o.created_at >= start_at as current
    from public.orders o
    where o.created_at >= before_at and public.is_sale(o.status)
  ),
  daily as (
    select d::date as day,
      coalesce((select sum(s.total_kes) from sales s where s.day = d::date), 0)::integer as revenue_kes,
      (select count(*) from sales s where s.day = d::date)::integer as orders,
      coalesce((select sum(v.visits) from public.affiliate_visits v where v.day = d::date), 0)::integer as visits
    from generate_series(first_day, today, interval '1 day') as d
  )
  select jsonb_build_object(
    'days', days,
    'from', first_day,
    'to', today,
    'revenue_kes', coalesce((select sum(total_kes) from sales where current), 0),
    'orders', (select count(*) from sales where current),
    'average_order_kes', coalesce((select round(avg(total_kes)) from sales where current), 0),
    'previous', jsonb_build_object(
      'revenue_kes', coalesce((select sum(total_kes) from sales where not current), 0),
      'orders', (select count(*) from sales where not current)),
    'affiliate_visits', coalesce((select sum(visits) from public.affiliate_visits where day >= first_day), 0),
    'affiliate_orders', (select count(*) from sales where current and affiliate_id is not null),
    'series', (select jsonb_agg(to_jsonb(daily) order by day) from daily),
    'top_products', coalesce((select jsonb_agg(t) from (
      select l.product_slug as slug, max(l.product_name) as name,
        sum(l.quantity)::integer as units, sum(l.line_total_kes)::integer as revenue_kes
      from public.order_lines l join sales s on s.id = l.order_id and s.current
      group by l.product_slug order by units desc, revenue_kes desc limit 5) t), '[]'::jsonb),
    'low_stock', coalesce((select jsonb_agg(t) from (
      select p.id, p.slug, p.name, p.stock, p.in_stock from public.products p
      where p.stock <= 5 order by p.stock, p.name limit 8) t), '[]'::jsonb),
    'low_stock_count', (select count(*) from public.products where stock <= 5),
    'to_ship', (select count(*) from public.orders where status in ('paid', 'confirmed')),
    'needs_refund', (select count(*) from public.orders where status = 'needs_refund'),
    'affiliate_applications', (select count(*) from public.affiliates where status = 'pending')
  ) into result;
  return result;
end;
$$;

/**
 * The latest things that happened in the shop, newest first: order events (placed, paid,
 * shipped… and by whom), affiliate applications and, for admins, payouts.
 */
create function public.admin_activity(max_items integer default 20)
returns table (at timestamptz, kind text, summary text, order_id uuid, actor text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  is_admin boolean := (select public.has_role('admin'));
begin
  if not (is_admin or (select public.has_role('manager'))) then
    raise exception 'Only staff can read the activity' using errcode = '42501';
  end if;
  return query
  select * from (
    (select e.at, 'order'::text,
      o.number || case when e.from_status is null then ' placed: KSh ' || to_char(o.total_kes, 'FM999,999,999')
        || ' by ' || replace(o.payment_method, '_', ' ')
        else ' ' || replace(e.from_status, '_', ' ') || ' → ' || replace(e.to_status, '_', ' ') end
        || case when e.note <> '' then ' (' || e.note || ')' else '' end,
      o.id, e.actor_email
     from public.order_events e join public.orders o on o.id = e.order_id
     order by e.at desc limit max_items)
    union all
    (select a.created_at, 'affiliate'::text, 'Affiliate application: ' || a.code, null::uuid, null::text
     from public.affiliates a order by a.created_at desc limit max_items)
    union all
    (select p.paid_at, 'payout'::text,
      'Payout to ' || p.affiliate_code || ': KSh ' || to_char(p.amount_kes, 'FM999,999,999') || ' (' || p.reference || ')',
      null::uuid, (select email from auth.users where id = p.paid_by)::text
     from public.payouts p where is_admin and p.status = 'paid' order by p.paid_at desc limit max_items)
  ) recent
  order by 1 desc
  limit least(greatest(max_items, 1), 100);
end;
$$;

revoke execute on function public.admin_overview(integer) from public, anon;
revoke execute on function public.admin_activity(integer) from public, anon;
grant execute on function public.admin_overview(integer) to authenticated;
grant execute on function public.admin_activity(integer) to authenticated;
grant execute on function public.is_sale(text) to authenticated;
