-- The products table as staff edit it from the admin area: the rules the admin form states
-- (a whole-KES price above 0, a discount of 0 to 90 %), updated_at kept by the database, and the
-- indexes the admin table sorts and pages by, so that its pages stay fast at 10,000 products.

alter table public.products drop constraint products_price_check;
alter table public.products add constraint products_price_check check (price > 0);
alter table public.products drop constraint products_discount_check;
alter table public.products add constraint products_discount_check check (discount between 0 and 90);
alter table public.products add constraint products_description_length check (length(description) <= 2000);
alter table public.products add constraint products_category_set check (length(category) > 0 and length(type) > 0);

/** Stamps a row's updated_at on every update, whoever writes it. */
create function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger products_touch_updated_at
  before update on public.products
  for each row execute function public.touch_updated_at();

-- The admin table's sorts (newest first by default); name and price sort the rest.
create index products_created_at on public.products (created_at desc, id);
create index products_name on public.products (name, id);
create index products_price on public.products (price, id);
create index products_stock on public.products (stock, id);
