-- An affiliate's visits count people, not calls: a visit through a code counts once per client,
-- code and Nairobi day. Before, every call to record_affiliate_visit added one, so a reload, a bot
-- or an affiliate with a script could inflate their figures at will.
--
-- Who has been counted today is kept as a hash of the client's address (request_client_address(),
-- the hop the API gateway recorded) with a salt made at random for the day: enough to recognise
-- the same address again today, nothing that says who it was. The salts and the seen-set live in
-- the `private` schema, which no API role may use (PostgREST exposes only `public`, and not even the
-- service role has usage on `private`); earlier days' rows and salts are deleted by the first visit
-- of a new day and by a nightly job where pg_cron exists, so once a day is over its hashes cannot
-- be tested against candidate addresses. affiliate_visits keeps only the counts, as before.
--
-- A call with no address (a direct SQL call, never an API request, where the gateway always adds
-- one) counts each time: only the database's own roles can make it.

create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Tables no API role may reach: only security-definer functions use them.';

create table private.affiliate_visit_salts (
  day date primary key,
  salt bytea not null
);

comment on table private.affiliate_visit_salts is
  'A random salt per Nairobi day for hashing visitors'' addresses; deleted once the day is over.';

create table private.affiliate_visitors (
  day date not null,
  affiliate_id uuid not null references public.affiliates (id) on delete cascade,
  -- sha256(salt of the day || address): who was counted today, not who they are.
  visitor bytea not null,
  primary key (day, affiliate_id, visitor)
);

create index affiliate_visitors_affiliate_id on private.affiliate_visitors (affiliate_id);

comment on table private.affiliate_visitors is
  'Who has been counted today per affiliate code, as salted hashes of addresses; earlier days are deleted.';

-- No API role has usage on the schema; RLS without policies too, should one ever be given it.
alter table private.affiliate_visit_salts enable row level security;
alter table private.affiliate_visitors enable row level security;
revoke all on all tables in schema private from public;

/** Deletes the salts and seen-sets of days before today (Nairobi): their hashes can no longer be tested. */
create function public.forget_affiliate_visitors()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.affiliate_visitors where day < (now() at time zone 'Africa/Nairobi')::date;
  delete from private.affiliate_visit_salts where day < (now() at time zone 'Africa/Nairobi')::date;
$$;

comment on function public.forget_affiliate_visitors() is
  'Deletes earlier days'' affiliate visitor hashes and their salts; run nightly and by the first visit of a day.';

/**
 * Counts a visit through an active code's link, once per client, code and Nairobi day; unknown
 * and inactive codes count nothing.
 */
create or replace function public.record_affiliate_visit(code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Nairobi')::date;
  address text := public.request_client_address();
  target uuid;
  day_salt bytea;
begin
  if record_affiliate_visit.code !~ '^[A-Za-z0-9_-]{2,40}$' then
    return;
  end if;
  select a.id into target
  from public.affiliates a
  where lower(a.code) = lower(record_affiliate_visit.code) and a.status = 'active';
  if target is null then
    return;
  end if;
  if address is not null then
    -- The day's salt, made by its first visit, which also forgets the days before.
    insert into private.affiliate_visit_salts (day, salt)
    values (today, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
    on conflict (day) do nothing;
    if found then
      perform public.forget_affiliate_visitors();
    end if;
    select s.salt into day_salt from private.affiliate_visit_salts s where s.day = today;
    insert into private.affiliate_visitors (day, affiliate_id, visitor)
    values (today, target, pg_catalog.sha256(day_salt || convert_to(address, 'UTF8')))
    on conflict do nothing;
    if not found then
      return; -- counted already today
    end if;
  end if;
  insert into public.affiliate_visits (affiliate_id, day, visits)
  values (target, today, 1)
  on conflict (affiliate_id, day) do update set visits = public.affiliate_visits.visits + 1;
end;
$$;

comment on function public.record_affiliate_visit(text) is
  'Counts a visit through an active affiliate code once per client (salted address hash), code and Nairobi day.';

revoke execute on function public.forget_affiliate_visitors() from public, anon, authenticated;
revoke execute on function public.record_affiliate_visit(text) from public;
grant execute on function public.record_affiliate_visit(text) to anon, authenticated;

-- Hosted Supabase forgets the day's visitors just after Nairobi midnight (21:05 UTC) with pg_cron;
-- elsewhere the next day's first visit does it. Skipped as the expiry's schedule is (payments).
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'forget-affiliate-visitors is not scheduled: %', sqlerrm;
    return;
  end;
  perform cron.schedule('forget-affiliate-visitors', '5 21 * * *', 'select public.forget_affiliate_visitors()');
end;
$$;
