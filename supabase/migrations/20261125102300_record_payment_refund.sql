-- Staff record the refund of money owed back (payments.refund_due_at, 20261125102200) with the
-- refund's own reference, and the order's trail says who, when, how much and which reference. An
-- order that needed a refund is refunded once none of its money is owed back any more; and an order
-- that staff move from "needs refund" to "refunded" by hand settles its owed payments with the
-- note they gave, so the two ways never disagree.

/**
 * Records the refund of a payment owed back, for staff (admin or manager, at aal2 when they have a
 * factor: has_role() says so). The reference is the refund's own (an M-Pesa reversal or transfer
 * receipt, a card refund id). Written to the order's trail; an order needing a refund with nothing
 * else owed is then refunded.
 */
create function public.record_payment_refund(payment_id uuid, reference text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  p public.payments;
  o public.orders;
  ref text := btrim(coalesce(reference, ''));
  note text;
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can record refunds' using errcode = '42501';
  end if;
  if ref = '' then
    perform public.checkout_refuse('reference', 'Give the refund''s reference: the M-Pesa reversal or transfer receipt, or the card refund id.');
  end if;
  if length(ref) > 100 then
    perform public.checkout_refuse('reference', 'Keep the reference under 100 characters.');
  end if;
  select * into p from public.payments where id = payment_id;
  if not found then
    perform public.checkout_refuse('payment', 'No such payment.', '404');
  end if;
  select * into o from public.orders where id = p.order_id for update;
  select * into p from public.payments where id = payment_id for update;
  if p.refund_due_at is null then
    perform public.checkout_refuse('payment', 'This payment is not owed back.', '409');
  end if;
  if p.refunded_at is not null then
    perform public.checkout_refuse('payment', format('This payment was already refunded (%s).', p.refund_reference), '409');
  end if;

  update public.payments
  set refunded_at = now(), refund_reference = ref, updated_at = now()
  where id = p.id;
  note := left(format('Refunded %s (%s): reference %s.', public.ksh(p.amount_kes), public.payment_label(p), ref), 500);
  if o.status = 'needs_refund' and not exists (
    select 1 from public.payments q where q.order_id = o.id and q.refund_due_at is not null and q.refunded_at is null
  ) then
    -- Nothing of the order's money is owed any more: the order is refunded (its trigger writes the trail).
    perform set_config('mtindo.order_note', note, true);
    update public.orders set status = 'refunded', closed_at = now(), updated_at = now() where id = o.id;
    perform set_config('mtindo.order_note', '', true);
  else
    insert into public.order_events (order_id, actor_id, actor_email, from_status, to_status, note)
    values (o.id, caller, (select email from auth.users where id = caller), o.status, o.status, note);
  end if;
  return jsonb_build_object('id', p.id, 'order_id', o.id, 'amount_kes', p.amount_kes,
    'refunded_at', now(), 'refund_reference', ref);
end;
$$;

comment on function public.record_payment_refund is 'Staff record the refund of a payment owed back, with its reference; written to the order''s trail.';

/** An order moved by hand from "needs refund" to "refunded": its owed payments are refunded, by the note. */
create function public.refund_owed_payments_with_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.payments
  set refunded_at = now(),
      refund_reference = left(coalesce(nullif(btrim(current_setting('mtindo.order_note', true)), ''), 'Order refunded'), 100),
      updated_at = now()
  where order_id = new.id and refund_due_at is not null and refunded_at is null;
  return null;
end;
$$;

comment on function public.refund_owed_payments_with_order is 'Keeps payments owed back in step with an order staff mark refunded.';

create trigger orders_refund_owed_payments
  after update of status on public.orders
  for each row when (old.status = 'needs_refund' and new.status = 'refunded')
  execute function public.refund_owed_payments_with_order();

revoke execute on function public.refund_owed_payments_with_order() from public, anon, authenticated;
revoke execute on function public.record_payment_refund(uuid, text) from public, anon;
grant execute on function public.record_payment_refund(uuid, text) to authenticated;
