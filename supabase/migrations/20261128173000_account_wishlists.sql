-- A signed-in shopper's wishlist, kept with the account so that it is the same on every device.
-- Signed out, the browser's own list works as before (localStorage `wishlist`); at sign-in the
-- browser's list merges into the account's (nothing lost, no duplicates) and from then on the
-- browser mirrors the account. Products are named by slug, as the storefront names them; a
-- renamed slug follows, a deleted product leaves every wishlist.
create table public.wishlist_items (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_slug text not null references public.products (slug) on update cascade on delete cascade,
  added_at timestamptz not null default now(),
  primary key (user_id, product_slug)
);
comment on table public.wishlist_items is 'Products a signed-in shopper saved; the browser keeps a guest''s list.';
create index wishlist_items_product_slug on public.wishlist_items (product_slug);

alter table public.wishlist_items enable row level security;

create policy "A shopper reads their own wishlist"
  on public.wishlist_items for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "A shopper adds to their own wishlist"
  on public.wishlist_items for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "A shopper removes from their own wishlist"
  on public.wishlist_items for delete
  to authenticated
  using (user_id = (select auth.uid()));

grant select, delete on public.wishlist_items to authenticated;
grant insert (product_slug, added_at) on public.wishlist_items to authenticated;

-- A wishlist is a shopper's list, not a store's: 500 products at most.
create function public.limit_wishlist_size()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.wishlist_items where user_id = new.user_id) >= 500 then
    raise exception 'Your wishlist holds 500 products. Remove some to add more.'
      using errcode = 'PT409', detail = 'wishlist';
  end if;
  return new;
end;
$$;
revoke all on function public.limit_wishlist_size() from public, anon, authenticated;

create trigger wishlist_items_limit
  before insert on public.wishlist_items
  for each row execute function public.limit_wishlist_size();

-- Adds products to the caller's wishlist by slug, in the order given; slugs of products that no
-- longer exist and products already there are passed over, so a browser's list merges in one call.
create function public.add_to_wishlist(product_slugs text[])
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.wishlist_items (product_slug, added_at)
  select p.slug, now() + make_interval(secs => given.position / 1000.0)
  from unnest(add_to_wishlist.product_slugs) with ordinality as given (slug, position)
  join public.products p on p.slug = given.slug
  on conflict (user_id, product_slug) do nothing;
$$;
comment on function public.add_to_wishlist(text[]) is
  'Adds products to the signed-in shopper''s wishlist by slug; unknown slugs and repeats are passed over.';
revoke all on function public.add_to_wishlist(text[]) from public, anon;
grant execute on function public.add_to_wishlist(text[]) to authenticated;

-- The caller's wishlist with what a list shows of each product (its current name and price),
-- oldest first.
create function public.my_wishlist()
returns table (
  slug text,
  name text,
  price integer,
  discount integer,
  image text,
  sizes text[],
  added_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.slug, p.name, p.price, p.discount, p.image, p.sizes, w.added_at
  from public.wishlist_items w
  join public.products p on p.slug = w.product_slug
  where w.user_id = (select auth.uid())
  order by w.added_at, p.slug;
$$;
comment on function public.my_wishlist() is 'The signed-in shopper''s wishlist with each product''s current name and price.';
revoke all on function public.my_wishlist() from public, anon;
grant execute on function public.my_wishlist() to authenticated;
