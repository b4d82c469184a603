-- Placing an order, with the checkout's abuse limits, its stock holds and no commission on an
-- affiliate's own purchase. One body of logic, place_order_internal(), behind two doors:
-- - place_order(request), for callers of the REST API (anon and signed-in shoppers): the order's
--   owner is auth.uid(), its address request_client_address();
-- - place_order_for(request, customer, client_address), for the checkout function only (service
--   role): the function verified the shopper's session itself and passes the address it saw, since
--   its own calls to PostgREST all come from the function's address.
-- The limits come from checkout_settings, read once per call: open orders (awaiting payment or a
-- confirmation call) per phone and per e-mail, and orders per client address in a window; past
-- one, a 429 names it in the shopper's words and the field to change (contact.phone,
-- contact.email; `request` for the address). Pay-on-delivery orders await the shop's call
-- (20261125101800); online orders hold their stock a few minutes until a payment starts.
-- Kept cheap (bench:checkout, 10 shoppers at once): the three turn-taking locks are taken in one
-- statement, the phone's and the e-mail's open orders counted in one look, and place_order() is
-- PL/pgSQL, whose statement plan is kept between calls (an SQL function that is not inlined is
-- planned at every call).

alter table public.orders add column client_address text check (length(client_address) <= 100);

comment on column public.orders.client_address is
  'Where the order was placed from (the last X-Forwarded-For hop), for the per-address limit; null when unknown.';

-- The limits count open orders per phone and e-mail, and recent orders per address.
create index orders_open_by_phone on public.orders (phone)
  where status in ('pending_payment', 'awaiting_confirmation');
create index orders_open_by_email on public.orders (email)
  where status in ('pending_payment', 'awaiting_confirmation');
create index orders_client_address on public.orders (client_address, created_at)
  where client_address is not null;

