-- The sales assistant's product search (issue 13): ranked, typo-tolerant matching of a shopper's
-- words against the catalogue, with the filters a sales agent needs. Anyone may call it; it runs
-- as the caller (security invoker), so it sees exactly what the products policies let them read.

-- What the assistant matches a shopper's words against: name, brand, tags, type, department,
-- colour names and material, lower-cased. Descriptions are left out: long texts make trigram
-- matching slow, and the tags already say what a description would (occasion, fabric, use).
create function public.chat_document(
  name text, brand text, tags text[], type text, category text, colors jsonb, material text
)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(concat_ws(' ', name, brand, array_to_string(tags, ' '), type, category,
    (select string_agg(c ->> 'name', ' ') from jsonb_array_elements(colors) c), material))
$$;

alter table public.products
  add column chat_text text not null generated always as (
    public.chat_document(name, brand, tags, type, category, colors, material)
  ) stored;

comment on column public.products.chat_text is
  'What the sales assistant matches: name, brand, tags, type, department, colours, material. Generated; not shown.';

create index products_chat_text_trgm on public.products
  using gin (chat_text extensions.gin_trgm_ops) with (fastupdate = off);

-- How well one shopper word matches a product's chat_text, 0 when it does not: a whole word
-- ("gown" in "silk evening gown"), else a typo or plural of four letters or more ("rolx",
-- "jordans"); a short word never matches inside a longer one ("red" in "structured"). Plain SQL
-- without settings, so the planner inlines it.
create function public.chat_word_score(word text, doc text)
returns double precision
language sql
immutable
parallel safe
as $$
  select case
    when extensions.strict_word_similarity(word, doc) >= 0.5 then extensions.strict_word_similarity(word, doc)
    when length(word) >= 4 and extensions.word_similarity(word, doc) >= 0.6
      then 0.8 * extensions.word_similarity(word, doc)
    else 0
  end
$$;

-- The price a shopper pays: the list price less its discount, whole KES, rounded as the site
-- rounds it (src/lib/money.ts, discountedPrice).
create function public.discounted_price(price integer, discount integer)
returns integer
language sql
immutable
parallel safe
as $$
  select case when discount <= 0 then price else round(price * (100 - least(discount, 100)) / 100.0)::integer end
$$;

-- Whether a product is of the department and types asked for, on sale or new when asked, and
-- within the price bounds (after discount). Plain SQL, so the planner inlines it.
create function public.chat_fits(
  p public.products,
  wanted_category text,
  wanted_types text[],
  sale_only boolean,
  new_only boolean,
  min_price integer,
  max_price integer
)
returns boolean
language sql
immutable
parallel safe
as $$
  select (wanted_category is null or p.category = wanted_category)
    and (wanted_types is null or p.type = any (wanted_types))
    and (not sale_only or p.discount > 0)
    and (not new_only or p.new_arrival)
    and (min_price is null or public.discounted_price(p.price, p.discount) >= min_price)
    and (max_price is null or public.discounted_price(p.price, p.discount) <= max_price)
$$;

create function public.chat_search_products(
  query_words text[] default '{}',
  wanted_category text default null,
  wanted_types text[] default null,
  min_price integer default null,
  max_price integer default null,
  sale_only boolean default false,
  new_only boolean default false,
  wanted_colour text default null,
  must_match boolean default true,
  result_limit integer default 6,
  only_slugs text[] default null,
  price_order text default null
)
returns table (
  slug text,
  name text,
  brand text,
  category text,
  type text,
  price integer,
  final_price integer,
  discount integer,
  sizes text[],
  colours text[],
  in_stock boolean,
  stock integer,
  new_arrival boolean,
  matched_words text[],
  score real
)
language plpgsql
stable
security invoker
set search_path = ''
-- The index's candidates: words at least this similar (the scoring below is stricter).
set pg_trgm.word_similarity_threshold = 0.5
as $$
#variable_conflict use_column
declare
  -- At most eight words of at most 40 characters: a message cannot make the search expensive.
  words text[] := coalesce(array(
    select distinct lower(left(trim(w), 40)) from unnest(query_words) w
    where length(trim(w)) > 1 limit 8
  ), '{}');
