-- Staff powers need two-factor when the staff member has it: Supabase's "enforce MFA for users
-- who have enrolled" pattern. A caller with a verified factor (auth.mfa_factors) must hold an aal2
-- session to use a staff role; a caller without one keeps working at aal1. Shoppers' own rows
-- (their profile, their role rows) stay reachable at aal1: only staff powers are gated.
--
-- Two layers, both built on public.is_mfa_satisfied():
--   1. has_role() includes it, so every policy and security-definer function that asks
--      has_role() for a staff power is gated, today's and tomorrow's;
--   2. each staff-only table carries a restrictive policy that demands it, so a permissive policy
--      written later without has_role() cannot open staff data at aal1.

/**
 * Whether the caller's session is strong enough for them: true at aal2, and true at aal1 for a
 * user with no verified factor. Security definer because auth.mfa_factors is not readable by the
 * API roles (hosted Supabase grants it to postgres only).
 */
create function public.is_mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors
      where user_id = (select auth.uid()) and status = 'verified'
    );
$$;

comment on function public.is_mfa_satisfied is
  'True unless the caller has a verified MFA factor and a session below aal2. Staff powers depend on it: '
  'has_role() includes it, and every staff-only table has a restrictive policy '
  '"... need aal2 ..." using ((select public.is_mfa_satisfied())). A later migration that adds a staff-only '
  'table adds that policy; a security-definer function that exercises a staff power checks has_role() '
  '(or this function) before acting.';

revoke all on function public.is_mfa_satisfied from public;
grant execute on function public.is_mfa_satisfied to anon, authenticated, service_role;

/** A role is a staff power only while the session meets the holder's MFA level. */
create or replace function public.has_role(wanted public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_mfa_satisfied() and exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = wanted
  );
$$;

comment on function public.has_role is
  'Whether the calling user holds the given staff role and may use it now: a holder with a verified '
  'MFA factor must be at aal2 (see is_mfa_satisfied). To know whether a user holds a role at all, '
  'read their own user_roles rows.';

/** Grants or revokes a staff role; only an admin at the MFA level their factors demand may call it. */
create or replace function public.set_user_role(target uuid, wanted public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_mfa_satisfied() then
    raise exception 'AAL2 required for staff actions'
      using errcode = '42501', hint = 'Verify your authenticator code, then try again.';
  end if;
  if not public.has_role('admin') then
    raise exception 'Only an admin can change staff roles' using errcode = '42501';
  end if;
  if granted then
    insert into public.user_roles (user_id, role) values (target, wanted) on conflict do nothing;
  else
    delete from public.user_roles where user_id = target and role = wanted;
  end if;
end;
$$;

-- Restrictive policies are ANDed with the permissive ones: they take nothing away from a caller
-- who satisfies them, and they close the table to one who does not.

create policy "Users with a verified factor need aal2 to reach others' roles"
  on public.user_roles as restrictive for all
  to authenticated
  using (user_id = (select auth.uid()) or (select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

create policy "Users with a verified factor need aal2 to reach others' profiles"
  on public.profiles as restrictive for all
  to authenticated
  using (id = (select auth.uid()) or (select public.is_mfa_satisfied()))
  with check (id = (select auth.uid()) or (select public.is_mfa_satisfied()));

-- Products are read by everyone, so only the writes are gated (one policy per command).
create policy "Users with a verified factor need aal2 to add products"
  on public.products as restrictive for insert
  to authenticated
  with check ((select public.is_mfa_satisfied()));

create policy "Users with a verified factor need aal2 to update products"
  on public.products as restrictive for update
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));

create policy "Users with a verified factor need aal2 to delete products"
  on public.products as restrictive for delete
  to authenticated
  using ((select public.is_mfa_satisfied()));

create policy "Users with a verified factor need aal2 to reach subscribers"
  on public.newsletter_subscribers as restrictive for all
  to authenticated
  using ((select public.is_mfa_satisfied()))
  with check ((select public.is_mfa_satisfied()));
