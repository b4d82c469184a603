-- Receipts a recipient may get per hour. The functions that send an order's e-mail and SMS ask
-- claim_receipt_send() before each message; past checkout_settings.receipts_per_recipient_per_hour
-- for that address or number the message is skipped (and logged by the function), so orders typed
-- with a stranger's e-mail or phone cannot flood them. A skipped receipt never fails an order.

create table public.receipt_sends (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  -- Lower-case e-mail, or a phone in +254… form: the recipient as the message was addressed.
  recipient text not null check (length(recipient) between 3 and 254),
  sent_at timestamptz not null default now()
);

create index receipt_sends_recipient on public.receipt_sends (channel, recipient, sent_at);

comment on table public.receipt_sends is
  'Receipts sent per channel and recipient, for claim_receipt_send(); rows past an hour are removed as it runs.';

alter table public.receipt_sends enable row level security;

-- No policies: only claim_receipt_send() reads and writes it.
revoke all on public.receipt_sends from anon, authenticated;

/**
 * Claims a place for one receipt to `recipient` on `channel` ('email' or 'sms'): true, and
 * recorded, while the recipient got fewer than the hourly limit; false when the message should be
 * skipped. Claims for one recipient take turns, so concurrent receipts never pass the limit.
 */
create function public.claim_receipt_send(channel text, recipient text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  addressed text := case when channel = 'email' then lower(btrim(recipient)) else btrim(recipient) end;
  hourly integer := (select receipts_per_recipient_per_hour from public.checkout_settings);
  sent integer;
begin
  if channel is null or channel not in ('email', 'sms') or coalesce(length(addressed), 0) not between 3 and 254 then
    raise exception 'A receipt needs a channel (email or sms) and a recipient' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('mtindo.receipt_sends'), hashtext(channel || ':' || addressed));
  -- Sends older than an hour are forgotten a few at a time: each claim clears more than it adds.
  delete from public.receipt_sends
  where id in (select id from public.receipt_sends where sent_at <= now() - interval '1 hour' order by id limit 20);
  select count(*) into sent from public.receipt_sends r
  where r.channel = claim_receipt_send.channel and r.recipient = addressed and r.sent_at > now() - interval '1 hour';
  if sent >= coalesce(hourly, 3) then
    return false;
  end if;
  insert into public.receipt_sends (channel, recipient) values (claim_receipt_send.channel, addressed);
  return true;
end;
$$;

comment on function public.claim_receipt_send is
  'Whether one more receipt may go to a recipient this hour (and records it); the functions skip the message when not.';

revoke execute on function public.claim_receipt_send(text, text) from public, anon, authenticated;
