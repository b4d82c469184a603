-- The affiliate programme: a signed-in shopper applies with a code of their choice and the M-Pesa
-- number payouts go to; an admin approves or suspends them and sets their commission rate
-- (review_affiliate); visits through ?ref= links are counted per code and day, with nothing
-- about the visitor; an affiliate reads their own figures through my_affiliate().
--
-- Commission, per the programme page: earned on the goods of attributed orders (net of
-- delivery), never on cancelled, refunded or expired orders, and confirmed once the order was
-- delivered and its return window (affiliate_return_days) has passed.

alter table public.affiliates
  add column payout_phone text check (payout_phone ~ '^\+2547[0-9]{8}$|^\+2541[0-9]{8}$'),
  add column audience text not null default '' check (length(audience) <= 500),
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null;

-- One programme membership per account.
create unique index affiliates_one_per_user on public.affiliates (user_id) where user_id is not null;

create trigger affiliates_touch_updated_at
  before update on public.affiliates
  for each row execute function public.touch_updated_at();

create policy "Users with a verified factor need aal2 to reach others' affiliate records"
  on public.affiliates as restrictive for all
  to authenticated
  using (user_id = (select auth.uid()) or (select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

/** The programme's terms: days after delivery before commission is confirmed, and the smallest payout. */
create function public.affiliate_return_days() returns integer language sql immutable set search_path = '' as $$ select 30 $$;
create function public.affiliate_minimum_payout_kes() returns integer language sql immutable set search_path = '' as $$ select 1000 $$;

/**
 * Where an attributed order's commission stands: void (cancelled, refunded, expired, or money
 * owed back), pending (not yet delivered, or within its return window) or confirmed.
 */
create function public.commission_state(o public.orders)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when o.status in ('cancelled', 'refunded', 'expired', 'needs_refund') then 'void'
    when o.status = 'delivered' and o.delivered_at <= now() - make_interval(days => public.affiliate_return_days()) then 'confirmed'
    else 'pending'
  end;
$$;

-- Visits through ?ref= links: a count per code and Nairobi day, nothing about who visited.
create table public.affiliate_visits (
  affiliate_id uuid not null references public.affiliates (id) on delete cascade,
  day date not null,
  visits integer not null default 0 check (visits >= 0),
  primary key (affiliate_id, day)
);

create index affiliate_visits_day on public.affiliate_visits (day);

comment on table public.affiliate_visits is 'Visits through each active code''s links per Nairobi day; no personal data.';

alter table public.affiliate_visits enable row level security;

create policy "Affiliates read their own visits"
  on public.affiliate_visits for select
  to authenticated
  using (exists (select 1 from public.affiliates a where a.id = affiliate_id and a.user_id = (select auth.uid())));

create policy "Staff read affiliate visits"
  on public.affiliate_visits for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

revoke all on public.affiliate_visits from anon, authenticated;
grant select on public.affiliate_visits to authenticated;

/** Counts a visit through an active code's link; unknown and inactive codes count nothing. */
create function public.record_affiliate_visit(code text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.affiliate_visits (affiliate_id, day, visits)
  select a.id, (now() at time zone 'Africa/Nairobi')::date, 1
  from public.affiliates a
  where record_affiliate_visit.code ~ '^[A-Za-z0-9_-]{2,40}$'
    and lower(a.code) = lower(record_affiliate_visit.code) and a.status = 'active'
  on conflict (affiliate_id, day) do update set visits = public.affiliate_visits.visits + 1;
$$;

/**
 * A signed-in shopper applies to the programme (or changes a pending application): the code
 * their links will carry, the M-Pesa number payouts go to, and where they will share. Refusals
 * name their field like place_order's (PT400/PT409, detail = the field).
 */
create function public.apply_affiliate(code text, payout_phone text, audience text default '')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  wanted text := btrim(coalesce(code, ''));
  phone text := public.normalise_phone(payout_phone);
  about text := btrim(coalesce(audience, ''));
  mine public.affiliates;
begin
  if caller is null then
    perform public.checkout_refuse('account', 'Sign in to apply to the affiliate programme.', '401');
  end if;
  if wanted !~ '^[A-Za-z0-9_-]{3,20}$' then
    perform public.checkout_refuse('code', 'Choose a code of 3 to 20 letters, digits, - or _.');
  end if;
  if phone is null or not public.is_kenyan_mobile(phone) then
    perform public.checkout_refuse('payout_phone', 'Enter a Kenyan M-Pesa number, like 0712 345 678.');
  end if;
  if length(about) > 500 then
    perform public.checkout_refuse('audience', 'Keep this under 500 characters.');
  end if;
  select * into mine from public.affiliates where user_id = caller for update;
  if found and mine.status <> 'pending' then
    perform public.checkout_refuse('account', case mine.status
      when 'active' then 'You are already an affiliate: your code is ' || mine.code || '.'
      else 'Your affiliate account is suspended. Please contact us.' end, '409');
  end if;
  if exists (select 1 from public.affiliates where lower(affiliates.code) = lower(wanted) and id is distinct from mine.id) then
    perform public.checkout_refuse('code', 'That code is taken. Please choose another.', '409');
  end if;
  if mine.id is null then
    insert into public.affiliates (code, user_id, status, payout_phone, audience)
    values (wanted, caller, 'pending', phone, about)
    returning * into mine;
  else
    update public.affiliates set code = wanted, payout_phone = phone, audience = about
    where id = mine.id returning * into mine;
  end if;
  return to_jsonb(mine);
exception when unique_violation then
  perform public.checkout_refuse('code', 'That code is taken. Please choose another.', '409');
end;
$$;

/** An admin approves, suspends or re-rates an affiliate; the review is stamped with who and when. */
create function public.review_affiliate(target uuid, next_status text, commission_percent numeric default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.affiliates;
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can review affiliates' using errcode = '42501';
  end if;
  if next_status not in ('pending', 'active', 'suspended') then
    perform public.checkout_refuse('status', 'Choose active, suspended or pending.');
  end if;
  if commission_percent is not null and (commission_percent < 0 or commission_percent > 50) then
    perform public.checkout_refuse('commission_percent', 'The commission rate is 0 to 50 %.');
  end if;
  update public.affiliates set
    status = next_status,
    commission_percent = coalesce(review_affiliate.commission_percent, affiliates.commission_percent),
    reviewed_at = now(),
    reviewed_by = (select auth.uid())
  where id = target
  returning * into a;
  if not found then
    perform public.checkout_refuse('affiliate', 'No such affiliate.', '404');
  end if;
  return to_jsonb(a);
end;
$$;

revoke execute on function public.commission_state(public.orders) from public, anon, authenticated;
revoke execute on function public.apply_affiliate(text, text, text) from public, anon;
revoke execute on function public.review_affiliate(uuid, text, numeric) from public, anon;
grant execute on function public.record_affiliate_visit(text) to anon, authenticated;
grant execute on function public.apply_affiliate(text, text, text) to authenticated;
grant execute on function public.review_affiliate(uuid, text, numeric) to authenticated;
grant execute on function public.affiliate_return_days() to anon, authenticated;
grant execute on function public.affiliate_minimum_payout_kes() to anon, authenticated;
