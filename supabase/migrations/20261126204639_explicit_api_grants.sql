-- What anon, authenticated and service_role may do in public, whatever the project's default
-- privileges. A project made before 2026 grants ALL on every new table, sequence and function to
-- the three API roles, so `grant update (full_name) on profiles` restricted nothing and a shopper
-- could rewrite their profile's created_at; projects made since grant select/insert/update/delete,
-- usage and execute to none of them, not even service_role. Here every grant is revoked and the
-- store's own are made again, exactly as the migrations before meant them.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;

-- Tables and views. No API role uses a sequence: rows are numbered by their defaults and by
-- security-definer functions, as their owner.
grant select on public.products, public.delivery_zones to anon;
grant select, insert, update, delete on public.products, public.delivery_zones, public.affiliates to authenticated;
grant select on
  public.affiliate_visits,
  public.checkout_settings,
  public.newsletter_subscribers,
  public.order_events,
  public.order_exports,
  public.order_lines,
  public.orders,
  public.payments,
  public.payout_batches,
  public.payout_lines,
  public.payouts,
  public.product_events,
  public.profiles,
  public.staff_invitations,
  public.staff_role_changes,
  public.storefront_publishes,
  public.user_roles
to authenticated;
grant update (full_name) on public.profiles to authenticated;
grant update (
  address_window_minutes,
  open_orders_per_email,
  open_orders_per_phone,
  orders_per_address,
  pod_confirm_hours,
  receipts_per_recipient_per_hour,
  unstarted_payment_minutes
) on public.checkout_settings to authenticated;

-- Functions anyone may call: through the API, in the policies and views they read, and in the
-- columns they write. Trigger functions need no grant: PostgreSQL checks none when a trigger fires.
grant execute on function
  public.affiliate_code_changes_allowed(),
  public.affiliate_minimum_payout_kes(),
  public.affiliate_return_days(),
  public.chat_document(text, text, text[], text, text, jsonb, text),
  public.chat_fits(public.products, text, text[], boolean, boolean, integer, integer),
  public.chat_search_products(text[], text, text[], integer, integer, boolean, boolean, text, boolean, integer, text[], text),
  public.chat_word_score(text, text),
  public.csv_text(text),
  public.discounted_price(integer, integer),
  public.has_role(public.app_role),
  public.is_kenyan_mobile(text),
  public.is_mfa_satisfied(),
  public.is_sale(text),
  public.ksh(integer),
  public.mpesa_prompt_lifetime(),
  public.mpesa_prompts_per_phone_hour(),
  public.normalise_phone(text),
  public.open_staff_invitation(text),
  public.order_by_key(text),
  public.order_next_statuses(text, text),
  public.payment_hold(),
  public.payment_hold_limit(),
  public.payment_starts_per_order_hour(),
  public.place_order(jsonb),
  public.record_affiliate_visit(text),
  public.subscribe_to_newsletter(text, text, text[])
to anon, authenticated;

-- Signed-in callers' functions; each checks who calls it (a role, the caller's own order).
grant execute on function
  public.accept_staff_invitation(text),
  public.admin_activity(integer),
  public.admin_overview(integer),
  public.affiliate_commission_report(date, date),
  public.apply_affiliate(text, text, text),
  public.confirm_order_by_phone(uuid, text),
  public.create_payout_batch(date),
  public.invite_staff(text, public.app_role),
  public.mark_payout_paid(uuid, text),
  public.my_affiliate(),
  public.record_payment_refund(uuid, text),
  public.review_affiliate(uuid, text, numeric),
  public.revoke_staff_invitation(uuid),
  public.set_order_status(uuid, text, text),
  public.set_staff_role(text, public.app_role, boolean),
  public.set_user_role(uuid, public.app_role, boolean),
  public.staff_members()
to authenticated;

-- service_role (the functions' key; it bypasses RLS) keeps every privilege, but place_order_internal,
-- which only place_order and place_order_for call.
grant all on all tables in schema public to service_role;
grant all on all sequences in schema public to service_role;
grant execute on all functions in schema public to service_role;
revoke execute on function public.place_order_internal(jsonb, uuid, text) from service_role;

-- Tables, sequences and functions made by later migrations grant the API roles nothing but what
-- they grant themselves, and everything to service_role, on a project of either kind. (A function
-- is still executable by PUBLIC unless its migration revokes that: PostgreSQL's own default, which
-- a schema's default privileges cannot take away.)
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated;
alter default privileges for role postgres in schema public grant all on tables to service_role;
alter default privileges for role postgres in schema public grant all on sequences to service_role;
alter default privileges for role postgres in schema public grant all on functions to service_role;
