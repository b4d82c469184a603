-- Messages that bring shoppers back, beside an order's receipt: a product back in stock, a lower
-- price on a wishlisted product, and a reminder to review what was delivered. The database decides
-- who is told what, and queues each message once in shopper_messages; the shopper-messages edge
-- function sends them through the store's providers (e-mail by Resend, SMS by Africa's Talking,
-- or the local outbox), a minute at most after they are queued. Every message carries a link that
-- stops it without signing in. "{site}" in a message is the store's address, filled in when sent.

create table public.shopper_messages (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('alert_confirmation', 'back_in_stock', 'price_drop', 'review_reminder')),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  -- One message per thing to say: a repeat of the same is never queued twice.
  dedupe_key text not null unique,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text
);
comment on table public.shopper_messages is
  'Messages owed to shoppers (alerts, reminders), queued once each by the database and sent by the shopper-messages function.';
create index shopper_messages_unsent on public.shopper_messages (created_at) where sent_at is null;
alter table public.shopper_messages enable row level security;
-- No policies: only the server reads and writes it.

-- A shopper who asked to be told when a product (in a size) is back.
create table public.stock_alerts (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  size text check (size is null or char_length(size) <= 20),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  user_id uuid references auth.users (id) on delete set null,
  confirm_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  confirmed_at timestamptz,
  unsubscribe_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  notified_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.stock_alerts is
  'Requests to be told when a product is back in stock; written by request_stock_alert(), read by staff in counts.';
create unique index stock_alerts_one_per_recipient
  on public.stock_alerts (product_id, coalesce(size, ''), recipient) where notified_at is null;
create index stock_alerts_waiting on public.stock_alerts (product_id) where notified_at is null and confirmed_at is not null;
alter table public.stock_alerts enable row level security;
-- No policies: shoppers reach it through the functions below, staff through restock_waits().

-- Price drops are opt-in per account; review reminders are on until stopped. Either is stopped
-- by the token in the message's link, without signing in.
alter table public.profiles
  add column price_drop_alerts boolean not null default false,
  add column review_reminders boolean not null default true,
  add column messages_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
grant update (price_drop_alerts, review_reminders) on public.profiles to authenticated;

-- The lowest price each shopper was told of per product: a price is told once, and again only lower.
create table public.price_drop_notices (
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  price_kes integer not null,
  told_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
alter table public.price_drop_notices enable row level security;

/** Queues a message once per dedupe key. */
create function public.queue_shopper_message(
  kind text, channel text, recipient text, subject text, body text, dedupe_key text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.shopper_messages (kind, channel, recipient, subject, body, dedupe_key)
  values (kind, channel, recipient, subject, body, dedupe_key)
  on conflict (dedupe_key) do nothing;
$$;
revoke all on function public.queue_shopper_message(text, text, text, text, text, text) from public, anon, authenticated;

/**
 * Asks to be told when a product (in a size) is back: anyone, with an e-mail address or a Kenyan
 * mobile number. A contact confirmed before (or the signed-in shopper's own confirmed address) is
 * confirmed at once; a new one gets a link to confirm, and is never told anything before. Answers
 * 'confirmed' or 'confirm_sent'. Refusals by field: contact, size, product.
 */
create function public.request_stock_alert(product_slug text, contact text, size text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  product public.products;
  typed text := btrim(coalesce(request_stock_alert.contact, ''));
  wanted_size text := nullif(btrim(coalesce(request_stock_alert.size, '')), '');
  via text;
  who text;
  me uuid := (select auth.uid());
  alert public.stock_alerts;
  known boolean;
begin
  select * into product from public.products p where p.slug = request_stock_alert.product_slug;
  if not found then
    raise exception 'That product is no longer in the shop.' using errcode = 'PT404', detail = 'product';
  end if;
  if typed ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(typed) <= 254 then
    via := 'email';
    who := lower(typed);
  elsif public.is_kenyan_mobile(public.normalise_phone(typed)) then
    via := 'sms';
    who := public.normalise_phone(typed);
  else
    raise exception 'Enter an e-mail address or a Kenyan mobile number, like 0712 345 678.'
      using errcode = 'PT422', detail = 'contact';
  end if;
  if wanted_size is not null and not (wanted_size = any (product.sizes)) then
    raise exception 'Choose one of the sizes this product comes in.' using errcode = 'PT422', detail = 'size';
  end if;
  -- No one is flooded: a contact waits for 20 products at most, and asks for 5 new ones a day.
  if (select count(*) from public.stock_alerts a where a.recipient = who and a.notified_at is null) >= 20
     or (select count(*) from public.stock_alerts a
         where a.recipient = who and a.confirmed_at is null and a.created_at > now() - interval '1 day') >= 5 then
    raise exception 'This contact is waiting for many products already. Please try again tomorrow.'
      using errcode = 'PT429', detail = 'contact';
  end if;
  known := exists (select 1 from public.stock_alerts a where a.recipient = who and a.confirmed_at is not null)
    or (via = 'email' and me is not null and exists (
      select 1 from auth.users u where u.id = me and lower(u.email) = who and u.email_confirmed_at is not null));
  insert into public.stock_alerts as a (product_id, size, channel, recipient, user_id, confirmed_at)
  values (product.id, wanted_size, via, who, me, case when known then now() end)
  on conflict (product_id, coalesce(size, ''), recipient) where notified_at is null
  do update set user_id = coalesce(a.user_id, excluded.user_id),
    confirmed_at = coalesce(a.confirmed_at, excluded.confirmed_at)
  returning * into alert;
  if alert.confirmed_at is not null then
    return 'confirmed';
  end if;
  perform public.queue_shopper_message(
    'alert_confirmation', via, who,
    'Confirm your Mtindo alert',
    case when via = 'email' then
      format(E'You asked us to tell you when %s is back in stock at Mtindo.\n\nConfirm it here: {site}/alerts?confirm=%s\n\nIf you did not ask, ignore this e-mail and you will hear nothing more.', product.name, alert.confirm_token)
    else
      format('Mtindo: confirm your alert for %s: {site}/alerts?confirm=%s', product.name, alert.confirm_token)
    end,
    'confirm:' || alert.id || ':' || date_trunc('hour', now())
  );
  return 'confirm_sent';
end;
$$;
revoke all on function public.request_stock_alert(text, text, text) from public;
grant execute on function public.request_stock_alert(text, text, text) to anon, authenticated;

/** Confirms an alert by its link's token; the product's name, or a refusal (PT404). */
create function public.confirm_stock_alert(token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirmed record;
begin
  update public.stock_alerts a set confirmed_at = coalesce(a.confirmed_at, now())
  where a.confirm_token = confirm_stock_alert.token
  returning a.product_id, a.notified_at into confirmed;
  if not found then
    raise exception 'This link is not valid any more. Ask again on the product''s page.'
      using errcode = 'PT404', detail = 'token';
  end if;
  return (select p.name from public.products p where p.id = confirmed.product_id);
end;
$$;
revoke all on function public.confirm_stock_alert(text) from public;
grant execute on function public.confirm_stock_alert(text) to anon, authenticated;

/**
 * Stops messages by the token of their link: a stock alert (its own token) or an account's price
 * drops or review reminders (the account's token, with `what` 'price_drop' or 'review_reminder').
 * Answers what was stopped, in words.
 */
create function public.stop_shopper_messages(token text, what text default 'back_in_stock')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  product_name text;
begin
  delete from public.stock_alerts a where a.unsubscribe_token = stop_shopper_messages.token
  returning (select p.name from public.products p where p.id = a.product_id) into product_name;
  if found then
    return format('You will not hear about %s any more.', product_name);
  end if;
  if what = 'price_drop' then
    update public.profiles set price_drop_alerts = false where messages_token = stop_shopper_messages.token;
    if found then return 'You will not hear about lower prices any more.'; end if;
  elsif what = 'review_reminder' then
    update public.profiles set review_reminders = false where messages_token = stop_shopper_messages.token;
    if found then return 'You will not be reminded to review your orders any more.'; end if;
  end if;
  raise exception 'This link is not valid any more.' using errcode = 'PT404', detail = 'token';
end;
$$;
revoke all on function public.stop_shopper_messages(text, text) from public;
grant execute on function public.stop_shopper_messages(text, text) to anon, authenticated;

/** Queues the messages a product's change calls for: back in stock, a lower price. */
create function public.queue_product_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert public.stock_alerts;
  old_price integer := public.discounted_price(old.price, old.discount);
  new_price integer := public.discounted_price(new.price, new.discount);
  owner record;
begin
  -- Back in stock: every confirmed alert, once, and the alert is done.
  if new.in_stock and new.stock > 0 and not (old.in_stock and old.stock > 0) then
    for alert in
      update public.stock_alerts a set notified_at = now()
      where a.product_id = new.id and a.confirmed_at is not null and a.notified_at is null
        and (a.size is null or a.size = any (new.sizes))
      returning *
    loop
      perform public.queue_shopper_message(
        'back_in_stock', alert.channel, alert.recipient,
        format('%s is back at Mtindo', new.name),
        case when alert.channel = 'email' then
          format(E'Good news: %s%s is back in stock at Mtindo, at %s.\n\n{site}/product/%s\n\nWe told you once; this alert is now done. To stop alerts you have not used yet: {site}/alerts?stop=%s',
            new.name, coalesce(' in size ' || alert.size, ''), public.ksh(new_price), new.slug, alert.unsubscribe_token)
        else
          format('Mtindo: %s%s is back, %s. {site}/product/%s', new.name, coalesce(' (' || alert.size || ')', ''), public.ksh(new_price), new.slug)
        end,
        'restock:' || alert.id
      );
    end loop;
  end if;
  -- A lower price: the shoppers who wishlisted it and asked for price drops, each once per price
  -- and only lower than the last price they were told of.
  if new_price < old_price and new.in_stock then
    for owner in
      select w.user_id, u.email, pr.messages_token
      from public.wishlist_items w
      join public.profiles pr on pr.id = w.user_id and pr.price_drop_alerts
      join auth.users u on u.id = w.user_id and u.email is not null and u.email_confirmed_at is not null
      left join public.price_drop_notices n on n.user_id = w.user_id and n.product_id = new.id
      where w.product_slug = new.slug and (n.price_kes is null or new_price < n.price_kes)
    loop
      insert into public.price_drop_notices as n (user_id, product_id, price_kes, told_at)
      values (owner.user_id, new.id, new_price, now())
      on conflict (user_id, product_id) do update set price_kes = excluded.price_kes, told_at = now();
      perform public.queue_shopper_message(
        'price_drop', 'email', owner.email,
        format('Lower price: %s', new.name),
        format(E'%s from your Mtindo wishlist now costs %s (it was %s).\n\n{site}/product/%s\n\nTo stop price drop alerts: {site}/alerts?stop=%s&what=price_drop',
          new.name, public.ksh(new_price), public.ksh(old_price), new.slug, owner.messages_token),
        'price:' || owner.user_id || ':' || new.id || ':' || new_price
      );
    end loop;
  end if;
  return null;
end;
$$;
revoke all on function public.queue_product_alerts() from public, anon, authenticated;

create trigger products_queue_alerts
  after update of stock, in_stock, price, discount on public.products
  for each row execute function public.queue_product_alerts();

/**
 * Queues one reminder per delivered order of an account, three to thirty days after delivery,
 * naming the products not yet reviewed; run with the sending (shopper-messages). Returns how many.
 */
create function public.queue_review_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select o.id, o.number, u.email, pr.messages_token,
      string_agg(format('• %s: {site}/account?review=%s', l.product_name, l.product_slug), E'\n' order by l.line_no) as lines
    from public.orders o
    join auth.users u on u.id = o.user_id and u.email is not null
    join public.profiles pr on pr.id = o.user_id and pr.review_reminders
    join public.order_lines l on l.order_id = o.id and l.product_id is not null
    where o.delivered_at between now() - interval '30 days' and now() - interval '3 days'
      and not exists (select 1 from public.product_reviews r where r.user_id = o.user_id and r.product_id = l.product_id)
      and not exists (select 1 from public.shopper_messages m where m.dedupe_key = 'review:' || o.id)
    group by o.id, o.number, u.email, pr.messages_token
  loop
    perform public.queue_shopper_message(
      'review_reminder', 'email', due.email,
      format('How is your Mtindo order %s?', due.number),
      format(E'Your order %s was delivered a few days ago. A short review helps other shoppers choose:\n\n%s\n\nTo stop these reminders: {site}/alerts?stop=%s&what=review_reminder',
        due.number, due.lines, due.messages_token),
      'review:' || due.id
    );
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;
revoke all on function public.queue_review_reminders() from public, anon, authenticated;

/** The server's sender: claims up to `max_rows` unsent messages (each tried at most five times). */
create function public.claim_shopper_messages(max_rows integer default 50)
returns setof public.shopper_messages
language sql
security definer
set search_path = ''
as $$
  update public.shopper_messages m set attempts = m.attempts + 1
  where m.id in (
    select id from public.shopper_messages
    where sent_at is null and attempts < 5
    order by created_at
    limit least(greatest(coalesce(max_rows, 50), 1), 500)
    for update skip locked
  )
  returning m.*;
$$;
revoke all on function public.claim_shopper_messages(integer) from public, anon, authenticated;

/** The server's sender: a message sent (error null) or not (the error kept for the next try). */
create function public.settle_shopper_message(message_id bigint, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.shopper_messages
  set sent_at = case when error is null then now() end, last_error = error
  where id = message_id;
$$;
revoke all on function public.settle_shopper_message(bigint, text) from public, anon, authenticated;

/** Staff: how many shoppers wait for each sold-out product (confirmed alerts not yet told). */
create function public.restock_waits()
returns table (product_slug text, product_name text, waiting integer, sizes text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can see who waits for stock' using errcode = '42501';
  end if;
  return query
  select p.slug, p.name, count(*)::integer,
    array_remove(array_agg(distinct a.size order by a.size), null)
  from public.stock_alerts a
  join public.products p on p.id = a.product_id
  where a.confirmed_at is not null and a.notified_at is null
  group by p.slug, p.name
  order by count(*) desc, p.name;
end;
$$;
revoke all on function public.restock_waits() from public, anon;
grant execute on function public.restock_waits() to authenticated;

-- Hosted Supabase sends each minute: pg_cron calls the shopper-messages function through pg_net,
-- with the project's URL and secret key kept in Vault (README, "Going live"). A server without
-- them skips this (the local server sends by itself).
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
  exception when others then
    raise notice 'send-shopper-messages is not scheduled: %', sqlerrm;
    return;
  end;
  perform cron.schedule('send-shopper-messages', '* * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/shopper-messages',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key')),
      body := '{}'::jsonb)
    where exists (select 1 from vault.decrypted_secrets where name = 'project_url')
  $job$);
end;
$$;
