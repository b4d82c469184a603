-- A guest's orders follow them into their account. Once an account's e-mail address is confirmed
-- (by the sign-up link, a magic link, an invitation, or a confirmed change of address), the orders
-- placed as a guest with that address become the account's, so /account lists them with the ones
-- to come. Never before the address is confirmed (anyone can sign up with anyone's address), never
-- another address's orders, never an order that already has an account. The order's link (its
-- access key) keeps working as before, and says whether the order has an account yet (the page
-- of a guest's order offers to create one).
create function public.claim_guest_orders(owner_id uuid, confirmed_email text)
returns integer
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.orders
    set user_id = claim_guest_orders.owner_id, updated_at = now()
    where user_id is null and lower(email) = lower(claim_guest_orders.confirmed_email)
    returning 1
  )
  select count(*)::integer from claimed;
$$;
comment on function public.claim_guest_orders(uuid, text) is
  'Gives the account the guest orders placed with its confirmed address; called by the auth.users trigger only.';
revoke all on function public.claim_guest_orders(uuid, text) from public, anon, authenticated;

create function public.claim_guest_orders_on_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null and new.email_confirmed_at is not null and (
    tg_op = 'INSERT'
    or old.email_confirmed_at is null
    or old.email is distinct from new.email
  ) then
    perform public.claim_guest_orders(new.id, new.email);
  end if;
  return null;
end;
$$;
revoke all on function public.claim_guest_orders_on_confirmation() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function public.claim_guest_orders_on_confirmation();

-- An order placed signed out with the confirmed address of an account is that account's at once
-- (its receipt goes to that address all the same).
create function public.give_guest_order_to_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    select u.id into new.user_id
    from auth.users u
    where lower(u.email) = lower(new.email) and u.email_confirmed_at is not null
    order by u.created_at
    limit 1;
  end if;
  return new;
end;
$$;
revoke all on function public.give_guest_order_to_account() from public, anon, authenticated;

create trigger orders_give_guest_order_to_account
  before insert on public.orders
  for each row execute function public.give_guest_order_to_account();

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
    'has_account', o.user_id is not null,
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
