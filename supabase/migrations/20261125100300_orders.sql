-- Orders, their lines and their payments. Rows are written only by the functions of the next
-- migrations (place_order, the payment functions, the expiry): nobody inserts or updates them
-- through the API, so no one changes an order's money. An order and its lines are read by their
-- owner and by staff; a guest reads theirs through order_by_key() with the unguessable key of
-- the order's link. Money is whole KES (standing decision 1).

create sequence public.order_number_seq;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  access_key text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  idempotency_key uuid not null unique,
  user_id uuid references auth.users (id) on delete set null,
  status text not null check (
    status in ('pending_payment', 'paid', 'confirmed', 'expired', 'cancelled', 'shipped', 'delivered', 'refunded', 'needs_refund')
  ),
  payment_method text not null check (payment_method in ('mpesa', 'card', 'pay_on_delivery')),
  customer_name text not null check (length(customer_name) between 2 and 80),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  phone text not null check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  delivery_zone text not null references public.delivery_zones (id),
  delivery_zone_name text not null,
  delivery_days text not null,
  address text not null default '' check (length(address) <= 200),
  town text not null default '' check (length(town) <= 80),
  country text not null default 'Kenya' check (length(country) <= 60),
  delivery_notes text not null default '' check (length(delivery_notes) <= 300),
  subtotal_kes integer not null check (subtotal_kes > 0),
  delivery_fee_kes integer not null check (delivery_fee_kes >= 0),
  total_kes integer not null check (total_kes = subtotal_kes + delivery_fee_kes),
  display_currency text not null default 'KES' check (display_currency in ('KES', 'USD')),
  affiliate_id uuid references public.affiliates (id) on delete set null,
  affiliate_code text,
  commission_kes integer not null default 0 check (commission_kes >= 0),
  expires_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index orders_user_id on public.orders (user_id, created_at desc);
create index orders_awaiting_payment on public.orders (expires_at) where status = 'pending_payment';
create index orders_affiliate_id on public.orders (affiliate_id) where affiliate_id is not null;

comment on table public.orders is 'Orders placed through place_order(); money recomputed on the server.';
comment on column public.orders.access_key is 'The secret of the order''s link, for a guest to follow it.';
comment on column public.orders.idempotency_key is 'Chosen by the browser per checkout: a retried submission returns the same order.';
comment on column public.orders.expires_at is 'An online order unpaid by then expires and gives its stock back.';

create table public.order_lines (
  order_id uuid not null references public.orders (id) on delete cascade,
  line_no integer not null check (line_no >= 1),
  product_id uuid references public.products (id) on delete set null,
  product_slug text not null,
  product_name text not null,
  size text,
  colour text,
  quantity integer not null check (quantity between 1 and 99),
  unit_price_kes integer not null check (unit_price_kes >= 0),
  line_total_kes integer not null check (line_total_kes = unit_price_kes * quantity),
  primary key (order_id, line_no)
);

create index order_lines_product_id on public.order_lines (product_id);

comment on table public.order_lines is 'What an order holds, with the name and price at the time of the order.';

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  provider text not null check (provider in ('mpesa', 'card')),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'expired')),
  amount_kes integer not null check (amount_kes > 0),
  phone text,
  checkout_request_id text unique,
  merchant_request_id text,
  reference text unique,
  receipt text unique,
  result_code text,
  result_desc text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);

create index payments_order_id on public.payments (order_id, created_at desc);

comment on table public.payments is 'Payment attempts: an M-Pesa prompt (checkout_request_id) or a card payment (reference).';
comment on column public.payments.receipt is 'The provider''s receipt: the M-Pesa receipt number or the card transaction id.';

alter table public.orders enable row level security;
alter table public.order_lines enable row level security;
alter table public.payments enable row level security;

create policy "Shoppers read their own orders"
  on public.orders for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Staff read orders"
  on public.orders for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Shoppers read their own order lines"
  on public.order_lines for select
  to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));

create policy "Staff read order lines"
  on public.order_lines for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Shoppers read their own payments"
  on public.payments for select
  to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));

create policy "Staff read payments"
  on public.payments for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

revoke all on public.orders, public.order_lines, public.payments from anon, authenticated;
grant select on public.orders, public.order_lines, public.payments to authenticated;
