-- The catalogue. Prices are whole Kenyan shillings. Anyone reads; only staff write.

create extension if not exists pg_trgm with schema extensions;

create table public.products (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 3 and 80),
  description text not null default '',
  price integer not null check (price >= 0),
  image text,
  category text not null,
  type text not null,
  brand text,
  in_stock boolean not null default true,
  rating numeric(2, 1) check (rating between 1 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  sizes text[] not null default '{}',
  colors jsonb not null default '[]',
  tags text[] not null default '{}',
  stock integer not null default 0 check (stock >= 0),
  discount integer not null default 0 check (discount between 0 and 80),
  new_arrival boolean not null default false,
  featured boolean not null default false,
  material text,
  art jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.products is 'The live catalogue; content/products is the bundled copy and the seed.';
comment on column public.products.price is 'List price in whole KES, before discount.';

-- The header search matches name, category, brand or description case-insensitively (ilike).
create index products_name_trgm on public.products using gin (name extensions.gin_trgm_ops);
create index products_category_trgm on public.products using gin (category extensions.gin_trgm_ops);
create index products_brand_trgm on public.products using gin (brand extensions.gin_trgm_ops);
create index products_description_trgm on public.products using gin (description extensions.gin_trgm_ops);
create index products_in_stock on public.products (in_stock) where in_stock;

alter table public.products enable row level security;

create policy "Anyone can read products"
  on public.products for select
  to anon, authenticated
  using (true);

create policy "Staff can add products"
  on public.products for insert
  to authenticated
  with check ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Staff can update products"
  on public.products for update
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')))
  with check ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Staff can delete products"
  on public.products for delete
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

grant select on public.products to anon, authenticated;
grant insert, update, delete on public.products to authenticated;
