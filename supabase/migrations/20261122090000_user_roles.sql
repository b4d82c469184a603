-- Staff roles. A user reads only their own role rows; nobody grants roles through the API
-- except an admin, through set_user_role().

create type public.app_role as enum ('admin', 'manager');

create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

comment on table public.user_roles is 'Staff roles (admin, manager). Written only through set_user_role().';

alter table public.user_roles enable row level security;

create policy "Users can read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

-- No insert, update or delete policies: the API cannot write roles directly.

/** True when the calling user holds the role. Security definer so policies can call it without recursion. */
create function public.has_role(wanted public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = wanted
  );
$$;

comment on function public.has_role is 'Whether the calling user holds the given staff role.';

create policy "Admins can read all roles"
  on public.user_roles for select
  to authenticated
  using ((select public.has_role('admin')));

/** Grants or revokes a staff role; only an admin may call it. */
create function public.set_user_role(target uuid, wanted public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
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

revoke all on function public.set_user_role from public, anon;
grant execute on function public.set_user_role to authenticated;
grant execute on function public.has_role to anon, authenticated;
grant select on public.user_roles to authenticated;
