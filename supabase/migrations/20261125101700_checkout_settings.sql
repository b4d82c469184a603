-- The checkout's abuse limits and holds, in one row that place_order() reads once per call, so a
-- shop tunes them without a release: staff read them, an admin changes them (the table editor of
-- Supabase's dashboard, or SQL). The defaults are set for a small Nairobi shop; each column says why.

create table public.checkout_settings (
  -- One row: the primary key can only be true.
  id boolean primary key default true check (id),
  open_orders_per_phone integer not null default 2 check (open_orders_per_phone between 1 and 50),
  open_orders_per_email integer not null default 2 check (open_orders_per_email between 1 and 50),
  orders_per_address integer not null default 10 check (orders_per_address between 1 and 10000),
  address_window_minutes integer not null default 60 check (address_window_minutes between 1 and 1440),
  receipts_per_recipient_per_hour integer not null default 3
    check (receipts_per_recipient_per_hour between 1 and 100),
  pod_confirm_hours integer not null default 12 check (pod_confirm_hours between 1 and 72),
  unstarted_payment_minutes integer not null default 5 check (unstarted_payment_minutes between 1 and 15),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.checkout_settings is
  'The checkout''s abuse limits and stock holds (one row), read by place_order() once per call.';
comment on column public.checkout_settings.open_orders_per_phone is
  'Orders awaiting payment or a confirmation call one phone number may hold at once. 2: a shopper '
  'may start again with another method while the first waits; a third is hoarding, not shopping.';
comment on column public.checkout_settings.open_orders_per_email is
  'The same per e-mail address, so rotating phone numbers does not get round it.';
comment on column public.checkout_settings.orders_per_address is
  'Orders one client address may place per address_window_minutes. 10 an hour: Safaricom and Airtel '
  'put many phones behind one address (carrier-grade NAT), as do offices and cyber cafés, so this '
  'stops a script, not the shoppers who share an address.';
comment on column public.checkout_settings.address_window_minutes is 'The window of orders_per_address.';
comment on column public.checkout_settings.receipts_per_recipient_per_hour is
  'Receipts (e-mail or SMS) one address or number gets per hour. 3: one order sends one of each, so '
  'a real shopper never meets it; someone else''s orders cannot flood a stranger''s phone.';
comment on column public.checkout_settings.pod_confirm_hours is
  'Hours the shop has to confirm a pay-on-delivery order by phone before it is released and its '
  'stock goes back on sale. 12: an order placed in the evening is still there when the shop opens.';
comment on column public.checkout_settings.unstarted_payment_minutes is
  'Minutes an M-Pesa or card order holds its stock before a payment starts (starting one holds it '
  '15 minutes). 5: the checkout starts the payment at once; a caller that never pays frees it soon.';

insert into public.checkout_settings default values;

/** Stamps who changed the checkout settings, and when. */
create function public.stamp_checkout_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

create trigger checkout_settings_stamp
  before update on public.checkout_settings
  for each row execute function public.stamp_checkout_settings();

alter table public.checkout_settings enable row level security;

create policy "Staff read the checkout settings"
  on public.checkout_settings for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Admins change the checkout settings"
  on public.checkout_settings for update
  to authenticated
  using ((select public.has_role('admin')))
  with check ((select public.has_role('admin')));

-- Staff-only table: a staff member with a verified factor needs aal2 (see 20261124090000_staff_mfa).
create policy "Users with a verified factor need aal2 to reach the checkout settings"
  on public.checkout_settings as restrictive for all
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

-- No insert or delete: the one row stays. Only the limits themselves can be changed.
revoke all on public.checkout_settings from anon, authenticated;
grant select on public.checkout_settings to authenticated;
grant update (
  open_orders_per_phone, open_orders_per_email, orders_per_address, address_window_minutes,
  receipts_per_recipient_per_hour, pod_confirm_hours, unstarted_payment_minutes
) on public.checkout_settings to authenticated;

revoke execute on function public.stamp_checkout_settings() from public, anon, authenticated;
