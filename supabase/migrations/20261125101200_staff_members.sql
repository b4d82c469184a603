-- Admins grant and revoke staff roles from the admin area by the person's e-mail address, and see
-- who holds which role. The shop always keeps at least one admin.

/** Everyone who holds a staff role, with their e-mail and name. Admins only. */
create function public.staff_members()
returns table (user_id uuid, email text, full_name text, roles text[], last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can list staff' using errcode = '42501';
  end if;
  return query
  select u.id, u.email::text, p.full_name, array_agg(r.role::text order by r.role), u.last_sign_in_at
  from public.user_roles r
  join auth.users u on u.id = r.user_id
  left join public.profiles p on p.id = u.id
  group by u.id, u.email, p.full_name, u.last_sign_in_at
  order by u.email;
end;
$$;

/** Grants or revokes a role of the account with this e-mail. Admins only; never the last admin. */
create function public.set_staff_role(email text, wanted public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can change staff roles' using errcode = '42501';
  end if;
  select id into target from auth.users where lower(users.email) = lower(btrim(set_staff_role.email));
  if target is null then
    perform public.checkout_refuse('email', 'No account uses that e-mail. Ask them to sign up first.', '404');
  end if;
  if not granted and wanted = 'admin'
    and not exists (select 1 from public.user_roles where role = 'admin' and user_id <> target) then
    perform public.checkout_refuse('email', 'The shop needs at least one admin.', '409');
  end if;
  perform public.set_user_role(target, wanted, granted);
end;
$$;

revoke execute on function public.staff_members() from public, anon;
revoke execute on function public.set_staff_role(text, public.app_role, boolean) from public, anon;
grant execute on function public.staff_members() to authenticated;
grant execute on function public.set_staff_role(text, public.app_role, boolean) to authenticated;
