-- Staff join by an invitation, never by a role granted to whatever account holds an address.
-- An address can be registered by anyone before its owner (unconfirmed, with a password of the
-- stranger's own), so a role granted to "the account with this e-mail" could open the shop's
-- customers to that stranger. An admin invites an address instead (invite_staff, through the
-- staff-invite function that e-mails the link); the invitee opens the link, proves the mailbox by
-- setting their own password from a link sent there (which signs every other session out), enrols
-- two-step verification, and accepts at aal2 (accept_staff_invitation). Only then does the role
-- exist. Roles change hands only between confirmed accounts, and every grant and revocation is
-- kept in staff_role_changes, so the Staff page shows invited, active and revoked staff.

create table public.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  role public.app_role not null,
  -- SHA-256 of the link's token: the token itself is only ever in the e-mail.
  token_hash text not null unique,
  invited_by uuid references auth.users (id) on delete set null,
  invited_by_email text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  opened_at timestamptz,
  -- md5 of the account's password hash when the invitation was made or first opened: the
  -- password must differ from it (be set anew from the mailbox) before the invitation is accepted.
  password_fingerprint text,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  check (accepted_at is null or revoked_at is null)
);

create unique index staff_invitations_one_pending on public.staff_invitations (email)
  where accepted_at is null and revoked_at is null;

comment on table public.staff_invitations is
  'Invitations to join the staff. Written only through invite_staff(), open_staff_invitation(), accept_staff_invitation() and revoke_staff_invitation().';

alter table public.staff_invitations enable row level security;

create policy "Admins read staff invitations"
  on public.staff_invitations for select
  to authenticated
  using ((select public.has_role('admin')));

revoke all on public.staff_invitations from anon, authenticated;
grant select on public.staff_invitations to authenticated;

create table public.staff_role_changes (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete set null,
  -- Kept beside the ids so the record still says who after an account is deleted.
  email text,
  role public.app_role not null,
  granted boolean not null,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text
);

create index staff_role_changes_user on public.staff_role_changes (user_id, at desc);

comment on table public.staff_role_changes is 'Every staff role granted or revoked, with who did it (null: the system or an invitation accepted).';

alter table public.staff_role_changes enable row level security;

create policy "Admins read staff role changes"
  on public.staff_role_changes for select
  to authenticated
  using ((select public.has_role('admin')));

revoke all on public.staff_role_changes from anon, authenticated;
grant select on public.staff_role_changes to authenticated;

/** Writes each role granted or revoked to staff_role_changes. */
create function public.record_staff_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  row_changed public.user_roles;
begin
  if tg_op = 'DELETE' then
    row_changed := old;
  else
    row_changed := new;
  end if;
  insert into public.staff_role_changes (user_id, email, role, granted, actor_id, actor_email)
  values (
    row_changed.user_id,
    (select u.email from auth.users u where u.id = row_changed.user_id),
    row_changed.role,
    tg_op = 'INSERT',
    actor,
    (select u.email from auth.users u where u.id = actor)
  );
  return null;
end;
$$;

create trigger user_roles_record_change
  after insert or delete on public.user_roles
  for each row execute function public.record_staff_role_change();

/** The SHA-256 (hex) of an invitation link's token. */
create function public.staff_invitation_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
$$;

