-- A payout batch made with today as its period_end paid orders whose return window was still
-- open: the cutoff was the end of today, so an order delivered 29½ days ago (its window closing
-- later today) was paid while commission_state() and the report still called it pending. The
-- cutoff is now the end of period_end or now, whichever comes first. Only the cutoff changes;
-- create or replace keeps the function's grants.

/**
 * Makes a payout batch for commission confirmed by the end of period_end (Nairobi) — or by now,
 * when period_end is today — for active affiliates whose balance reaches the minimum; the rest
 * carries over. Admins only.
 */
create or replace function public.create_payout_batch(period_end date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The end of period_end, but never later than now: an order's return window must have passed.
  cutoff timestamptz := least((period_end + 1)::timestamp at time zone 'Africa/Nairobi', now());
  batch public.payout_batches;
  owed record;
  payout public.payouts;
  made integer := 0;
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can make payouts' using errcode = '42501';
  end if;
  if period_end is null or period_end > (now() at time zone 'Africa/Nairobi')::date then
    perform public.checkout_refuse('period_end', 'Choose a date no later than today.');
  end if;
  -- One batch at a time: two admins pressing at once must not pay an order twice.
  lock table public.payout_lines in share row exclusive mode;
  insert into public.payout_batches (period_end, created_by) values (period_end, (select auth.uid()))
  returning * into batch;
  for owed in
    select d.affiliate_id, a.code, a.payout_phone, sum(d.amount_kes)::integer as total
    from public.commission_due_lines(cutoff) d
    join public.affiliates a on a.id = d.affiliate_id and a.status = 'active'
    group by d.affiliate_id, a.code, a.payout_phone
    having sum(d.amount_kes) >= public.affiliate_minimum_payout_kes()
    order by a.code
  loop
    insert into public.payouts (batch_id, affiliate_id, affiliate_code, amount_kes, phone)
    values (batch.id, owed.affiliate_id, owed.code, owed.total, owed.payout_phone)
    returning * into payout;
    insert into public.payout_lines (payout_id, order_id, kind, amount_kes)
    select payout.id, d.order_id, d.kind, d.amount_kes
    from public.commission_due_lines(cutoff) d where d.affiliate_id = owed.affiliate_id;
    made := made + 1;
  end loop;
  if made = 0 then
    perform public.checkout_refuse('period_end', format(
      'No active affiliate has KSh %s or more of confirmed commission by %s.',
      to_char(public.affiliate_minimum_payout_kes(), 'FM999,999,999'), to_char(period_end, 'DD Mon YYYY')), '409');
  end if;
  return jsonb_build_object('batch', to_jsonb(batch), 'payouts',
    (select jsonb_agg(to_jsonb(p) order by p.affiliate_code) from public.payouts p where p.batch_id = batch.id));
end;
$$;
