-- Reviews from verified buyers. A shopper whose order line of a product was delivered may rate it
-- (1–5) and review it (a title, a text, and optionally the size they took and how it fits), once
-- per product, and edit that review. Reviews are plain text with no links. Staff hide a review
-- with a reason (its text is then never served to shoppers) and reply to it in public; shoppers
-- report a review and mark it helpful. Each product's summary (average, count, spread of stars,
-- fit and the reviews its page shows) is kept by triggers in product_review_summaries, which the
-- storefront's build reads; a change to it is a storefront change, so the pages follow.

create table public.product_reviews (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The name shown: the first name and the initial of the last, from the profile when written.
  reviewer_name text not null,
  rating smallint not null check (rating between 1 and 5),
  title text not null check (char_length(title) between 2 and 80),
  body text not null check (char_length(body) between 10 and 2000),
  size text check (size is null or char_length(size) <= 20),
  fit text check (fit is null or fit in ('runs_small', 'true_to_size', 'runs_large')),
  helpful_count integer not null default 0 check (helpful_count >= 0),
  report_count integer not null default 0 check (report_count >= 0),
  hidden_at timestamptz,
  hidden_reason text check (hidden_reason is null or char_length(hidden_reason) between 3 and 300),
  hidden_by uuid references auth.users (id) on delete set null,
  reply text check (reply is null or char_length(reply) between 2 and 1000),
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (product_id, user_id),
  check ((hidden_at is null) = (hidden_reason is null))
);
comment on table public.product_reviews is 'Ratings and reviews by buyers of a delivered order line; staff hide and reply.';
create index product_reviews_product on public.product_reviews (product_id, created_at desc);
create index product_reviews_user on public.product_reviews (user_id);
create index product_reviews_reported on public.product_reviews (report_count desc, created_at desc)
  where report_count > 0;

alter table public.product_reviews enable row level security;

create policy "Anyone reads reviews the shop has not hidden"
  on public.product_reviews for select
  to anon, authenticated
  using (hidden_at is null);

create policy "Staff read every review"
  on public.product_reviews for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));

create policy "Users with a verified factor need aal2 to read hidden reviews"
  on public.product_reviews as restrictive for select
  to authenticated
  using (hidden_at is null or (select public.is_mfa_satisfied()));

-- Who wrote a review and why it was hidden are not for the public: shoppers read the review's
-- own words; staff read the rest through admin_reviews().
grant select (
  id, product_id, reviewer_name, rating, title, body, size, fit, helpful_count, reply, replied_at,
  created_at, updated_at
) on public.product_reviews to anon, authenticated;