/** md5 of a password hash: enough to tell that a password was set anew, and nothing to crack. */
create function public.password_fingerprint(encrypted_password text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(encrypted_password, '') = '' then null else md5(encrypted_password) end
$$;

/**
 * Invites an e-mail address to join the staff as `wanted`; admins only. An earlier pending
 * invitation of the address is withdrawn. Returns the invitation with its token, which the
 * staff-invite function e-mails and never shows.
 */
create function public.invite_staff(email text, wanted public.app_role)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(invite_staff.email, '')));
  account auth.users;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  invitation public.staff_invitations;
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can invite staff' using errcode = '42501';
  end if;
  if wanted is null then
    perform public.checkout_refuse('role', 'Choose the role to invite them to.');
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(address) > 254 then
    perform public.checkout_refuse('email', 'Enter the e-mail address to invite, such as name@example.com.');
  end if;
  select * into account from auth.users u where lower(u.email) = address;
  if account.id is not null and exists (
    select 1 from public.user_roles r where r.user_id = account.id and r.role = wanted
  ) then
    perform public.checkout_refuse('email', format('%s is already %s.', address,
      case wanted when 'admin' then 'an admin' else 'a manager' end), '409');
  end if;
  update public.staff_invitations i set revoked_at = now(), revoked_by = (select auth.uid())
  where i.email = address and i.accepted_at is null and i.revoked_at is null;
  insert into public.staff_invitations (email, role, token_hash, invited_by, invited_by_email, password_fingerprint)
  values (
    address, wanted, public.staff_invitation_hash(token), (select auth.uid()),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    public.password_fingerprint(account.encrypted_password)
  )
  returning * into invitation;
  return jsonb_build_object(
    'id', invitation.id, 'email', invitation.email, 'role', invitation.role,
    'expires_at', invitation.expires_at, 'invited_by', invitation.invited_by_email, 'token', token
  );
end;
$$;

comment on function public.invite_staff is 'Admins invite an address to the staff; the staff-invite function e-mails the link.';

/** pending, accepted, withdrawn or expired. */
create function public.staff_invitation_status(invitation public.staff_invitations)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when invitation.accepted_at is not null then 'accepted'
    when invitation.revoked_at is not null then 'withdrawn'
    when invitation.expires_at <= now() then 'expired'
    else 'pending'
  end
$$;

/**
 * What the holder of an invitation link may know of it, and how far its invitee has come: the
 * address and role, whether an account uses the address, and, for the invitee signed in, whether
 * the password was set anew since the invitation and two-step is on. The first opening notes the
 * account's password as it is then, so one set by anyone before (a stranger included) must be
 * replaced from the mailbox. Null for a token that is no invitation's.
 */
