-- Paying for an order, and following it. The payment functions are for the server only (the
-- checkout and payment edge functions, with the service role): a payment is started for an
-- order's own total, and settled only after the provider confirmed it. An online order left
-- unpaid for 15 minutes expires and gives its stock back. A guest follows an order through
-- order_by_key() with the key of its link.

/**
 * Starts a payment of an order that awaits one, for the order's total; the method may change. An
 * M-Pesa prompt goes to `phone` (any way a Kenyan writes it), else to the order's phone.
 */
create function public.start_payment(order_id uuid, provider text, phone text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  payment_id uuid;
begin
  if provider is null or provider not in ('mpesa', 'card') then
    perform public.checkout_refuse('payment_method', 'Choose M-Pesa or card.');
  end if;
  select * into o from public.orders where id = order_id for update;
  if not found then
    perform public.checkout_refuse('order', 'We could not find this order.', '404');
  end if;
  if o.status = 'pending_payment' and o.expires_at <= now() then
    perform public.expire_orders(array[o.id]);
    o.status := 'expired';
  end if;
  if o.status <> 'pending_payment' then
    perform public.checkout_refuse('order', case o.status
      when 'expired' then 'This order expired before it was paid, and its items went back on sale. Please place it again.'
      when 'paid' then 'This order is already paid.'
      else 'This order does not need paying online.' end, '409');
  end if;
  phone := public.normalise_phone(coalesce(phone, o.phone));
  if provider = 'mpesa' and not public.is_kenyan_mobile(phone) then
    perform public.checkout_refuse('contact.phone', 'M-Pesa needs a Kenyan mobile number, such as 0712 345 678.');
  end if;
  update public.orders set payment_method = provider, updated_at = now() where id = o.id;
  insert into public.payments (order_id, provider, amount_kes, phone)
  values (o.id, provider, o.total_kes, case when provider = 'mpesa' then phone end)
  returning id into payment_id;
  return jsonb_build_object(
    'payment_id', payment_id,
    'amount_kes', o.total_kes,
    'number', o.number,
    'email', o.email,
    'access_key', o.access_key,
    'phone', phone
  );
end;
$$;

/** Records the provider's identifiers of a started payment (M-Pesa's request ids, a card reference). */
create function public.attach_payment_request(
  payment_id uuid,
  checkout_request_id text default null,
  merchant_request_id text default null,
  reference text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payments
  set checkout_request_id = coalesce(attach_payment_request.checkout_request_id, payments.checkout_request_id),
      merchant_request_id = coalesce(attach_payment_request.merchant_request_id, payments.merchant_request_id),
      reference = coalesce(attach_payment_request.reference, payments.reference),
      updated_at = now()
  where id = payment_id
$$;

/** Expires unpaid orders and gives their stock back, products locked in id order. */
create function public.expire_orders(expiring uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired uuid[];
  back record;
begin
  with changed as (
    update public.orders set status = 'expired', expires_at = least(expires_at, now()), updated_at = now()
    where id = any(expiring) and status = 'pending_payment'
    returning id
  )
  select array_agg(id) into expired from changed;
  if expired is null then
    return 0;
  end if;
  update public.payments set status = 'expired', updated_at = now()
  where order_id = any(expired) and status = 'pending';
  -- A product that sold out is in stock again.
  for back in
    select product_id, sum(quantity)::integer as quantity
    from public.order_lines
    where order_id = any(expired) and product_id is not null
    group by product_id
    order by product_id
  loop
    update public.products
    set stock = stock + back.quantity, in_stock = in_stock or stock = 0, updated_at = now()
    where id = back.product_id;
  end loop;
  return cardinality(expired);
end;
$$;

/** Expires every online order unpaid past its time; run each minute (pg_cron, or the local server). */
create function public.expire_unpaid_orders()
returns integer
language sql
security definer
set search_path = ''
as $$
  select public.expire_orders(array(
    select id from public.orders
    where status = 'pending_payment' and expires_at <= now()
    order by expires_at
    limit 500
    for update skip locked
  ))
$$;

/**
 * Settles a payment once the provider confirmed the outcome. Paid: the amount must be the
 * payment's own; the order is paid (an order that expired meanwhile takes its stock again, or
 * needs a refund when it is gone). A payment settled before changes nothing, so a repeated
 * callback is harmless. `changed` says whether this call settled it.
 */
create function public.settle_payment(
  payment_id uuid,
  outcome text,
  amount_kes integer default null,
  receipt text default null,
  result_code text default null,
  result_desc text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payments;
  o public.orders;
  retaken boolean := true;
  wanted record;
begin
  if outcome not in ('paid', 'failed') then
    raise exception 'outcome must be paid or failed' using errcode = '22023';
  end if;
  select * into p from public.payments where id = payment_id;
  if not found then
    perform public.checkout_refuse('payment', 'Unknown payment.', '404');
  end if;
  select * into o from public.orders where id = p.order_id for update;
  select * into p from public.payments where id = payment_id for update;
  if p.status in ('paid', 'failed') then
    -- A query confirmed the payment first; the callback that follows brings its receipt number.
    if p.status = 'paid' and outcome = 'paid' and p.receipt is null and nullif(receipt, '') is not null then
      update public.payments set receipt = settle_payment.receipt, updated_at = now() where id = p.id;
    end if;
    return jsonb_build_object('changed', false, 'payment_status', p.status, 'order', public.order_summary(o));
  end if;

  if outcome = 'failed' then
    update public.payments
    set status = 'failed', result_code = settle_payment.result_code, result_desc = settle_payment.result_desc, updated_at = now()
    where id = p.id;
    return jsonb_build_object('changed', true, 'payment_status', 'failed', 'order', public.order_summary(o));
  end if;

  if amount_kes is distinct from p.amount_kes then
    raise exception 'paid amount % does not match the payment''s %', amount_kes, p.amount_kes using errcode = '22023';
  end if;
  update public.payments
  set status = 'paid', receipt = nullif(settle_payment.receipt, ''), result_code = settle_payment.result_code,
      result_desc = settle_payment.result_desc, paid_at = now(), updated_at = now()
  where id = p.id;

  if o.status = 'expired' then
    -- Paid after its time: take the stock again if it is all still there.
    for wanted in
      select product_id, sum(quantity)::integer as quantity from public.order_lines
      where order_id = o.id and product_id is not null group by product_id order by product_id
    loop
      perform 1 from public.products where id = wanted.product_id and in_stock and stock >= wanted.quantity for update;
      retaken := retaken and found;
    end loop;
    if retaken then
      update public.products p2
      set stock = p2.stock - l.quantity, in_stock = p2.stock - l.quantity > 0, updated_at = now()
      from (select product_id, sum(quantity)::integer as quantity from public.order_lines
            where order_id = o.id and product_id is not null group by product_id) as l
      where p2.id = l.product_id;
    end if;
    update public.orders set status = case when retaken then 'paid' else 'needs_refund' end,
      paid_at = now(), updated_at = now()
    where id = o.id returning * into o;
  elsif o.status = 'pending_payment' then
    update public.orders set status = 'paid', paid_at = now(), expires_at = null, updated_at = now()
    where id = o.id returning * into o;
  end if;
  return jsonb_build_object('changed', true, 'payment_status', 'paid', 'order', public.order_summary(o));
end;
$$;

/** An order, its lines and its latest payment, for whoever holds the key of its link. */
create function public.order_by_key(key text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  if key is null or key !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select * into o from public.orders where access_key = key;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'status', o.status,
    'payment_method', o.payment_method,
    'customer_name', o.customer_name,
    'email', o.email,
    'phone', o.phone,
    'delivery_zone', o.delivery_zone,
    'delivery_zone_name', o.delivery_zone_name,
    'delivery_days', o.delivery_days,
    'address', o.address,
    'town', o.town,
    'country', o.country,
    'subtotal_kes', o.subtotal_kes,
    'delivery_fee_kes', o.delivery_fee_kes,
    'total_kes', o.total_kes,
    'display_currency', o.display_currency,
    'affiliate_code', o.affiliate_code,
    'expires_at', o.expires_at,
    'paid_at', o.paid_at,
    'created_at', o.created_at,
    'lines', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'product_slug', l.product_slug, 'product_name', l.product_name, 'size', l.size,
        'colour', l.colour, 'quantity', l.quantity, 'unit_price_kes', l.unit_price_kes,
        'line_total_kes', l.line_total_kes) order by l.line_no), '[]'::jsonb)
      from public.order_lines l where l.order_id = o.id
    ),
    'payment', (
      select jsonb_build_object('provider', p.provider, 'status', p.status, 'result_desc', p.result_desc, 'receipt', p.receipt)
      from public.payments p where p.order_id = o.id order by p.created_at desc limit 1
    )
  );
end;
$$;

comment on function public.order_by_key is 'The order of a link''s key, or null: how a guest follows an order.';

revoke execute on function public.start_payment(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.attach_payment_request(uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.expire_orders(uuid[]) from public, anon, authenticated;
revoke execute on function public.expire_unpaid_orders() from public, anon, authenticated;
revoke execute on function public.settle_payment(uuid, text, integer, text, text, text) from public, anon, authenticated;
grant execute on function public.order_by_key(text) to anon, authenticated;

-- Hosted Supabase runs the expiry each minute with pg_cron, in pg_catalog as hosted installs it.
-- A server without pg_cron skips it (the local server expires orders itself); one that runs
-- pg_cron from another database (cron.database_name) skips it with a notice.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'expire-unpaid-orders is not scheduled: %', sqlerrm;
    return;
  end;
  perform cron.schedule('expire-unpaid-orders', '* * * * *', 'select public.expire_unpaid_orders()');
end;
$$;
