-- Money paid twice is owed back, never kept in silence. A payment that lands on an order that no
-- longer awaited it — already paid (by another payment, or marked paid by hand), shipped,
-- delivered, refunded or already owed a refund; cancelled; or expired with its stock sold since —
-- is marked owed back on the payment itself (`refund_due_at`), so the order keeps its status (the
-- goods are still owed to a shopper who paid twice), and the order's trail says how much and which
-- receipt. The order's page lists what is owed back and what was refunded; staff record each
-- refund with its reference (record_payment_refund, next migration).

alter table public.payments
  add column refund_due_at timestamptz,
  add column refunded_at timestamptz,
  add column refund_reference text check (length(refund_reference) between 1 and 100),
  add constraint payments_refund_owed_first check (refunded_at is null or refund_due_at is not null),
  add constraint payments_refund_has_reference check ((refunded_at is null) = (refund_reference is null)),
  add constraint payments_owed_only_when_paid check (refund_due_at is null or status = 'paid');

comment on column public.payments.refund_due_at is 'Set when the payment landed on an order that no longer awaited it: the money is owed back.';
comment on column public.payments.refunded_at is 'When staff recorded the money owed back as refunded.';
comment on column public.payments.refund_reference is 'The refund''s own reference (an M-Pesa reversal or transfer receipt, a card refund id).';
-- Who recorded a refund is in the order's trail (order_events, staff only), not here: a shopper
-- reads their own payments.

create index payments_refund_owed on public.payments (refund_due_at) where refund_due_at is not null and refunded_at is null;

-- Payments that landed twice before this migration are owed back too: every paid payment of an
-- order that needs a refund, and every paid payment after the first of any other order.
update public.payments p set refund_due_at = coalesce(p.paid_at, now())
where p.status = 'paid' and (
  exists (select 1 from public.orders o where o.id = p.order_id and o.status = 'needs_refund')
  or exists (
    select 1 from public.payments earlier
    where earlier.order_id = p.order_id and earlier.status = 'paid'
      and (earlier.paid_at, earlier.id) < (p.paid_at, p.id)
  )
);

/** "KSh 3,750": an amount as the trail and the shopper read it. */
create function public.ksh(amount integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'KSh ' || to_char(amount, 'FM999,999,999,990');
$$;

comment on function public.ksh is 'An amount of whole shillings as people read it: KSh 3,750.';

/** "M-Pesa receipt TX12345678 from +254712345678" or "card payment 4f1c…": which payment, for the trail. */
create function public.payment_label(p public.payments)
returns text
language sql
stable
set search_path = ''
as $$
  select case when p.provider = 'mpesa'
    then 'M-Pesa' || coalesce(' receipt ' || p.receipt, '') || coalesce(' from ' || p.phone, '')
    else 'card payment ' || coalesce(p.receipt, p.reference, p.id::text) end;
$$;

comment on function public.payment_label is 'Names a payment in the order trail: provider, receipt and number.';

/**
 * Settles a payment once the provider confirmed the outcome. Paid: the amount must be the
 * payment's own; an order awaiting payment is paid; an order that expired meanwhile takes its stock
 * again, or needs a refund when it is gone; on an order that no longer awaited the money the
 * payment is owed back (see this migration's head). A payment settled before changes nothing, so a
 * repeated callback is harmless. `changed` says whether this call settled it, `refund_due` whether
 * the money is owed back (no receipt is sent for it).
 */
create or replace function public.settle_payment(
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
  owed boolean;
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
    return jsonb_build_object('changed', false, 'payment_status', p.status,
      'refund_due', p.refund_due_at is not null, 'order', public.order_summary(o));
  end if;

  if outcome = 'failed' then
    update public.payments
    set status = 'failed', result_code = settle_payment.result_code, result_desc = settle_payment.result_desc, updated_at = now()
    where id = p.id;
    return jsonb_build_object('changed', true, 'payment_status', 'failed', 'refund_due', false,
      'order', public.order_summary(o));
  end if;

  if amount_kes is distinct from p.amount_kes then
    raise exception 'paid amount % does not match the payment''s %', amount_kes, p.amount_kes using errcode = '22023';
  end if;
  -- Cancelled: the trigger of 20261125100700 turns the order to needs_refund and says why.
  owed := o.status not in ('pending_payment', 'expired');
  update public.payments
  set status = 'paid', receipt = nullif(settle_payment.receipt, ''), result_code = settle_payment.result_code,
      result_desc = settle_payment.result_desc, paid_at = now(), updated_at = now(),
      refund_due_at = case when owed then now() end
  where id = p.id
  returning * into p;

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
    else
      owed := true;
      update public.payments set refund_due_at = now() where id = p.id;
      perform set_config('mtindo.order_note', format(
        'The payment (%s, %s) arrived after the order expired and its items were sold: it is owed back.',
        public.ksh(p.amount_kes), public.payment_label(p)), true);
    end if;
    update public.orders set status = case when retaken then 'paid' else 'needs_refund' end,
      paid_at = now(), updated_at = now()
    where id = o.id returning * into o;
    perform set_config('mtindo.order_note', '', true);
  elsif o.status = 'pending_payment' then
    update public.orders set status = 'paid', paid_at = now(), expires_at = null, updated_at = now()
    where id = o.id returning * into o;
  elsif o.status <> 'cancelled' then
    -- The order keeps its status: the trail notes the money, from and to the same status.
    insert into public.order_events (order_id, from_status, to_status, note)
    values (o.id, o.status, o.status, format(
      'Another payment of %s arrived (%s) on an order already %s: it is owed back to the shopper.',
      public.ksh(p.amount_kes), public.payment_label(p), replace(o.status, '_', ' ')));
  end if;
  return jsonb_build_object('changed', true, 'payment_status', 'paid', 'refund_due', owed,
    'order', public.order_summary(o));
end;
$$;

/** An order, its lines, its latest payment and any money owed back, for whoever holds its link's key. */
create or replace function public.order_by_key(key text)
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
    ),
    'refunds', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'amount_kes', p.amount_kes, 'provider', p.provider, 'receipt', p.receipt,
        'refund_due_at', p.refund_due_at, 'refunded_at', p.refunded_at,
        'refund_reference', p.refund_reference) order by p.refund_due_at), '[]'::jsonb)
      from public.payments p where p.order_id = o.id and p.refund_due_at is not null
    )
  );
end;
$$;

comment on function public.order_by_key is 'The order of a link''s key, or null: how a guest follows an order, money owed back included.';

revoke execute on function public.settle_payment(uuid, text, integer, text, text, text) from public, anon, authenticated;
revoke execute on function public.payment_label(public.payments) from public, anon, authenticated;
grant execute on function public.order_by_key(text) to anon, authenticated;
