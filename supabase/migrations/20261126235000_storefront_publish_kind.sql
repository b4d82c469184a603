-- A publish builds the whole site (full: "Publish storefront", or when the site's code changed) or
-- only the pages that changed since the live site (partial: started by staff saving products,
-- see 20261126235100_storefront_changes). pages_built says how many pages it built.

alter table public.storefront_publishes
  add column kind text not null default 'full' check (kind in ('full', 'partial')),
  add column pages_built integer check (pages_built >= 0);

comment on column public.storefront_publishes.kind is
  'full: the whole site built again; partial: only the pages whose content changed, laid over the live site.';
comment on column public.storefront_publishes.pages_built is
  'Pages (and product images) the publish built; a partial publish builds only those that changed.';
