-- Affiliates: a code that a shopper's ?ref= or ?affiliate= link carries, who owns it, and the
-- commission it earns (10% of the goods, net of delivery, per the affiliate programme page).
-- Codes are matched whatever their case. An affiliate reads their own record; staff read all;
-- admins change them. Orders are attributed through place_order() only.

create table public.affiliates (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code ~ '^[A-Za-z0-9_-]{2,40}$'),
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'active', 'suspended')),
  commission_percent numeric(4, 2) not null default 10 check (commission_percent between 0 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index affiliates_code_key on public.affiliates (lower(code));
create index affiliates_user_id on public.affiliates (user_id);

comment on table public.affiliates is 'Affiliate codes and their commission; only active codes attribute orders.';

alter table public.affiliates enable row level security;

create policy "Affiliates read their own record"
  on public.affiliates for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Staff read affiliates"
  on public.affiliates for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Admins manage affiliates"
  on public.affiliates for all
  to authenticated
  using ((select public.has_role('admin')))
  with check ((select public.has_role('admin')));

grant select on public.affiliates to authenticated;
grant insert, update, delete on public.affiliates to authenticated;