-- One mark of "helpful" and one report per shopper and review.
create table public.review_votes (
  review_id uuid not null references public.product_reviews (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (review_id, user_id)
);
comment on table public.review_votes is 'Shoppers who found a review helpful; written by mark_review_helpful() only.';
alter table public.review_votes enable row level security;

create table public.review_reports (
  review_id uuid not null references public.product_reviews (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (char_length(reason) between 3 and 300),
  created_at timestamptz not null default now(),
  primary key (review_id, user_id)
);
comment on table public.review_reports is 'Shoppers'' reports of a review; written by report_review() only, read by staff.';
alter table public.review_reports enable row level security;

create policy "Staff read review reports"
  on public.review_reports for select
  to authenticated
  using ((select public.has_role('admin')) or (select public.has_role('manager')));
create policy "Users with a verified factor need aal2 to read review reports"
  on public.review_reports as restrictive for select
  to authenticated
  using ((select public.is_mfa_satisfied()));
grant select on public.review_reports to authenticated;

-- What a product's pages show of its reviews, kept by the triggers below.
create table public.product_review_summaries (
  product_id uuid primary key references public.products (id) on delete cascade,
  product_slug text not null,
  average numeric(2, 1) not null,
  total integer not null,
  -- How many reviews gave 1, 2, 3, 4 and 5 stars.
  stars integer[] not null,
  -- How many said it runs small, true to size, runs large.
  fits integer[] not null,
  -- The newest and the most helpful reviews, as the product page shows them.
  highlights jsonb not null,
  updated_at timestamptz not null default now()
);
comment on table public.product_review_summaries is
  'Each reviewed product''s average, count, spread and shown reviews (hidden ones left out); kept by triggers.';
alter table public.product_review_summaries enable row level security;
create policy "Anyone reads review summaries"
  on public.product_review_summaries for select
  to anon, authenticated
  using (true);
grant select on public.product_review_summaries to anon, authenticated;

/** The shown name of a reviewer: "Amina W." from "Amina Wanjiku"; a shopper without a name is a buyer. */
create function public.reviewer_name(full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(btrim(full_name), '') = '' then 'Mtindo buyer'
    when array_length(regexp_split_to_array(btrim(full_name), '\s+'), 1) = 1 then left(btrim(full_name), 40)
    else left(split_part(btrim(full_name), ' ', 1), 40) || ' '
      || upper(left((regexp_split_to_array(btrim(full_name), '\s+'))[array_length(regexp_split_to_array(btrim(full_name), '\s+'), 1)], 1)) || '.'
  end;
$$;

/** Review text as stored: control characters out, runs of blank lines and spaces at the ends trimmed. */
create function public.review_text(typed text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(coalesce(typed, ''), '[\x01-\x09\x0b-\x1f\x7f]', ' ', 'g'), '\n{3,}', E'\n\n', 'g'));
$$;

/** True when the text holds a link or a web address (reviews have none). */
create function public.has_link(typed text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select typed ~* '(https?://|www\.|\m[a-z0-9-]+\.(com|co|ke|net|org|io|info|biz|shop|store|me|ly|app|link)\M|<\s*a\s)';
$$;

/** Recomputes a product's summary (or removes it when no review is shown) and tells the storefront. */
create function public.refresh_review_summary(target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  product public.products;
  shown integer;
begin
  select * into product from public.products where id = target;
  if not found then return; end if;
  select count(*) into shown from public.product_reviews where product_id = target and hidden_at is null;
  if shown = 0 then
    delete from public.product_review_summaries where product_id = target;
  else
    insert into public.product_review_summaries as s
      (product_id, product_slug, average, total, stars, fits, highlights, updated_at)
    select
      target,
      product.slug,
      round(avg(r.rating), 1),
      count(*),
      array[
        count(*) filter (where r.rating = 1), count(*) filter (where r.rating = 2),
        count(*) filter (where r.rating = 3), count(*) filter (where r.rating = 4),
        count(*) filter (where r.rating = 5)
      ]::integer[],
      array[
        count(*) filter (where r.fit = 'runs_small'), count(*) filter (where r.fit = 'true_to_size'),
        count(*) filter (where r.fit = 'runs_large')
      ]::integer[],
      (
        -- The three newest, then the three most helpful of the rest.
        select coalesce(jsonb_agg(to_jsonb(h) - 'grp'
          order by h.grp, case when h.grp = 2 then h.helpful end desc, h.created_at desc), '[]')
        from (
          (select 1 as grp, id, reviewer_name as name, rating, title, body, size, fit,
                  helpful_count as helpful, reply, replied_at, created_at
           from public.product_reviews
           where product_id = target and hidden_at is null
           order by created_at desc, id limit 3)
          union all
          (select 2, id, reviewer_name, rating, title, body, size, fit, helpful_count, reply, replied_at, created_at
           from public.product_reviews
           where product_id = target and hidden_at is null and helpful_count > 0
             and id not in (
               select n.id from public.product_reviews n
               where n.product_id = target and n.hidden_at is null order by n.created_at desc, n.id limit 3)
           order by helpful_count desc, created_at desc, id limit 3)
        ) h
      ),
      now()
    from public.product_reviews r
    where r.product_id = target and r.hidden_at is null
    on conflict (product_id) do update set
      product_slug = excluded.product_slug, average = excluded.average, total = excluded.total,
      stars = excluded.stars, fits = excluded.fits, highlights = excluded.highlights,
      updated_at = excluded.updated_at;
  end if;
  -- The product's built pages show these: publish them as a change of the product.
  insert into public.storefront_changes (product_slug, product_name, action)
  values (product.slug, product.name, 'updated')
  on conflict (product_slug) where publish_id is null
  do update set changed_at = clock_timestamp(), product_name = excluded.product_name;
end;
$$;
revoke all on function public.refresh_review_summary(uuid) from public, anon, authenticated;

create function public.review_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (to_jsonb(old) - 'report_count') = (to_jsonb(new) - 'report_count') then
    return null;
  end if;
  perform public.refresh_review_summary(case when tg_op = 'DELETE' then old.product_id else new.product_id end);
  return null;
end;
$$;
revoke all on function public.review_changed() from public, anon, authenticated;

create trigger product_reviews_summary
  after insert or update or delete on public.product_reviews
  for each row execute function public.review_changed();

/** The products of delivered order lines the caller may review, with their review if written. */
create function public.reviewable_products()
returns table (
  product_slug text,
  product_name text,
  delivered_at timestamptz,
  order_number text,
  sizes text[],
  review_id uuid,
  rating smallint,
  title text,
  body text,
  size text,
  fit text,
  hidden boolean,
  hidden_reason text
)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (p.id)
    p.slug, p.name, o.delivered_at, o.number, p.sizes,
    r.id, r.rating,
    case when r.hidden_at is null then r.title end,
    case when r.hidden_at is null then r.body end,
    r.size, r.fit, r.hidden_at is not null, r.hidden_reason
  from public.orders o
  join public.order_lines l on l.order_id = o.id
  join public.products p on p.id = l.product_id
  left join public.product_reviews r on r.product_id = p.id and r.user_id = o.user_id
  where o.user_id = (select auth.uid()) and o.delivered_at is not null
  order by p.id, o.delivered_at desc;
$$;
comment on function public.reviewable_products() is
  'The signed-in shopper''s delivered products and their own review of each (a hidden one''s words left out).';
revoke all on function public.reviewable_products() from public, anon;
grant execute on function public.reviewable_products() to authenticated;

/**
 * Writes or rewrites the caller's review of a product they received. Refusals (PT4xx, the field in
 * the detail): no delivered line of it, a rating outside 1–5, a title or text too short or too
 * long, a link, a size the product does not come in, a review the shop has hidden.
 */
create function public.submit_review(
  product_slug text,
  rating integer,
  title text,
  body text,
  size text default null,
  fit text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  product public.products;
  clean_title text := public.review_text(submit_review.title);
  clean_body text := public.review_text(submit_review.body);
  clean_size text := nullif(btrim(coalesce(submit_review.size, '')), '');
  clean_fit text := nullif(btrim(coalesce(submit_review.fit, '')), '');
  existing public.product_reviews;
  written uuid;
begin
  if me is null then
    raise exception 'Please sign in to review a product.' using errcode = '42501';
  end if;
  select * into product from public.products p where p.slug = submit_review.product_slug;
  if not found or not exists (
    select 1 from public.orders o join public.order_lines l on l.order_id = o.id
    where o.user_id = me and o.delivered_at is not null and l.product_id = product.id
  ) then
    raise exception 'You can review a product once it has been delivered to you.'
      using errcode = 'PT403', detail = 'product';
  end if;
  if submit_review.rating is null or submit_review.rating not between 1 and 5 then
    raise exception 'Choose a rating from 1 to 5 stars.' using errcode = 'PT422', detail = 'rating';
  end if;
  if char_length(clean_title) not between 2 and 80 then
    raise exception 'Give your review a title of 2 to 80 characters.' using errcode = 'PT422', detail = 'title';
  end if;
  if char_length(clean_body) not between 10 and 2000 then
    raise exception 'Write 10 to 2,000 characters about the product.' using errcode = 'PT422', detail = 'body';
  end if;
  if public.has_link(clean_title) then
    raise exception 'Reviews cannot contain links or web addresses.' using errcode = 'PT422', detail = 'title';
  end if;
  if public.has_link(clean_body) then
    raise exception 'Reviews cannot contain links or web addresses.' using errcode = 'PT422', detail = 'body';
  end if;
  if clean_size is not null and not (clean_size = any (product.sizes)) then
    raise exception 'Choose one of the sizes this product comes in.' using errcode = 'PT422', detail = 'size';
  end if;
  if clean_fit is not null and clean_fit not in ('runs_small', 'true_to_size', 'runs_large') then
    raise exception 'Choose how it fits: runs small, true to size or runs large.'
      using errcode = 'PT422', detail = 'fit';
  end if;
  select * into existing from public.product_reviews r where r.product_id = product.id and r.user_id = me;
  if found and existing.hidden_at is not null then
    raise exception 'The shop has hidden your review of this product, so it cannot be changed.'
      using errcode = 'PT409', detail = 'product';
  end if;
  insert into public.product_reviews as r
    (product_id, user_id, reviewer_name, rating, title, body, size, fit)
  values (
    product.id, me,
    public.reviewer_name((select full_name from public.profiles where id = me)),
    submit_review.rating, clean_title, clean_body, clean_size, clean_fit
  )
  on conflict (product_id, user_id) do update set
    rating = excluded.rating, title = excluded.title, body = excluded.body, size = excluded.size,
    fit = excluded.fit, reviewer_name = excluded.reviewer_name, updated_at = now()
  returning r.id into written;
  return written;
end;
$$;
revoke all on function public.submit_review(text, integer, text, text, text, text) from public, anon;
grant execute on function public.submit_review(text, integer, text, text, text, text) to authenticated;

/** Marks a review helpful, once per shopper; not one's own. Returns its count of helpful marks. */
create function public.mark_review_helpful(review uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  target public.product_reviews;
begin
  if me is null then
    raise exception 'Please sign in to mark a review helpful.' using errcode = '42501';
  end if;
  select * into target from public.product_reviews where id = review and hidden_at is null;
  if not found then
    raise exception 'That review is no longer shown.' using errcode = 'PT404', detail = 'review';
  end if;
  if target.user_id = me then
    raise exception 'You cannot mark your own review helpful.' using errcode = 'PT409', detail = 'review';
  end if;
  insert into public.review_votes (review_id, user_id) values (review, me) on conflict do nothing;
  if found then
    update public.product_reviews set helpful_count = helpful_count + 1 where id = review
    returning helpful_count into target.helpful_count;
  end if;
  return target.helpful_count;
end;
$$;
revoke all on function public.mark_review_helpful(uuid) from public, anon;
grant execute on function public.mark_review_helpful(uuid) to authenticated;

/** Reports a review to the shop, once per shopper, with a reason. */
create function public.report_review(review uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  clean text := public.review_text(report_review.reason);
begin
  if me is null then
    raise exception 'Please sign in to report a review.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.product_reviews where id = review and hidden_at is null) then
    raise exception 'That review is no longer shown.' using errcode = 'PT404', detail = 'review';
  end if;
  if char_length(clean) not between 3 and 300 then
    raise exception 'Say in 3 to 300 characters what is wrong with this review.'
      using errcode = 'PT422', detail = 'reason';
  end if;
  insert into public.review_reports (review_id, user_id, reason) values (review, me, clean)
  on conflict do nothing;
  if found then
    update public.product_reviews set report_count = report_count + 1 where id = review;
  end if;
end;
$$;
revoke all on function public.report_review(uuid, text) from public, anon;
grant execute on function public.report_review(uuid, text) to authenticated;

/** Staff only: every review, reported first, with who wrote it, its reports and why it is hidden. */
create function public.admin_reviews(only_reported boolean default false, max_rows integer default 200)
returns table (
  id uuid,
  product_slug text,
  product_name text,
  reviewer_name text,
  reviewer_email text,
  rating smallint,
  title text,
  body text,
  size text,
  fit text,
  helpful_count integer,
  report_count integer,
  reports text[],
  hidden_at timestamptz,
  hidden_reason text,
  reply text,
  replied_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can moderate reviews' using errcode = '42501';
  end if;
  if not (select public.is_mfa_satisfied()) then
    raise exception 'Verify your authenticator code to moderate reviews (aal2)' using errcode = '42501';
  end if;
  return query
  select r.id, p.slug, p.name, r.reviewer_name, u.email::text, r.rating, r.title, r.body, r.size, r.fit,
    r.helpful_count, r.report_count,
    array(select rr.reason from public.review_reports rr where rr.review_id = r.id order by rr.created_at),
    r.hidden_at, r.hidden_reason, r.reply, r.replied_at, r.created_at
  from public.product_reviews r
  join public.products p on p.id = r.product_id
  left join auth.users u on u.id = r.user_id
  where not only_reported or r.report_count > 0
  order by (r.report_count > 0 and r.hidden_at is null) desc, r.created_at desc
  limit least(greatest(coalesce(max_rows, 200), 1), 500);
end;
$$;
revoke all on function public.admin_reviews(boolean, integer) from public, anon;
grant execute on function public.admin_reviews(boolean, integer) to authenticated;

/** Staff only: hides a review with a reason (shown = false), or shows it again (shown = true). */
create function public.moderate_review(review uuid, shown boolean, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean text := nullif(public.review_text(moderate_review.reason), '');
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can moderate reviews' using errcode = '42501';
  end if;
  if not (select public.is_mfa_satisfied()) then
    raise exception 'Verify your authenticator code to moderate reviews (aal2)' using errcode = '42501';
  end if;
  if not shown and (clean is null or char_length(clean) not between 3 and 300) then
    raise exception 'Say in 3 to 300 characters why the review is hidden.' using errcode = 'PT422', detail = 'reason';
  end if;
  update public.product_reviews set
    hidden_at = case when shown then null else coalesce(hidden_at, now()) end,
    hidden_reason = case when shown then null else clean end,
    hidden_by = case when shown then null else (select auth.uid()) end
  where id = review;
  if not found then
    raise exception 'That review does not exist.' using errcode = 'PT404', detail = 'review';
  end if;
end;
$$;
revoke all on function public.moderate_review(uuid, boolean, text) from public, anon;
grant execute on function public.moderate_review(uuid, boolean, text) to authenticated;

/** Staff only: the shop's public reply under a review (an empty reply removes it). */
create function public.reply_to_review(review uuid, reply text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean text := nullif(public.review_text(reply_to_review.reply), '');
begin
  if not ((select public.has_role('admin')) or (select public.has_role('manager'))) then
    raise exception 'Only staff can reply to reviews' using errcode = '42501';
  end if;
  if not (select public.is_mfa_satisfied()) then
    raise exception 'Verify your authenticator code to reply to reviews (aal2)' using errcode = '42501';
  end if;
  if clean is not null and char_length(clean) not between 2 and 1000 then
    raise exception 'Keep the reply to 2 to 1,000 characters.' using errcode = 'PT422', detail = 'reply';
  end if;
  if clean is not null and public.has_link(clean) then
    raise exception 'Replies cannot contain links or web addresses.' using errcode = 'PT422', detail = 'reply';
  end if;
  update public.product_reviews set
    reply = clean,
    replied_at = case when clean is null then null else now() end
  where id = review;
  if not found then
    raise exception 'That review does not exist.' using errcode = 'PT404', detail = 'review';
  end if;
end;
$$;
revoke all on function public.reply_to_review(uuid, text) from public, anon;
grant execute on function public.reply_to_review(uuid, text) to authenticated;

/** Anyone: a product's reviews the shop shows, newest or most helpful first, a page at a time. */
create function public.product_reviews_page(
  product_slug text,
  sort text default 'newest',
  page_size integer default 10,
  page_offset integer default 0
)
returns table (
  id uuid,
  name text,
  rating smallint,
  title text,
  body text,
  size text,
  fit text,
  helpful integer,
  reply text,
  replied_at timestamptz,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.reviewer_name, r.rating, r.title, r.body, r.size, r.fit, r.helpful_count, r.reply,
    r.replied_at, r.created_at
  from public.product_reviews r
  join public.products p on p.id = r.product_id
  where p.slug = product_reviews_page.product_slug and r.hidden_at is null
  order by
    case when product_reviews_page.sort = 'helpful' then r.helpful_count end desc nulls last,
    r.created_at desc, r.id
  limit least(greatest(coalesce(page_size, 10), 1), 50)
  offset greatest(coalesce(page_offset, 0), 0);
$$;
revoke all on function public.product_reviews_page(text, text, integer, integer) from public;
grant execute on function public.product_reviews_page(text, text, integer, integer) to anon, authenticated;

revoke all on function public.reviewer_name(text) from public, anon, authenticated;
revoke all on function public.review_text(text) from public, anon, authenticated;
revoke all on function public.has_link(text) from public, anon, authenticated;
