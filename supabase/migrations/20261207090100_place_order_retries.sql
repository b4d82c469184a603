-- No raw database error reaches a shopper. Should placing an order ever meet a deadlock or a
-- serialization failure (another transaction held what it needed), the attempt is undone to a
-- savepoint, which lets the other transaction go on, and tried again, up to three times; after that
-- the shopper is told, in the shop's words, that nothing was charged and to try again (503). The
-- same request may be sent again safely: its idempotency key gives back the order it made.
-- Any other refusal (a limit, the stock, a price) is not retried: it would answer the same.

/**
 * Places `request` for `customer` (null: a guest) from `placed_from` at the prices the shopper
 * saw: place_order() and place_order_for() are its only callers. A deadlock or a serialization
 * failure is retried from a savepoint, three attempts in all.
 */
create function public.place_order_retrying(request jsonb, customer uuid, placed_from text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempt integer := 1;
  placed jsonb;
begin
  loop
    begin
      placed := public.place_order_internal(request, customer, placed_from);
      perform public.refuse_unseen_prices(request, placed);
      return placed;
    exception when deadlock_detected or serialization_failure then
      if attempt = 3 then
        perform public.checkout_refuse('request',
          'We could not place your order just now. Nothing was charged. Please try again.', '503');
      end if;
      attempt := attempt + 1;
    end;
  end loop;
end;
$$;

comment on function public.place_order_retrying is
  'The one door to place_order_internal(): retries a deadlock or serialization failure, then refuses in the shop''s words.';

/** Places an order as the API's caller: auth.uid() owns it (none for a guest), from request_client_address(). */
create or replace function public.place_order(request jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return public.place_order_retrying(request, auth.uid(), public.request_client_address());
end;
$$;

/**
 * Places an order for the checkout function (service role only): `customer` is the shopper the
 * function verified with Auth (null for a guest), `client_address` the caller's address as the
 * function received it (the last X-Forwarded-For hop).
 */
create or replace function public.place_order_for(request jsonb, customer uuid, client_address text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return public.place_order_retrying(request, customer, nullif(left(btrim(client_address), 100), ''));
end;
$$;

revoke execute on function public.place_order_retrying(jsonb, uuid, text) from public, anon, authenticated, service_role;
