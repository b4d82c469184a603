-- An order is placed only at the prices the shopper was shown. The checkout sends, with each line,
-- the unit price it showed (`seen_price_kes`, whole KES after discount); when the database priced
-- the line otherwise, the order is refused with a 409 naming the line (`lines.N.price`): nothing
-- is charged, no order is made and no stock is taken, and the checkout prices the cart again, says
-- what changed and shows the new total before the shopper places the order again.
-- - Per line, not the total: the refusal names the line whose price moved; the delivery fee stays
--   the server's (it follows the subtotal and the zone, as the checkout shows it); and two changes
--   that cancel out in the sum are still told.
-- - The check reads the lines place_order_internal() has just written, so it compares the very
--   prices the order would charge, read in the same look that checked the stock; a refusal undoes
--   the order with the request's transaction (its number, taken from a sequence, is skipped).
-- - A line without `seen_price_kes` is priced by the database alone, as before (a caller of the API
--   that shows no prices); a retried submission gets the order it made, at the prices it was made at.

/**
 * Refuses the order `placed` (place_order_internal()'s answer) when a line of `request` carries a
 * `seen_price_kes` other than the unit price the order gave it: 409 with field lines.N.price, in
 * the storefront's words. An unreadable seen price is a 400 on the same field.
 */
create function public.refuse_unseen_prices(request jsonb, placed jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  changed record;
begin
  if coalesce((placed ->> 'replayed')::boolean, false) then
    return;
  end if;
  select line.n, placed_line.product_name, placed_line.unit_price_kes, line.value -> 'seen_price_kes' as seen
  into changed
  from jsonb_array_elements(request -> 'lines') with ordinality as line (value, n)
  join public.order_lines as placed_line
    on placed_line.order_id = (placed ->> 'id')::uuid and placed_line.line_no = line.n
  where coalesce(jsonb_typeof(line.value -> 'seen_price_kes'), 'null') <> 'null'
    and (jsonb_typeof(line.value -> 'seen_price_kes') <> 'number'
      or (line.value ->> 'seen_price_kes')::numeric <> placed_line.unit_price_kes)
  order by line.n
  limit 1;
  if not found then
    return;
  end if;
  if jsonb_typeof(changed.seen) <> 'number' then
    perform public.checkout_refuse(format('lines.%s.price', changed.n),
      format('Line %s could not be read. Please reload the page and try again.', changed.n));
  end if;
  perform public.checkout_refuse(
    format('lines.%s.price', changed.n),
    format('Line %s: the price of %s is now KSH %s (was KSH %s). Nothing was charged: please check the new total and place your order again.',
      changed.n, changed.product_name,
      to_char(changed.unit_price_kes, 'FM999,999,999,990'),
      to_char((changed.seen #>> '{}')::numeric, 'FM999,999,999,990')),
    '409');
end;
$$;

comment on function public.refuse_unseen_prices is
  'Refuses a just-placed order whose lines were shown at other prices; place_order() and place_order_for() call it.';

/** Places an order as the API's caller: auth.uid() owns it (none for a guest), from request_client_address(). */
create or replace function public.place_order(request jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  placed jsonb;
begin
  placed := public.place_order_internal(request, auth.uid(), public.request_client_address());
  perform public.refuse_unseen_prices(request, placed);
  return placed;
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
declare
  placed jsonb;
begin
  placed := public.place_order_internal(request, customer, nullif(left(btrim(client_address), 100), ''));
  perform public.refuse_unseen_prices(request, placed);
  return placed;
end;
$$;

revoke execute on function public.refuse_unseen_prices(jsonb, jsonb) from public, anon, authenticated;
