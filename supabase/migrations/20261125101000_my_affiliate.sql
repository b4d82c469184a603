-- What an affiliate sees of their own programme in /account: their code and its state, the
-- visits their links brought, the orders attributed to them (amounts and states only, nothing
-- about the shopper), commission pending, confirmed and paid, and their payouts.

/** The caller's affiliate record and figures, or null when they have not applied. */
create function public.my_affiliate()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  a public.affiliates;
  today date := (now() at time zone 'Africa/Nairobi')::date;
begin
  select * into a from public.affiliates where user_id = (select auth.uid());
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'id', a.id,
    'code', a.code,
    'status', a.status,
    'commission_percent', a.commission_percent,
    'payout_phone', a.payout_phone,
    'audience', a.audience,
    'created_at', a.created_at,
    'return_days', public.affiliate_return_days(),
    'minimum_payout_kes', public.affiliate_minimum_payout_kes(),
    'visits', coalesce((select sum(visits) from public.affiliate_visits where affiliate_id = a.id), 0),
    'visits_30_days', coalesce((select sum(visits) from public.affiliate_visits
      where affiliate_id = a.id and day > today - 30), 0),
    'orders', (select count(*) from public.orders o where o.affiliate_id = a.id and o.status <> 'expired'),
    'pending_kes', coalesce((select sum(o.commission_kes) from public.orders o
      where o.affiliate_id = a.id and public.commission_state(o) = 'pending'), 0),
    'due_kes', coalesce((select sum(d.amount_kes) from public.commission_due_lines(now()) d
      where d.affiliate_id = a.id), 0),
    'paid_kes', coalesce((select sum(p.amount_kes) from public.payouts p
      where p.affiliate_id = a.id and p.status = 'paid'), 0),
    'recent_orders', coalesce((select jsonb_agg(r order by r.placed_at desc) from (
      select o.created_at as placed_at, o.subtotal_kes as goods_kes,
        case when public.commission_state(o) = 'void' then 0 else o.commission_kes end as commission_kes,
        public.commission_state(o) as state
      from public.orders o
      where o.affiliate_id = a.id and o.status <> 'expired'
      order by o.created_at desc limit 20) r), '[]'::jsonb),
    'payouts', coalesce((select jsonb_agg(jsonb_build_object(
        'id', p.id, 'amount_kes', p.amount_kes, 'status', p.status, 'reference', p.reference,
        'created_at', p.created_at, 'paid_at', p.paid_at) order by p.created_at desc)
      from public.payouts p where p.affiliate_id = a.id), '[]'::jsonb)
  );
end;
$$;

revoke execute on function public.my_affiliate() from public, anon;
grant execute on function public.my_affiliate() to authenticated;
