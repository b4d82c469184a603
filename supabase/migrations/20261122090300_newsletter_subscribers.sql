-- Newsletter and e-mail-offer sign-ups. Visitors may only add an address, through
-- subscribe_to_newsletter(); staff read the list. Addresses are stored trimmed and lower-case,
-- so the same address typed differently is the same subscriber.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  preferences text[] not null default '{}',
  source text not null check (source in ('newsletter', 'popup')),
  created_at timestamptz not null default now()
);

create function public.normalise_subscriber_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(trim(new.email));
  return new;
end;
$$;

create trigger newsletter_subscribers_normalise_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.normalise_subscriber_email();

comment on table public.newsletter_subscribers is 'E-mail sign-ups from the newsletter form and the offer popup.';

alter table public.newsletter_subscribers enable row level security;

create policy "Staff can read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

grant select on public.newsletter_subscribers to authenticated;

/**
 * Subscribes an address; the only way in for visitors. A repeat subscription succeeds quietly
 * (ON CONFLICT DO NOTHING) and answers the same as a new one, so nobody can learn through the API
 * whether an address is on the list. Security definer because visitors have no table privileges.
 */
create function public.subscribe_to_newsletter(
  email text,
  source text default 'newsletter',
  preferences text[] default '{}'
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.newsletter_subscribers (email, source, preferences)
  values (
    subscribe_to_newsletter.email,
    subscribe_to_newsletter.source,
    coalesce(subscribe_to_newsletter.preferences, '{}')
  )
  on conflict (email) do nothing;
$$;

revoke all on function public.subscribe_to_newsletter from public;
grant execute on function public.subscribe_to_newsletter to anon, authenticated;