begin
  -- With a department or type to go by, only its products that hold a word are ranked (through
  -- the index); when none does ("gucci" among the bags), its products are listed unscored. Either
  -- way no search scores every product of a large department.
  if not must_match and cardinality(words) > 0 and only_slugs is null then
    if exists (
      select 1 from public.products p cross join unnest(words) w
      where p.chat_text operator(extensions.%>) w
        and public.chat_word_score(w, p.chat_text) > 0
        and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
    ) then
      must_match := true;
    else
      words := '{}';
    end if;
  end if;

  return query
  with
  text_matches as materialized (
    select p.id from public.products p
    where must_match and cardinality(words) > 0
      and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
      and p.chat_text operator(extensions.%>) any (words)
  ),
  candidates as materialized (
    select p.*, public.discounted_price(p.price, p.discount) as final
    from public.products p
    where (not must_match or cardinality(words) = 0
        or p.id in (select id from text_matches))
      and (only_slugs is null or p.slug = any (only_slugs))
      and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
      and (wanted_colour is null or exists (
        select 1 from jsonb_array_elements(p.colors) c
        where lower(c ->> 'name') ~ ('\m' || regexp_replace(lower(wanted_colour), '[^a-z ]', '', 'g') || '\M')
      ))
  ),
  word_scores as materialized (
    -- A word the name or brand holds counts double.
    select c.id, w as word,
      public.chat_word_score(w, c.chat_text)
        * case when lower(c.name || ' ' || coalesce(c.brand, '')) like ('%' || left(w, 4) || '%') then 2 else 1 end
        as value
    from candidates c cross join unnest(words) w
  ),
  scored as (
    select c.*, m.matched, coalesce(m.total, 0) as total
    from candidates c
    left join (
      select id, array_agg(word) filter (where value > 0) as matched, sum(value) as total
      from word_scores group by id
    ) m on m.id = c.id
  )
  select s.slug, s.name, s.brand, s.category, s.type, s.price, s.final, s.discount, s.sizes,
    array(select c ->> 'name' from jsonb_array_elements(s.colors) c), s.in_stock, s.stock,
    s.new_arrival, coalesce(s.matched, '{}'), s.total::real
  from scored s
  where not must_match or cardinality(words) = 0 or s.total > 0
  order by
    coalesce(cardinality(s.matched), 0) desc,
    -- "the cheapest", "the most expensive"
    case when price_order = 'asc' then s.final end asc nulls last,
    case when price_order = 'desc' then s.final end desc nulls last,
    s.in_stock desc,
    s.total desc,
    case when sale_only then s.discount end desc nulls last,
    case when new_only then s.created_at end desc nulls last,
    s.featured desc,
    s.rating desc nulls last,
    s.final asc
  limit least(greatest(coalesce(result_limit, 6), 1), 24);
end
$$;

comment on function public.chat_search_products is
  'The sales assistant''s ranked, typo-tolerant product search: shopper words scored against chat_text (names and brands counting double); filters by products (slugs), department, types, final price (KES after discount), sale, new arrivals and colour; optionally ordered by price (price_order asc or desc).';

grant execute on function public.chat_word_score(text, text) to anon, authenticated;
grant execute on function public.discounted_price(integer, integer) to anon, authenticated;
grant execute on function public.chat_fits(public.products, text, text[], boolean, boolean, integer, integer) to anon, authenticated;
grant execute on function public.chat_document(text, text, text[], text, text, jsonb, text) to anon, authenticated;
grant execute on function public.chat_search_products(text[], text, text[], integer, integer, boolean, boolean, text, boolean, integer, text[], text) to anon, authenticated;
