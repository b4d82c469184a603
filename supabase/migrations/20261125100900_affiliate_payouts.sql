-- Paying affiliates. An admin makes a payout batch up to a date: for each active affiliate, the
-- confirmed commission not yet paid (orders delivered and past their return window by then),
-- less the commission of paid-out orders that were refunded or cancelled since; an affiliate
-- below the minimum payout carries it over. Each payout is paid by M-Pesa B2C (the payouts
-- function: start_payout_transfer / settle_payout_transfer, service role only) or marked paid by
-- hand with the reference of the transfer (mark_payout_paid). A transfer whose result never comes
-- can be recorded by hand after 15 minutes, from the M-Pesa statement; it is never sent twice.
-- Admins only: managers see none of it.

create table public.payout_batches (
  id uuid primary key default gen_random_uuid(),
  period_end date not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.payout_batches is 'A run of affiliate payouts for commission confirmed by period_end.';

create table public.payouts (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null references public.payout_batches (id) on delete cascade,
  affiliate_id uuid not null references public.affiliates (id) on delete restrict,
  affiliate_code text not null,
  amount_kes integer not null check (amount_kes > 0),
  phone text check (phone ~ '^\+254[17][0-9]{8}$'),
  status text not null default 'pending' check (status in ('pending', 'sending', 'paid', 'failed')),
  method text check (method in ('mpesa', 'manual')),
  reference text,
  conversation_id text unique,
  result_desc text,
  paid_at timestamptz,
  paid_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (batch_id, affiliate_id)
);

create index payouts_affiliate_id on public.payouts (affiliate_id, created_at desc);

comment on table public.payouts is 'What one affiliate is paid in a batch; reference is the M-Pesa receipt or the manual transfer''s.';

-- Which orders a payout pays (earn) or takes back (reversal); each at most once of each kind.
create table public.payout_lines (
  payout_id uuid not null references public.payouts (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete restrict,
  kind text not null check (kind in ('earn', 'reversal')),
  amount_kes integer not null check ((kind = 'earn' and amount_kes > 0) or (kind = 'reversal' and amount_kes < 0)),
  primary key (order_id, kind)
);

create index payout_lines_payout_id on public.payout_lines (payout_id);

alter table public.payout_batches enable row level security;
alter table public.payouts enable row level security;
alter table public.payout_lines enable row level security;

create policy "Admins read payout batches"
  on public.payout_batches for select to authenticated using ((select public.has_role('admin')));
create policy "Admins read payouts"
  on public.payouts for select to authenticated using ((select public.has_role('admin')));
create policy "Affiliates read their own payouts"
  on public.payouts for select to authenticated
  using (exists (select 1 from public.affiliates a where a.id = affiliate_id and a.user_id = (select auth.uid())));
create policy "Admins read payout lines"
  on public.payout_lines for select to authenticated using ((select public.has_role('admin')));

create policy "Users with a verified factor need aal2 to reach payout batches"
  on public.payout_batches as restrictive for all to authenticated
  using ((select public.is_mfa_satisfied())) with check ((select public.is_mfa_satisfied()));
create policy "Users with a verified factor need aal2 to reach others' payouts"
  on public.payouts as restrictive for all to authenticated
  using ((select public.is_mfa_satisfied())
    or exists (select 1 from public.affiliates a where a.id = affiliate_id and a.user_id = (select auth.uid())))
  with check ((select public.is_mfa_satisfied()));
create policy "Users with a verified factor need aal2 to reach payout lines"
  on public.payout_lines as restrictive for all to authenticated
  using ((select public.is_mfa_satisfied())) with check ((select public.is_mfa_satisfied()));

revoke all on public.payout_batches, public.payouts, public.payout_lines from anon, authenticated;
grant select on public.payout_batches, public.payouts, public.payout_lines to authenticated;

create trigger payouts_touch_updated_at
  before update on public.payouts
  for each row execute function public.touch_updated_at();

/**
 * What each affiliate is owed by a date: earn lines for confirmed commission not yet in a
 * payout, and reversal lines for paid-out orders since voided. Internal to the payout functions.
 */
create function public.commission_due_lines(cutoff timestamptz)
returns table (affiliate_id uuid, order_id uuid, kind text, amount_kes integer)
language sql
stable
set search_path = ''
as $$
  select o.affiliate_id, o.id, 'earn', o.commission_kes
  from public.orders o
  where o.affiliate_id is not null and o.commission_kes > 0 and o.status = 'delivered'
    and o.delivered_at <= cutoff - make_interval(days => public.affiliate_return_days())
    and not exists (select 1 from public.payout_lines l where l.order_id = o.id and l.kind = 'earn')
  union all
  select o.affiliate_id, o.id, 'reversal', -l.amount_kes
  from public.orders o
  join public.payout_lines l on l.order_id = o.id and l.kind = 'earn'
  where o.status in ('cancelled', 'refunded', 'needs_refund')
    and not exists (select 1 from public.payout_lines r where r.order_id = o.id and r.kind = 'reversal');
$$;

/**
 * The programme's figures per affiliate: visits and attributed orders placed in [period_start,
 * period_end] (Nairobi days), the commission they earned (voided orders excluded), and, as of
 * now, what is pending, due (what a batch made today would pay) and paid. Admins only.
 */
create function public.affiliate_commission_report(period_start date, period_end date)
returns table (
  affiliate_id uuid, code text, status text, commission_percent numeric, email text, payout_phone text,
  visits integer, orders integer, sales_kes integer, earned_kes integer,
  pending_kes integer, due_kes integer, paid_kes integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  start_at timestamptz := period_start::timestamp at time zone 'Africa/Nairobi';
  end_at timestamptz := (period_end + 1)::timestamp at time zone 'Africa/Nairobi';
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can read commission' using errcode = '42501';
  end if;
  return query
  select a.id, a.code, a.status, a.commission_percent, u.email::text, a.payout_phone,
    coalesce((select sum(v.visits) from public.affiliate_visits v
      where v.affiliate_id = a.id and v.day between period_start and period_end), 0)::integer,
    (select count(*) from public.orders o where o.affiliate_id = a.id
      and o.created_at >= start_at and o.created_at < end_at and o.status <> 'expired')::integer,
    coalesce((select sum(o.subtotal_kes) from public.orders o where o.affiliate_id = a.id
      and o.created_at >= start_at and o.created_at < end_at and public.commission_state(o) <> 'void'), 0)::integer,
    coalesce((select sum(o.commission_kes) from public.orders o where o.affiliate_id = a.id
      and o.created_at >= start_at and o.created_at < end_at and public.commission_state(o) <> 'void'), 0)::integer,
    coalesce((select sum(o.commission_kes) from public.orders o where o.affiliate_id = a.id
      and public.commission_state(o) = 'pending'), 0)::integer,
    coalesce((select sum(d.amount_kes) from public.commission_due_lines(now()) d where d.affiliate_id = a.id), 0)::integer,
    coalesce((select sum(p.amount_kes) from public.payouts p where p.affiliate_id = a.id and p.status = 'paid'), 0)::integer
  from public.affiliates a
  left join auth.users u on u.id = a.user_id
  order by a.status = 'pending' desc, a.code;
end;
$$;

/**
 * Makes a payout batch for commission confirmed by the end of period_end (Nairobi) — or by now,
 * when period_end is today — for active affiliates whose balance reaches the minimum; the rest
 * carries over. Admins only.
 */
create function public.create_payout_batch(period_end date)
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

/** An admin records a payout made outside the store (or a transfer whose result never came) with its reference. */
create function public.mark_payout_paid(payout_id uuid, reference text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payouts;
  ref text := btrim(coalesce(reference, ''));
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can pay affiliates' using errcode = '42501';
  end if;
  if ref !~ '^[A-Za-z0-9 ./_-]{4,60}$' then
    perform public.checkout_refuse('reference', 'Enter the transfer''s reference (4 to 60 letters and digits).');
  end if;
  select * into p from public.payouts where id = payout_id for update;
  if not found then
    perform public.checkout_refuse('payout', 'No such payout.', '404');
  end if;
  if p.status = 'paid' then
    perform public.checkout_refuse('payout', 'This payout is already paid (' || p.reference || ').', '409');
  end if;
  if p.status = 'sending' and p.updated_at > now() - interval '15 minutes' then
    perform public.checkout_refuse('payout',
      'An M-Pesa transfer of this payout is under way. Wait for its result, or after 15 minutes check your M-Pesa statement and record it here.', '409');
  end if;
  update public.payouts set status = 'paid', method = 'manual', reference = ref, paid_at = now(),
    paid_by = (select auth.uid()), result_desc = null
  where id = p.id returning * into p;
  return to_jsonb(p);
end;
$$;

/** The payouts function starts an M-Pesa transfer: pending or failed → sending. Service role only. */
create function public.start_payout_transfer(payout_id uuid, requested_by uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payouts;
begin
  select * into p from public.payouts where id = payout_id for update;
  if not found then
    perform public.checkout_refuse('payout', 'No such payout.', '404');
  end if;
  if p.status not in ('pending', 'failed') then
    perform public.checkout_refuse('payout', case p.status
      when 'paid' then 'This payout is already paid.' else 'A transfer of this payout is under way.' end, '409');
  end if;
  if p.phone is null then
    perform public.checkout_refuse('phone', 'This affiliate has no M-Pesa number. Mark it paid by hand instead.', '409');
  end if;
  update public.payouts set status = 'sending', method = 'mpesa', paid_by = requested_by, result_desc = null
  where id = p.id returning * into p;
  return to_jsonb(p);
end;
$$;

/** Records the request id of a started transfer, so its result can be matched. Service role only. */
create function public.attach_payout_transfer(payout_id uuid, conversation_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payouts set conversation_id = attach_payout_transfer.conversation_id where id = payout_id;
$$;

/** Settles an M-Pesa transfer with its result; a repeated result changes nothing. Service role only. */
create function public.settle_payout_transfer(payout_id uuid, succeeded boolean, receipt text, result_desc text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payouts;
begin
  select * into p from public.payouts where id = payout_id for update;
  if not found then
    perform public.checkout_refuse('payout', 'No such payout.', '404');
  end if;
  if p.status = 'sending' then
    update public.payouts set
      status = case when succeeded then 'paid' else 'failed' end,
      reference = case when succeeded then nullif(receipt, '') else reference end,
      paid_at = case when succeeded then now() end,
      result_desc = settle_payout_transfer.result_desc
    where id = p.id returning * into p;
  end if;
  return to_jsonb(p);
end;
$$;

revoke execute on function public.commission_due_lines(timestamptz) from public, anon, authenticated;
revoke execute on function public.affiliate_commission_report(date, date) from public, anon;
revoke execute on function public.create_payout_batch(date) from public, anon;
revoke execute on function public.mark_payout_paid(uuid, text) from public, anon;
revoke execute on function public.start_payout_transfer(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.attach_payout_transfer(uuid, text) from public, anon, authenticated;
revoke execute on function public.settle_payout_transfer(uuid, boolean, text, text) from public, anon, authenticated;
grant execute on function public.affiliate_commission_report(date, date) to authenticated;
grant execute on function public.create_payout_batch(date) to authenticated;
grant execute on function public.mark_payout_paid(uuid, text) to authenticated;
