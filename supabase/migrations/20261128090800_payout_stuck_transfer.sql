-- An M-Pesa transfer whose result never arrives would leave its payout "sending" for good. After
-- 15 minutes an admin may record it by hand: they look the transfer up on the M-Pesa statement
-- and mark the payout paid with its receipt (or pay it another way and give that reference).
-- Sending it again is not offered: the first transfer may have gone through.

/** An admin records a payout made outside the store (or a transfer whose result never came) with its reference. */
create or replace function public.mark_payout_paid(payout_id uuid, reference text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payouts;
  ref text := btrim(coalesce(reference, ''));
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can pay affiliates' using errcode = '42501';
  end if;
  if ref !~ '^[A-Za-z0-9 ./_-]{4,60}$' then
    perform public.checkout_refuse('reference', 'Enter the transfer''s reference (4 to 60 letters and digits).');
  end if;
  select * into p from public.payouts where id = payout_id for update;
  if not found then
    perform public.checkout_refuse('payout', 'No such payout.', '404');
  end if;
  if p.status = 'paid' then
    perform public.checkout_refuse('payout', 'This payout is already paid (' || p.reference || ').', '409');
  end if;
  if p.status = 'sending' and p.updated_at > now() - interval '15 minutes' then
    perform public.checkout_refuse('payout',
      'An M-Pesa transfer of this payout is under way. Wait for its result, or after 15 minutes check your M-Pesa statement and record it here.', '409');
  end if;
  update public.payouts set status = 'paid', method = 'manual', reference = ref, paid_at = now(),
    paid_by = (select auth.uid()), result_desc = null
  where id = p.id returning * into p;
  return to_jsonb(p);
end;
$$;