/** The refusal of an order past the open-order limit of a phone number or e-mail address, in the shopper's words. */
create function public.open_orders_refusal(unpaid integer, unconfirmed integer, contact text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when unconfirmed = 0 then format(
      'You already have %s waiting for payment with this %s. Please pay for %s or wait for %s to expire before placing another.',
      orders, contact, them, them)
    when unpaid = 0 then format(
      'You already have %s waiting for our call to confirm %s with this %s. We will call you soon: please wait for our call before placing another.',
      orders, them, contact)
    else format(
      'You already have %s waiting for payment or for our confirmation call with this %s. Please pay, or wait for our call, before placing another.',
      orders, contact)
  end
  from (
    select case when unpaid + unconfirmed = 1 then '1 order' else (unpaid + unconfirmed) || ' orders' end as orders,
      case when unpaid + unconfirmed = 1 then 'it' else 'them' end as them
  ) as counted
$$;

/**
 * Places an order for `customer` (null: a guest) from the address `placed_from` (null: unknown):
 * place_order() and place_order_for() are its only callers. Every price, fee and commission comes
 * from the database; the limits from checkout_settings.
 */
create function public.place_order_internal(request jsonb, customer uuid, placed_from text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := customer;
  limits public.checkout_settings;
  phone_unpaid integer;
  phone_unconfirmed integer;
  email_unpaid integer;
  email_unconfirmed integer;
  recent integer;
  order_key uuid;
  existing public.orders;
  zone public.delivery_zones;
  method text := request ->> 'payment_method';
  contact_name text := btrim(coalesce(request #>> '{contact,name}', ''));
  contact_email text := lower(btrim(coalesce(request #>> '{contact,email}', '')));
  contact_phone text := public.normalise_phone(request #>> '{contact,phone}');
  address text := btrim(coalesce(request #>> '{delivery,address}', ''));
  town text := btrim(coalesce(request #>> '{delivery,town}', ''));
  country text := btrim(coalesce(request #>> '{delivery,country}', ''));
  notes text := btrim(coalesce(request #>> '{delivery,notes}', ''));
  currency text := coalesce(request ->> 'currency', 'KES');
  line record;
  item public.products;
  quantity numeric;
  size text;
  colour text;
  slugs text[] := '{}';
  product_ids uuid[] := '{}';
  sizes text[] := '{}';
  colours text[] := '{}';
  quantities integer[] := '{}';
  names text[] := '{}';
  prices integer[] := '{}';
  line_count integer;
  subtotal integer := 0;
  fee integer;
  total integer;
  partner public.affiliates;
  affiliate_text text := nullif(btrim(coalesce(request #>> '{affiliate,code}', '')), '');
  affiliate_expiry text := request #>> '{affiliate,expiry}';
  affiliate_until timestamptz;
  commission integer := 0;
  placed public.orders;
  wanted record;
  taken integer;
  at integer;
begin
  if jsonb_typeof(request) is distinct from 'object' then
    perform public.checkout_refuse('request', 'The order could not be read. Please try again.');
  end if;
  if coalesce(request ->> 'idempotency_key', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform public.checkout_refuse('idempotency_key', 'The order could not be read. Please reload the page and try again.');
  end if;
  order_key := (request ->> 'idempotency_key')::uuid;

  -- A retried submission: the order it made, to the same shopper only.
  select * into existing from public.orders where idempotency_key = order_key;
  if found then
    if existing.user_id is distinct from caller then
      perform public.checkout_refuse('idempotency_key', 'This checkout was already used. Please reload the page and try again.', '409');
    end if;
    return public.order_summary(existing, true);
  end if;

  -- Contact.
  if length(contact_name) < 2 or length(contact_name) > 80 then
    perform public.checkout_refuse('contact.name', 'Enter your full name.');
  end if;
  if contact_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(contact_email) > 254 then
    perform public.checkout_refuse('contact.email', 'Enter a valid e-mail address, such as name@example.com.');
  end if;

  -- Delivery.
  select * into zone from public.delivery_zones where id = request #>> '{delivery,zone}' and active;
  if not found then
    perform public.checkout_refuse('delivery.zone', 'Choose where we should deliver your order.');
  end if;
  if zone.kind = 'international' then
    if contact_phone is null then
      perform public.checkout_refuse('contact.phone', 'Enter your phone number with its country code, such as +44 7700 900123.');
    end if;
    if country = '' or lower(country) = 'kenya' then
      perform public.checkout_refuse('delivery.country', 'Enter the country we should ship to.');
    end if;
  else
    if not public.is_kenyan_mobile(contact_phone) then
      perform public.checkout_refuse('contact.phone', 'Enter a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678.');
    end if;
    country := 'Kenya';
  end if;
  if zone.kind <> 'pickup' then
    if length(address) < 3 then
      perform public.checkout_refuse('delivery.address', 'Enter the street, building and house or office number.');
    end if;
    if length(town) < 2 then
      perform public.checkout_refuse('delivery.town', case when zone.kind = 'international' then 'Enter the city or town.' else 'Enter the area or town.' end);
    end if;
  else
    address := '';
    town := 'Nairobi';
  end if;
  if length(address) > 200 then
    perform public.checkout_refuse('delivery.address', 'Keep the address under 200 characters.');
  end if;
  if length(town) > 80 or length(country) > 60 then
    perform public.checkout_refuse(case when length(town) > 80 then 'delivery.town' else 'delivery.country' end, 'That name is too long.');
  end if;
  if length(notes) > 300 then
    perform public.checkout_refuse('delivery.notes', 'Keep the delivery notes under 300 characters.');
  end if;

  if method is null or method not in ('mpesa', 'card', 'pay_on_delivery') then
    perform public.checkout_refuse('payment_method', 'Choose how you would like to pay.');
  end if;
  if method = 'mpesa' and not public.is_kenyan_mobile(contact_phone) then
    perform public.checkout_refuse('contact.phone', 'M-Pesa needs a Kenyan mobile number, such as 0712 345 678.');
  end if;
  if currency not in ('KES', 'USD') then
    currency := 'KES';
  end if;

  -- Limits (checkout_settings): open orders per phone and per e-mail, orders per client address.
  -- Orders of one phone, e-mail or address take turns from here, so two at once cannot both take
  -- the last place; the locks are always taken in this order, so they never deadlock.
  select * into strict limits from public.checkout_settings;
  perform pg_advisory_xact_lock(hashtext('mtindo.order_phone'), hashtext(contact_phone)),
    pg_advisory_xact_lock(hashtext('mtindo.order_email'), hashtext(contact_email)),
    case when placed_from is not null
      then pg_advisory_xact_lock(hashtext('mtindo.order_address'), hashtext(placed_from)) end;
  -- The phone's and the e-mail's open orders in one look (both partial indexes, OR-ed).
  select
    count(*) filter (where phone = contact_phone and status = 'pending_payment'),
    count(*) filter (where phone = contact_phone and status = 'awaiting_confirmation'),
    count(*) filter (where email = contact_email and status = 'pending_payment'),
    count(*) filter (where email = contact_email and status = 'awaiting_confirmation')
  into phone_unpaid, phone_unconfirmed, email_unpaid, email_unconfirmed
  from public.orders
  where (phone = contact_phone or email = contact_email)
    and status in ('pending_payment', 'awaiting_confirmation') and expires_at > now();
  if phone_unpaid + phone_unconfirmed >= limits.open_orders_per_phone then
    perform public.checkout_refuse('contact.phone',
      public.open_orders_refusal(phone_unpaid, phone_unconfirmed, 'phone number'), '429');
  end if;
  if email_unpaid + email_unconfirmed >= limits.open_orders_per_email then
    perform public.checkout_refuse('contact.email',
      public.open_orders_refusal(email_unpaid, email_unconfirmed, 'e-mail address'), '429');
  end if;
  if placed_from is not null then
    select count(*) into recent from public.orders
    where client_address = placed_from and created_at > now() - make_interval(mins => limits.address_window_minutes);
    if recent >= limits.orders_per_address then
      perform public.checkout_refuse('request', format(
        'We have received %s orders from your internet connection in the last %s, the most we take from one connection. Please try again later, or call or WhatsApp us to order.',
        recent,
        case when limits.address_window_minutes = 60 then 'hour'
          when limits.address_window_minutes % 60 = 0 then (limits.address_window_minutes / 60) || ' hours'
          else limits.address_window_minutes || ' minutes' end), '429');
    end if;
  end if;

  -- Lines: each product known and in stock, its options its own, its quantity 1 to 99.
  if jsonb_typeof(request -> 'lines') is distinct from 'array' or jsonb_array_length(request -> 'lines') = 0 then
    perform public.checkout_refuse('lines', 'Your cart is empty.');
  end if;
  if jsonb_array_length(request -> 'lines') > 50 then
    perform public.checkout_refuse('lines', 'An order can hold at most 50 lines. Please place a second order for the rest.');
  end if;
  for line in select value, ordinality as n from jsonb_array_elements(request -> 'lines') with ordinality loop
    if jsonb_typeof(line.value) is distinct from 'object' then
      perform public.checkout_refuse(format('lines.%s', line.n), format('Line %s could not be read. Please remove it and add the product again.', line.n));
    end if;
    select * into item from public.products where slug = coalesce(line.value ->> 'product', line.value ->> 'productId');
    if not found then
      perform public.checkout_refuse(format('lines.%s', line.n), format('Line %s: we no longer sell this product. Please remove it from your cart.', line.n));
    end if;
    quantity := case when jsonb_typeof(line.value -> 'quantity') = 'number' then (line.value ->> 'quantity')::numeric end;
    if quantity is null or quantity <> trunc(quantity) or quantity < 1 or quantity > 99 then
      perform public.checkout_refuse(format('lines.%s.quantity', line.n), format('Line %s (%s): the quantity must be a whole number from 1 to 99.', line.n, item.name));
    end if;
    size := nullif(btrim(coalesce(line.value ->> 'size', '')), '');
    if size is null and cardinality(item.sizes) = 1 then
      size := item.sizes[1];
    elsif size is null and cardinality(item.sizes) > 1 then
      perform public.checkout_refuse(format('lines.%s.size', line.n), format('Line %s (%s): choose a size.', line.n, item.name));
    elsif size is not null then
      size := (select s from unnest(item.sizes) as s where lower(s) = lower(size) limit 1);
      if size is null then
        perform public.checkout_refuse(format('lines.%s.size', line.n), format('Line %s (%s): that size is not available. Choose one of %s.', line.n, item.name, array_to_string(item.sizes, ', ')));
      end if;
    end if;
    colour := nullif(btrim(coalesce(line.value ->> 'colour', '')), '');
    if colour is not null then
      colour := (select c ->> 'name' from jsonb_array_elements(item.colors) as c where lower(c ->> 'name') = lower(colour) limit 1);
      if colour is null then
        perform public.checkout_refuse(format('lines.%s.colour', line.n), format('Line %s (%s): that colour is not available.', line.n, item.name));
      end if;
    elsif jsonb_array_length(item.colors) > 0 then
      colour := item.colors -> 0 ->> 'name';
    end if;
    if not item.in_stock or item.stock < quantity then
      perform public.checkout_refuse(
        format('lines.%s.quantity', line.n),
        case when not item.in_stock or item.stock = 0
          then format('Line %s: %s is out of stock. Please remove it from your cart.', line.n, item.name)
          else format('Line %s: only %s of %s left. Please lower the quantity.', line.n, item.stock, item.name)
        end,
        '409');
    end if;
    slugs := slugs || item.slug;
    product_ids := product_ids || item.id;
    names := names || item.name;
    sizes := sizes || size;
    colours := colours || colour;
    quantities := quantities || quantity::integer;
    prices := prices || public.discounted_price(item.price, item.discount);
    subtotal := subtotal + public.discounted_price(item.price, item.discount) * quantity::integer;
  end loop;
  line_count := cardinality(slugs);

  -- Delivery fee and payment method, from the zone.
  fee := case when zone.free_from_kes is not null and subtotal >= zone.free_from_kes then 0 else zone.fee_kes end;
  total := subtotal + fee;
  if method = 'pay_on_delivery' then
    if zone.pay_on_delivery_max_kes is null then
      perform public.checkout_refuse('payment_method', 'Pay on delivery is available for Nairobi deliveries and showroom pickup only. Please pay by M-Pesa or card.');
    elsif total > zone.pay_on_delivery_max_kes then
      perform public.checkout_refuse('payment_method', format('Pay on delivery is available for orders up to KSh %s. Please pay by M-Pesa or card.', to_char(zone.pay_on_delivery_max_kes, 'FM999,999,999')));
    end if;
  end if;

  -- The affiliate: an active code, held and unexpired, and not the shopper's own — neither the
  -- affiliate's account nor an order whose e-mail or phone is the affiliate's (the account's
  -- e-mail or phone, or the M-Pesa number their payouts go to), signed in or not.
  if affiliate_expiry is not null then
    begin
      affiliate_until := affiliate_expiry::timestamptz;
    exception when others then
      affiliate_until := null;
    end;
  end if;
  if affiliate_text ~ '^[A-Za-z0-9_-]{2,40}$' and (affiliate_expiry is null or affiliate_until > now()) then
    select * into partner from public.affiliates
    where lower(code) = lower(affiliate_text) and status = 'active'
      and (caller is null or user_id is distinct from caller);
    if partner.id is not null and (
      partner.payout_phone = contact_phone
      or exists (
        select 1 from auth.users u
        where u.id = partner.user_id
          and (lower(u.email) = contact_email or public.normalise_phone(u.phone) = contact_phone)
      )
    ) then
      partner := null;
    end if;
    if partner.id is not null then
      commission := round(subtotal * partner.commission_percent / 100);
    end if;
  end if;

  insert into public.orders (
    number, idempotency_key, user_id, status, payment_method, customer_name, email, phone,
    delivery_zone, delivery_zone_name, delivery_days, address, town, country, delivery_notes,
    subtotal_kes, delivery_fee_kes, total_kes, display_currency, affiliate_id, affiliate_code,
    commission_kes, expires_at, client_address
  ) values (
    'MT-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('public.order_number_seq')::text, 6, '0'),
    order_key, caller,
    case when method = 'pay_on_delivery' then 'awaiting_confirmation' else 'pending_payment' end,
    method, contact_name, contact_email, contact_phone,
    zone.id, zone.name, zone.days, address, town, country, notes,
    subtotal, fee, total, currency, partner.id, partner.code, commission,
    -- Pay on delivery: until the shop's confirmation call. Online: until a payment starts
    -- (start_payment() then holds it 15 minutes).
    now() + case when method = 'pay_on_delivery'
      then make_interval(hours => limits.pod_confirm_hours)
      else make_interval(mins => limits.unstarted_payment_minutes) end,
    placed_from
  )
  on conflict (idempotency_key) do nothing
  returning * into placed;
  if placed.id is null then
    -- The same submission, sent twice at once: the first one made the order.
    select * into existing from public.orders where idempotency_key = order_key;
    if existing.user_id is distinct from caller then
      perform public.checkout_refuse('idempotency_key', 'This checkout was already used. Please reload the page and try again.', '409');
    end if;
    return public.order_summary(existing, true);
  end if;

  insert into public.order_lines (order_id, line_no, product_id, product_slug, product_name, size, colour, quantity, unit_price_kes, line_total_kes)
  select placed.id, n, product_ids[n], slugs[n], names[n], sizes[n], colours[n], quantities[n], prices[n], prices[n] * quantities[n]
  from generate_series(1, line_count) as n;

  -- Take the stock, product by product in id order so that concurrent orders never deadlock;
  -- a row another order changed first is read again, so stock never goes below 0.
  for wanted in
    select product_ids[n] as product_id, sum(quantities[n])::integer as quantity, min(n) as first_line
    from generate_series(1, line_count) as n
    group by product_ids[n]
    order by product_ids[n]
  loop
    update public.products
    set stock = stock - wanted.quantity, in_stock = stock - wanted.quantity > 0, updated_at = now()
    where id = wanted.product_id and in_stock and stock >= wanted.quantity
    returning stock into taken;
    if not found then
      select stock into taken from public.products where id = wanted.product_id;
      at := wanted.first_line;
      perform public.checkout_refuse(
        format('lines.%s.quantity', at),
        case when coalesce(taken, 0) = 0
          then format('Line %s: %s has just sold out. Please remove it from your cart.', at, names[at])
          else format('Line %s: only %s of %s left. Please lower the quantity.', at, taken, names[at])
        end,
        '409');
    end if;
  end loop;

  return public.order_summary(placed);
end;
$$;

comment on function public.place_order_internal is
  'The one body of order placement behind place_order() and place_order_for(); not callable through the API.';

/** Places an order as the API's caller: auth.uid() owns it (none for a guest), from request_client_address(). */
create or replace function public.place_order(request jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return public.place_order_internal(request, auth.uid(), public.request_client_address());
end;
$$;

/**
 * Places an order for the checkout function (service role only): `customer` is the shopper the
 * function verified with Auth (null for a guest), `client_address` the caller's address as the
 * function received it (the last X-Forwarded-For hop).
 */
create function public.place_order_for(request jsonb, customer uuid, client_address text)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select public.place_order_internal(request, customer, nullif(left(btrim(client_address), 100), ''))
$$;

comment on function public.place_order_for is
  'place_order() for the checkout function: the shopper it verified and the address it saw; service role only.';

revoke execute on function public.open_orders_refusal(integer, integer, text) from public, anon, authenticated;
revoke execute on function public.place_order_internal(jsonb, uuid, text) from public, anon, authenticated, service_role;
revoke execute on function public.place_order_for(jsonb, uuid, text) from public, anon, authenticated;
grant execute on function public.place_order_for(jsonb, uuid, text) to service_role;