create function public.open_staff_invitation(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.staff_invitations;
  account auth.users;
  caller uuid := (select auth.uid());
  signed_in boolean;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select * into invitation from public.staff_invitations i
  where i.token_hash = public.staff_invitation_hash(token) for update;
  if not found then
    return null;
  end if;
  select * into account from auth.users u where lower(u.email) = invitation.email;
  if invitation.opened_at is null and public.staff_invitation_status(invitation) = 'pending' then
    update public.staff_invitations i set
      opened_at = now(),
      password_fingerprint = coalesce(i.password_fingerprint, public.password_fingerprint(account.encrypted_password))
    where i.id = invitation.id
    returning * into invitation;
  end if;
  signed_in := caller is not null and caller = account.id;
  return jsonb_build_object(
    'email', invitation.email,
    'role', invitation.role,
    'status', public.staff_invitation_status(invitation),
    'expires_at', invitation.expires_at,
    'invited_by', invitation.invited_by_email,
    'account', case when account.id is null then 'none'
      when account.email_confirmed_at is null then 'unconfirmed' else 'confirmed' end,
    'signed_in', signed_in,
    'password_ready', signed_in and public.password_fingerprint(account.encrypted_password) is not null
      and public.password_fingerprint(account.encrypted_password) is distinct from invitation.password_fingerprint,
    'two_step', signed_in and exists (
      select 1 from auth.mfa_factors f where f.user_id = account.id and f.status::text = 'verified'
    ),
    'aal', case when signed_in then (select auth.jwt() ->> 'aal') end
  );
end;
$$;

comment on function public.open_staff_invitation is 'An invitation as its link''s holder sees it, and the invitee''s progress.';

/**
 * The invitee accepts: signed in as the invited address (confirmed), with a password set since
 * the invitation, two-step verification enrolled and this session at aal2. The role is granted
 * then, and not before.
 */
create function public.accept_staff_invitation(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.staff_invitations;
  account auth.users;
  caller uuid := (select auth.uid());
begin
  if caller is null then
    perform public.checkout_refuse('session', 'Sign in to accept this invitation.', '401');
  end if;
  select * into invitation from public.staff_invitations i
  where i.token_hash = public.staff_invitation_hash(coalesce(token, '')) for update;
  if not found then
    perform public.checkout_refuse('token', 'This invitation link is not valid. Ask an admin to invite you again.', '404');
  end if;
  if invitation.accepted_at is not null and invitation.accepted_by = caller then
    return jsonb_build_object('role', invitation.role, 'status', 'accepted');
  end if;
  if public.staff_invitation_status(invitation) <> 'pending' then
    perform public.checkout_refuse('token', case public.staff_invitation_status(invitation)
      when 'expired' then 'This invitation has expired. Ask an admin to invite you again.'
      when 'withdrawn' then 'This invitation was withdrawn. Ask an admin if you should have a new one.'
      else 'This invitation has already been used.' end, '409');
  end if;
  select * into account from auth.users u where u.id = caller;
  if lower(account.email) is distinct from invitation.email then
    perform public.checkout_refuse('session', format('Sign in as %s to accept this invitation.', invitation.email), '403');
  end if;
  if account.email_confirmed_at is null then
    perform public.checkout_refuse('session', 'Confirm your e-mail address first.', '403');
  end if;
  if public.password_fingerprint(account.encrypted_password) is null
    or public.password_fingerprint(account.encrypted_password) is not distinct from invitation.password_fingerprint then
    perform public.checkout_refuse('password', 'Choose a new password first, from the link we e-mail you.', '409');
  end if;
  if not exists (select 1 from auth.mfa_factors f where f.user_id = caller and f.status::text = 'verified') then
    perform public.checkout_refuse('two_step', 'Set up two-step verification first.', '409');
  end if;
  if (select auth.jwt() ->> 'aal') is distinct from 'aal2' then
    perform public.checkout_refuse('two_step', 'Enter a code from your authenticator first.', '409');
  end if;
  update public.staff_invitations i set accepted_at = now(), accepted_by = caller where i.id = invitation.id;
  insert into public.user_roles (user_id, role) values (caller, invitation.role) on conflict do nothing;
  return jsonb_build_object('role', invitation.role, 'status', 'accepted');
end;
$$;

comment on function public.accept_staff_invitation is 'The invitee joins the staff: confirmed, a password of their own, at aal2.';

/** Withdraws a pending invitation; admins only. */
create function public.revoke_staff_invitation(invitation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can withdraw invitations' using errcode = '42501';
  end if;
  update public.staff_invitations i set revoked_at = now(), revoked_by = (select auth.uid())
  where i.id = invitation_id and i.accepted_at is null and i.revoked_at is null;
  if not found then
    perform public.checkout_refuse('invitation', 'That invitation is no longer pending.', '409');
  end if;
end;
$$;

/**
 * Grants or revokes a role of a staff member by e-mail; admins only; never the last admin. A role
 * goes only to a confirmed account that is staff already (a manager made admin): everyone else
 * joins by an invitation.
 */
create or replace function public.set_staff_role(email text, wanted public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target auth.users;
begin
  if not (select public.has_role('admin')) then
    raise exception 'Only an admin can change staff roles' using errcode = '42501';
  end if;
  select * into target from auth.users u where lower(u.email) = lower(btrim(set_staff_role.email));
  if target.id is null then
    perform public.checkout_refuse('email', 'No account uses that e-mail. Invite them to join the staff instead.', '404');
  end if;
  if granted and target.email_confirmed_at is null then
    perform public.checkout_refuse('email', 'That account has not confirmed its e-mail address. Invite them to join the staff instead.', '409');
  end if;
  if granted and not exists (select 1 from public.user_roles r where r.user_id = target.id) then
    perform public.checkout_refuse('email', 'Staff join by an invitation. Invite them from the Staff page.', '409');
  end if;
  if not granted and wanted = 'admin'
    and not exists (select 1 from public.user_roles r where r.role = 'admin' and r.user_id <> target.id) then
    perform public.checkout_refuse('email', 'The shop needs at least one admin.', '409');
  end if;
  perform public.set_user_role(target.id, wanted, granted);
end;
$$;

drop function public.staff_members();

/**
 * The Staff page's list, admins only: active staff with their roles, pending and expired
 * invitations, and people whose roles were revoked or whose invitation was withdrawn.
 */
create function public.staff_members()
returns table (
  status text,
  user_id uuid,
  email text,
  full_name text,
  roles text[],
  last_sign_in_at timestamptz,
  since timestamptz,
  by_email text,
  invitation_id uuid,
  expires_at timestamptz
)
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
  with active as (
    select u.id, u.email::text as email, p.full_name, array_agg(r.role::text order by r.role) as roles,
      u.last_sign_in_at, min(r.created_at) as since
    from public.user_roles r
    join auth.users u on u.id = r.user_id
    left join public.profiles p on p.id = u.id
    group by u.id, u.email, p.full_name, u.last_sign_in_at
  ),
  invited as (
    select i.* from public.staff_invitations i
    where i.accepted_at is null and i.revoked_at is null
      and not exists (select 1 from active a where lower(a.email) = i.email)
  ),
  revoked as (
    select distinct on (lower(c.email)) c.user_id, lower(c.email) as email, c.at, c.actor_email
    from public.staff_role_changes c
    where not c.granted and c.email is not null
    order by lower(c.email), c.at desc
  ),
  withdrawn as (
    select distinct on (i.email) i.email, i.revoked_at, i.role
    from public.staff_invitations i
    where i.revoked_at is not null
    order by i.email, i.revoked_at desc
  ),
  gone as (
    select coalesce(r.email, w.email) as email, r.user_id, greatest(r.at, w.revoked_at) as at, r.actor_email
    from revoked r full join withdrawn w on w.email = r.email
    where not exists (select 1 from active a where lower(a.email) = coalesce(r.email, w.email))
      and not exists (select 1 from invited i where i.email = coalesce(r.email, w.email))
  )
  select 'active', a.id, a.email, a.full_name, a.roles, a.last_sign_in_at, a.since, null::text, null::uuid, null::timestamptz
  from active a
  union all
  select case when i.expires_at <= now() then 'expired' else 'invited' end, null::uuid, i.email, null::text,
    array[i.role::text], null::timestamptz, i.created_at, i.invited_by_email, i.id, i.expires_at
  from invited i
  union all
  select 'revoked', g.user_id, g.email, p.full_name, array[]::text[], null::timestamptz, g.at, g.actor_email, null::uuid, null::timestamptz
  from gone g left join public.profiles p on p.id = g.user_id
  order by 1, 3;
end;
$$;

revoke execute on function public.record_staff_role_change() from public, anon, authenticated;
revoke execute on function public.staff_invitation_hash(text) from public, anon, authenticated;
revoke execute on function public.password_fingerprint(text) from public, anon, authenticated;
revoke execute on function public.staff_invitation_status(public.staff_invitations) from public, anon, authenticated;
revoke execute on function public.invite_staff(text, public.app_role) from public, anon;
revoke execute on function public.revoke_staff_invitation(uuid) from public, anon;
revoke execute on function public.accept_staff_invitation(text) from public, anon;
revoke execute on function public.staff_members() from public, anon;
grant execute on function public.invite_staff(text, public.app_role) to authenticated;
grant execute on function public.revoke_staff_invitation(uuid) to authenticated;
grant execute on function public.accept_staff_invitation(text) to authenticated;
grant execute on function public.open_staff_invitation(text) to anon, authenticated;
grant execute on function public.staff_members() to authenticated;
