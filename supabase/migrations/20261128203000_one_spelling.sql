-- One spelling in what the database says to people, as the store's pages say it: amounts as
-- "KSH 3,750" (the spec's prefix; some messages said "KSh"), "email" (the spec's word; some said
-- "e-mail"), and a payment method by its name ("M-Pesa", never "mpesa").

create or replace function public.ksh(amount integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'KSH ' || to_char(amount, 'FM999,999,999,990');
$$;

comment on function public.ksh is 'An amount of whole shillings as the store shows it: KSH 3,750.';

/** "M-Pesa", "card", "pay on delivery": a payment method as the admin pages and the export name it. */
create function public.payment_method_label(method text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case method
    when 'mpesa' then 'M-Pesa'
    when 'card' then 'card'
    when 'pay_on_delivery' then 'pay on delivery'
    else replace(method, '_', ' ')
  end;
$$;

comment on function public.payment_method_label is 'A payment method as people read it: M-Pesa, card, pay on delivery.';

-- The export view reads it with the caller's rights, as it reads ksh() and csv_text().
revoke execute on function public.payment_method_label(text) from public;
grant execute on function public.payment_method_label(text) to anon, authenticated;

/**
 * The latest things that happened in the shop, newest first: order events (placed, paid,
 * shipped… and by whom; money owed back and refunds recorded, in their own words), affiliate
 * applications and, for admins, payouts.
 */
create or replace function public.admin_activity(max_items integer default 20)
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
      o.number || case when e.from_status is null then ' placed: ' || public.ksh(o.total_kes)
        || ' by ' || public.payment_method_label(o.payment_method)
          || case when e.note <> '' then ' (' || e.note || ')' else '' end
        -- The status stayed (money owed back, a refund recorded): the note says what happened.
        when e.from_status = e.to_status then ': ' || e.note
        else ' ' || replace(e.from_status, '_', ' ') || ' → ' || replace(e.to_status, '_', ' ')
          || case when e.note <> '' then ' (' || e.note || ')' else '' end end,
      o.id, e.actor_email
     from public.order_events e join public.orders o on o.id = e.order_id
     order by e.at desc limit max_items)
    union all
    (select a.created_at, 'affiliate'::text, 'Affiliate application: ' || a.code, null::uuid, null::text
     from public.affiliates a order by a.created_at desc limit max_items)
    union all
    (select p.paid_at, 'payout'::text,
      'Payout to ' || p.affiliate_code || ': ' || public.ksh(p.amount_kes) || ' (' || p.reference || ')',
      null::uuid, (select email from auth.users where id = p.paid_by)::text
     from public.payouts p where is_admin and p.status = 'paid' order by p.paid_at desc limit max_items)
  ) recent
  order by 1 desc
  limit least(greatest(max_items, 1), 100);
end;
$$;

-- The refusals and messages other functions raise, reworded where they are: each function whose
-- body says "KSh " or "e-mail" is created again from its own definition with the one spelling
-- (checkout's refusals, staff invitations and roles, payouts, stock alerts). Grants, owners and
-- comments stay, as `create or replace` keeps them.
do $$
declare
  target regprocedure;
begin
  for target in
    select p.oid::regprocedure
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f' and p.prosrc ~ '(KSh |[Ee]-mail)'
  loop
    execute replace(replace(replace(pg_get_functiondef(target), 'KSh ', 'KSH '), 'e-mail', 'email'), 'E-mail', 'Email');
  end loop;
end;
$$;

-- The transactions export: amounts headed in KSH, the payment method by its name.
alter view public.order_exports rename column "Goods (KES)" to "Goods (KSH)";
alter view public.order_exports rename column "Delivery fee (KES)" to "Delivery fee (KSH)";
alter view public.order_exports rename column "Total (KES)" to "Total (KSH)";
alter view public.order_exports rename column "Commission (KES)" to "Commission (KSH)";
create or replace view public.order_exports with (security_invoker = true) as
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
  public.payment_method_label(o.payment_method) as "Payment",
  public.csv_text(o.customer_name) as "Customer",
  public.csv_text(o.email) as "Email",
  public.csv_text(o.phone) as "Phone",
  o.delivery_zone_name as "Delivery",
  public.csv_text(o.town) as "Town",
  (select coalesce(sum(l.quantity), 0) from public.order_lines l where l.order_id = o.id)::integer as "Items",
  o.subtotal_kes as "Goods (KSH)",
  o.delivery_fee_kes as "Delivery fee (KSH)",
  o.total_kes as "Total (KSH)",
  public.csv_text(coalesce(o.affiliate_code, '')) as "Affiliate",
  case when o.status in ('cancelled', 'refunded', 'expired', 'needs_refund') then 0 else o.commission_kes end as "Commission (KSH)",
  to_char(o.paid_at at time zone 'Africa/Nairobi', 'YYYY-MM-DD HH24:MI') as "Paid (Nairobi)"
from public.orders o;
