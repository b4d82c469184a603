-- Where the store delivers and what it costs: the one table of delivery zones and fees that the
-- checkout shows and place_order() charges. Nairobi is delivered the same or next day, each of
-- the other 46 counties by courier, the showroom is a pickup point, and the rest of the world is
-- one international zone. Free delivery follows standing decision 3: in Kenya from KSh 5,000,
-- internationally from KSH 7,500 (of the goods, after discounts). Pay on delivery is offered where
-- pay_on_delivery_max_kes is set, for orders up to that total.

create table public.delivery_zones (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text not null check (kind in ('nairobi', 'county', 'pickup', 'international')),
  name text not null check (length(name) between 2 and 80),
  fee_kes integer not null check (fee_kes >= 0),
  free_from_kes integer check (free_from_kes > 0),
  days text not null,
  pay_on_delivery_max_kes integer check (pay_on_delivery_max_kes > 0),
  sort_order integer not null default 0,
  active boolean not null default true
);

comment on table public.delivery_zones is 'Delivery zones and fees: what the checkout offers and place_order() charges.';
comment on column public.delivery_zones.free_from_kes is 'Goods total (KES, after discounts) from which delivery is free; null: never free.';
comment on column public.delivery_zones.pay_on_delivery_max_kes is 'Largest order total payable on delivery; null: pay on delivery not offered.';

alter table public.delivery_zones enable row level security;

create policy "Anyone can read active delivery zones"
  on public.delivery_zones for select
  to anon, authenticated
  using (active or (select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Admins manage delivery zones"
  on public.delivery_zones for all
  to authenticated
  using ((select public.has_role('admin')))
  with check ((select public.has_role('admin')));

grant select on public.delivery_zones to anon, authenticated;
grant insert, update, delete on public.delivery_zones to authenticated;

insert into public.delivery_zones (id, kind, name, fee_kes, free_from_kes, days, pay_on_delivery_max_kes, sort_order) values
  ('nairobi', 'nairobi', 'Nairobi', 250, 5000, 'Same or next day', 25000, 1),
  ('pickup-westlands', 'pickup', 'Pickup at our showroom, The Mall, Westlands', 0, null, 'Ready the same or next day', 25000, 2),
  ('international', 'international', 'International', 3500, 7500, '5–10 working days', null, 4);

-- The other 46 counties, by how far the courier goes: next to Nairobi, the main towns, and the
-- far north and coast.
insert into public.delivery_zones (id, kind, name, fee_kes, free_from_kes, days, sort_order)
select
  'county-' || regexp_replace(lower(county), '[^a-z]+', '-', 'g'),
  'county',
  county,
  case band when 'near' then 350 when 'town' then 450 else 650 end,
  5000,
  case band when 'near' then '1–2 working days' when 'town' then '1–3 working days' else '2–3 working days' end,
  3
from (values
  ('Baringo', 'town'), ('Bomet', 'town'), ('Bungoma', 'town'), ('Busia', 'town'),
  ('Elgeyo-Marakwet', 'town'), ('Embu', 'town'), ('Garissa', 'far'), ('Homa Bay', 'town'),
  ('Isiolo', 'far'), ('Kajiado', 'near'), ('Kakamega', 'town'), ('Kericho', 'town'),
  ('Kiambu', 'near'), ('Kilifi', 'town'), ('Kirinyaga', 'town'), ('Kisii', 'town'),
  ('Kisumu', 'town'), ('Kitui', 'town'), ('Kwale', 'town'), ('Laikipia', 'town'),
  ('Lamu', 'far'), ('Machakos', 'near'), ('Makueni', 'town'), ('Mandera', 'far'),
  ('Marsabit', 'far'), ('Meru', 'town'), ('Migori', 'town'), ('Mombasa', 'town'),
  ('Murang''a', 'near'), ('Nakuru', 'town'), ('Nandi', 'town'), ('Narok', 'town'),
  ('Nyamira', 'town'), ('Nyandarua', 'town'), ('Nyeri', 'town'), ('Samburu', 'far'),
  ('Siaya', 'town'), ('Taita-Taveta', 'town'), ('Tana River', 'far'), ('Tharaka-Nithi', 'town'),
  ('Trans Nzoia', 'town'), ('Turkana', 'far'), ('Uasin Gishu', 'town'), ('Vihiga', 'town'),
  ('Wajir', 'far'), ('West Pokot', 'far')
) as counties (county, band);
