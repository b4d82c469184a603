-- How often an order may ask for payment, in start_payment() itself, so that a call with the
-- service role meets the same rules as the checkout (there is no server of ours in front of
-- PostgREST on hosted Supabase). An order sends one M-Pesa prompt at a time (409 while one is on
-- its way); an order starts at most a few payments an hour, M-Pesa or card, and a phone number
-- receives at most a few prompts an hour whatever the order (429, saying when to try again): a
-- stranger's number typed at checkout cannot be flooded with "pay Mtindo" prompts. A payment that
-- starts holds the order's stock 15 minutes from then, never past an hour after the order was
-- placed.

/**
 * How long an M-Pesa prompt counts as on its way. Safaricom shows the prompt on the phone for
 * about a minute before it times out (ResultCode 1037), and its callback follows within seconds;
 * two minutes leaves room for a slow network. An older prompt still pending lost its callback
 * (order-status asks M-Pesa about it), and must not stop the shopper from trying again.
 */
create function public.mpesa_prompt_lifetime() returns interval language sql immutable set search_path = '' as $$ select interval '2 minutes' $$;

/**
 * Payment starts one order may make in an hour, M-Pesa and card together: enough for a wrong PIN,
 * a cancelled prompt and a change of method, too few to flood a phone or the card provider.
 */
create function public.payment_starts_per_order_hour() returns integer language sql immutable set search_path = '' as $$ select 5 $$;

/**
 * M-Pesa prompts one phone number may receive in an hour across all orders: a shopper placing
 * two orders and retrying each stays under it; a number typed by someone else gets no more.
 */
create function public.mpesa_prompts_per_phone_hour() returns integer language sql immutable set search_path = '' as $$ select 5 $$;

/** How long a payment that starts holds the order's stock: time to answer a prompt or a card page. */
create function public.payment_hold() returns interval language sql immutable set search_path = '' as $$ select interval '15 minutes' $$;

/** The longest an order is held for payment after it is placed, however many payments start. */
create function public.payment_hold_limit() returns interval language sql immutable set search_path = '' as $$ select interval '1 hour' $$;

comment on function public.mpesa_prompt_lifetime is 'How long a pending M-Pesa prompt blocks another for its order (start_payment).';
comment on function public.payment_starts_per_order_hour is 'Payment starts an order may make in an hour (start_payment).';
comment on function public.mpesa_prompts_per_phone_hour is 'M-Pesa prompts a phone number may receive in an hour (start_payment).';
comment on function public.payment_hold is 'How long an order is held from the start of a payment (start_payment).';
comment on function public.payment_hold_limit is 'No payment start holds an order longer than this after it was placed.';

-- The per-number count reads the last hour of prompts to one number.
create index payments_mpesa_phone on public.payments (phone, created_at) where provider = 'mpesa';

/** How long until `oldest` is an hour old, as a shopper reads it ("1 minute", "12 minutes"): when an hourly limit frees a place. */
create function public.wait_for_hourly_place(oldest timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case when minutes = 1 then '1 minute' else minutes || ' minutes' end
  from (select greatest(1, ceil(extract(epoch from (oldest + interval '1 hour' - now())) / 60))::integer as minutes) as wait;
$$;

comment on function public.wait_for_hourly_place is 'Whole minutes (at least 1) until `oldest` is an hour old, in words, for "try again in …".';

/**
 * Starts a payment of an order that awaits one, for the order's total; the method may change. An
 * M-Pesa prompt goes to `phone` (any way a Kenyan writes it), else to the order's phone. Refused
 * while a prompt of the order is on its way (PT409), and past the hourly limits per order and per
 * number (PT429). A prompt that never left the shop (`not_started`: the provider could not be
 * reached) reached no phone and counts toward neither limit.
 */
create or replace function public.start_payment(order_id uuid, provider text, phone text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  payment_id uuid;
  recent integer;
  oldest timestamptz;
begin
  if provider is null or provider not in ('mpesa', 'card') then
    perform public.checkout_refuse('payment_method', 'Choose M-Pesa or card.');
  end if;
  -- The order's row lock makes concurrent starts of one order take turns.
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

  if provider = 'mpesa' and exists (
    select 1 from public.payments p
    where p.order_id = o.id and p.provider = 'mpesa' and p.status = 'pending'
      and p.created_at > now() - public.mpesa_prompt_lifetime()
  ) then
    perform public.checkout_refuse('payment_method',
      'A payment request is already on its way to your phone. Enter your M-Pesa PIN when it shows, or try again in two minutes if it never came.',
      '409');
  end if;

  select count(*), min(p.created_at) into recent, oldest from public.payments p
  where p.order_id = o.id and p.created_at > now() - interval '1 hour'
    and p.result_code is distinct from 'not_started';
  if recent >= public.payment_starts_per_order_hour() then
    perform public.checkout_refuse('payment_method', format(
      'You have tried to pay for this order %s times in the last hour. Please try again in %s.',
      recent, public.wait_for_hourly_place(oldest)), '429');
  end if;

  if provider = 'mpesa' then
    -- Orders of one number take turns here, so two at once cannot both take the last place.
    perform pg_advisory_xact_lock(hashtext('mtindo.mpesa_prompts'), hashtext(phone));
    select count(*), min(p.created_at) into recent, oldest from public.payments p
    where p.provider = 'mpesa' and p.phone = start_payment.phone and p.created_at > now() - interval '1 hour'
      and p.result_code is distinct from 'not_started';
    if recent >= public.mpesa_prompts_per_phone_hour() then
      perform public.checkout_refuse('contact.phone', format(
        'We have sent %s M-Pesa requests to this number in the last hour. Please try again in %s, or pay another way.',
        recent, public.wait_for_hourly_place(oldest)), '429');
    end if;
  end if;

  update public.orders set
    payment_method = provider,
    expires_at = greatest(expires_at, least(now() + public.payment_hold(), created_at + public.payment_hold_limit())),
    updated_at = now()
  where id = o.id;
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

comment on function public.start_payment is 'Starts a payment of an order for its total: one M-Pesa prompt at a time, a few starts an hour per order and per number.';

revoke execute on function public.wait_for_hourly_place(timestamptz) from public, anon, authenticated;
revoke execute on function public.start_payment(uuid, text, text) from public, anon, authenticated;
