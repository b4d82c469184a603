-- Newsletter and e-mail-offer sign-ups. Visitors may only add themselves; staff read the list.
-- A repeat subscription is not an error: clients insert with on-conflict-do-nothing.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  preferences text[] not null default '{}',
  source text not null check (source in ('newsletter', 'popup')),
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email on public.newsletter_subscribers (lower(email));

comment on table public.newsletter_subscribers is 'E-mail sign-ups from the newsletter form and the offer popup.';

alter table public.newsletter_subscribers enable row level security;

create policy "Anyone can subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

grant insert (email, preferences, source) on public.newsletter_subscribers to anon, authenticated;
grant select on public.newsletter_subscribers to authenticated;
