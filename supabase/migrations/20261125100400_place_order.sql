-- Placing an order: the only way an order is made. place_order() reads the cart's lines (product,
-- size, colour, quantity: whatever else the browser sends, such as a price, is ignored), prices
-- every line, the delivery fee and the affiliate's commission from the database, takes the stock
-- and writes the order, all in one transaction. It runs as the caller (auth.uid() owns the order;
-- none for a guest), is idempotent on the checkout's key, and refuses bad input with a message
-- naming the field or line it concerns (SQLSTATE PT400 → HTTP 400; PT409 → 409 for stock).

/** Refuses a request: the message is for the shopper, the detail names the field (e.g. lines.2.quantity). */
create function public.checkout_refuse(field text, message text, http_status text default '400')
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'PT' || http_status, message = message, detail = field;
end;
$$;

/** "0712 345 678", "254712345678", "+254 712 345 678" → "+254712345678"; null when it is no phone number. */
create function public.normalise_phone(typed text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when digits ~ '^\+[1-9][0-9]{7,14}$' then digits
    when digits ~ '^254[0-9]{9}$' then '+' || digits
    when digits ~ '^0[0-9]{9}$' then '+254' || substr(digits, 2)
  end
  from (select regexp_replace(coalesce(typed, ''), '[\s().-]', '', 'g') as digits) as cleaned
$$;

/** A Kenyan mobile number (Safaricom, Airtel, Telkom: +2547… or +2541…). */
create function public.is_kenyan_mobile(phone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(phone ~ '^\+254[17][0-9]{8}$', false)
$$;

/** The summary of an order that place_order() and the payment functions return. */
create function public.order_summary(o public.orders, replayed boolean default false)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'access_key', o.access_key,
    'status', o.status,
    'payment_method', o.payment_method,
    'subtotal_kes', o.subtotal_kes,
    'delivery_fee_kes', o.delivery_fee_kes,
    'total_kes', o.total_kes,
    'email', o.email,
    'phone', o.phone,
    'affiliate_code', o.affiliate_code,
    'expires_at', o.expires_at,
    'replayed', replayed
  )
$$;

create function public.place_order(request jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
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

  -- The affiliate: an active code, held and unexpired, and not the shopper's own.
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
    if found then
      commission := round(subtotal * partner.commission_percent / 100);
    end if;
  end if;

  insert into public.orders (
    number, idempotency_key, user_id, status, payment_method, customer_name, email, phone,
    delivery_zone, delivery_zone_name, delivery_days, address, town, country, delivery_notes,
    subtotal_kes, delivery_fee_kes, total_kes, display_currency, affiliate_id, affiliate_code,
    commission_kes, expires_at
  ) values (
    'MT-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('public.order_number_seq')::text, 6, '0'),
    order_key, caller,
    case when method = 'pay_on_delivery' then 'confirmed' else 'pending_payment' end,
    method, contact_name, contact_email, contact_phone,
    zone.id, zone.name, zone.days, address, town, country, notes,
    subtotal, fee, total, currency, partner.id, partner.code, commission,
    case when method = 'pay_on_delivery' then null else now() + interval '15 minutes' end
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

comment on function public.place_order is 'Places an order from the cart''s lines; every price, fee and commission comes from the database.';

revoke execute on function public.checkout_refuse(text, text, text) from public, anon, authenticated;
revoke execute on function public.order_summary(public.orders, boolean) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to anon, authenticated;
grant execute on function public.normalise_phone(text) to anon, authenticated;
grant execute on function public.is_kenyan_mobile(text) to anon, authenticated;
