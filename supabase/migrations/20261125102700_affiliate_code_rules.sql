-- What code an applicant may choose, beyond its shape (3 to 20 letters, digits, - or _):
--
-- - Not one a shopper would read as the shop's own: the shop's name anywhere in it (MTINDO10,
--   mtindo-deals; a fork renames the store here too), or a word of the reserved list standing on its
--   own (FREE-SHIPPING, sale50, ADMIN_1), or a reserved phrase written as one word (FREESHIPPING).
--   A "word" is a run of letters, so digits and separators split words but letters never do:
--   wholesaler, freestyle and salma stay free. The list catches the obvious; every application is
--   still read by an admin before its code works.
--   Admins may still give such a code themselves (a house campaign): the rule is apply_affiliate's,
--   not the table's.
-- - Changed a few times at most while the application is pending (affiliate_code_changes_allowed:
--   3), so one account cannot cycle through codes to hold or probe them; a change of case only
--   is not counted.

/** Words that read as the shop speaking: refused as a whole word of a code. */
create function public.is_reserved_affiliate_code(code text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select
    -- The shop's own name, anywhere.
    position('mtindo' in regexp_replace(lower(code), '[^a-z0-9]', '', 'g')) > 0
    -- A reserved phrase written as one word, digits and separators aside.
    or regexp_replace(lower(code), '[^a-z]', '', 'g') = any (array[
      'freeshipping', 'freedelivery', 'customercare', 'customerservice', 'flashsale', 'blackfriday',
      'cybermonday', 'officialstore'
    ])
    -- A reserved word standing on its own.
    or exists (
      select 1
      from regexp_matches(lower(code), '[a-z]+', 'g') as word (letters)
      where word.letters[1] = any (array[
        'admin', 'administrator', 'moderator', 'staff', 'official', 'support', 'help', 'helpdesk',
        'security', 'verify', 'verified', 'sale', 'sales', 'free', 'discount', 'discounts', 'promo',
        'promos', 'promotion', 'coupon', 'voucher', 'giveaway', 'clearance', 'refund', 'refunds',
        'mpesa', 'safaricom'
      ])
    );
$$;

comment on function public.is_reserved_affiliate_code(text) is
  'Whether an affiliate code would read as the shop''s own: its name anywhere, or a reserved word (sale, free, admin, support, …) on its own.';

/** How many times a pending applicant may change their code. */
create function public.affiliate_code_changes_allowed() returns integer language sql immutable set search_path = '' as $$ select 3 $$;

comment on function public.affiliate_code_changes_allowed() is
  'The most times a pending affiliate application''s code may change.';

alter table public.affiliates
  add column code_changes integer not null default 0 check (code_changes >= 0);

comment on column public.affiliates.code_changes is
  'How many times the applicant changed their code while pending (apply_affiliate); admins may reset it.';

/**
 * A signed-in shopper applies to the programme (or changes a pending application): the code
 * their links will carry, the M-Pesa number payouts go to, and where they will share. Refusals
 * name their field like place_order's (PT400/PT409, detail = the field).
 */
create or replace function public.apply_affiliate(code text, payout_phone text, audience text default '')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  wanted text := btrim(coalesce(code, ''));
  phone text := public.normalise_phone(payout_phone);
  about text := btrim(coalesce(audience, ''));
  mine public.affiliates;
  changing boolean;
begin
  if caller is null then
    perform public.checkout_refuse('account', 'Sign in to apply to the affiliate programme.', '401');
  end if;
  if wanted !~ '^[A-Za-z0-9_-]{3,20}$' then
    perform public.checkout_refuse('code', 'Choose a code of 3 to 20 letters, digits, - or _.');
  end if;
  if phone is null or not public.is_kenyan_mobile(phone) then
    perform public.checkout_refuse('payout_phone', 'Enter a Kenyan M-Pesa number, like 0712 345 678.');
  end if;
  if length(about) > 500 then
    perform public.checkout_refuse('audience', 'Keep this under 500 characters.');
  end if;
  select * into mine from public.affiliates where user_id = caller for update;
  if found and mine.status <> 'pending' then
    perform public.checkout_refuse('account', case mine.status
      when 'active' then 'You are already an affiliate: your code is ' || mine.code || '.'
      else 'Your affiliate account is suspended. Please contact us.' end, '409');
  end if;
  changing := mine.id is null or lower(mine.code) <> lower(wanted);
  if changing and public.is_reserved_affiliate_code(wanted) then
    perform public.checkout_refuse('code',
      'Codes can''t use Mtindo''s name or words like sale, free or support: shoppers would take them for ours. Please choose another.');
  end if;
  if mine.id is not null and changing and mine.code_changes >= public.affiliate_code_changes_allowed() then
    perform public.checkout_refuse('code',
      'You have changed your code ' || mine.code_changes || ' times, the most while we review your application. '
      || 'Keep ' || mine.code || ', or contact us to change it.', '409');
  end if;
  if exists (select 1 from public.affiliates where lower(affiliates.code) = lower(wanted) and id is distinct from mine.id) then
    perform public.checkout_refuse('code', 'That code is taken. Please choose another.', '409');
  end if;
  if mine.id is null then
    insert into public.affiliates (code, user_id, status, payout_phone, audience)
    values (wanted, caller, 'pending', phone, about)
    returning * into mine;
  else
    update public.affiliates set
      code = wanted,
      payout_phone = phone,
      audience = about,
      code_changes = affiliates.code_changes + case when changing then 1 else 0 end
    where id = mine.id returning * into mine;
  end if;
  return to_jsonb(mine);
exception when unique_violation then
  perform public.checkout_refuse('code', 'That code is taken. Please choose another.', '409');
end;
$$;

comment on function public.apply_affiliate(text, text, text) is
  'A signed-in shopper applies to the affiliate programme, or changes a pending application (a few code changes at most); refusals name their field.';

revoke execute on function public.is_reserved_affiliate_code(text) from public, anon, authenticated;
revoke execute on function public.affiliate_code_changes_allowed() from public;
grant execute on function public.affiliate_code_changes_allowed() to anon, authenticated;
revoke execute on function public.apply_affiliate(text, text, text) from public, anon;
grant execute on function public.apply_affiliate(text, text, text) to authenticated;
