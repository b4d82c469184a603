-- The sales assistant's product search also returns each product's material, so that a follow-up
-- can narrow a list by what it is made of ("pure wool only", "which are leather?") and the agent can
-- say what a product is made of; and a colour asked for matches its family as the site's colour
-- filter draws it (src/lib/colour-family.ts), so "pink" finds Blush and "blue" finds Navy, besides
-- any colour named with the word. The same search otherwise (20261125100000); a function's result
-- columns cannot be changed in place, so it is dropped and made again with its grants.

-- The family of a #rrggbb colour, by hue, saturation and lightness: the same rule, step for step, as
-- colourFamily() in src/lib/colour-family.ts (a test holds the two to the same answer for every
-- colour of the catalogue). Null for anything that is not a #rrggbb colour.
create function public.colour_family(hex text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  n integer;
  r double precision;
  g double precision;
  b double precision;
  high double precision;
  low double precision;
  l double precision;
  d double precision;
  s double precision;
  h double precision;
begin
  if hex is null or hex !~ '^#[0-9a-fA-F]{6}$' then
    return null;
  end if;
  n := ('x' || substr(hex, 2))::bit(24)::integer;
  r := ((n >> 16) & 255) / 255.0;
  g := ((n >> 8) & 255) / 255.0;
  b := (n & 255) / 255.0;
  high := greatest(r, g, b);
  low := least(r, g, b);
  l := (high + low) / 2;
  d := high - low;
  if d = 0 then
    s := 0;
    h := 0;
  else
    s := d / (1 - abs(2 * l - 1));
    if high = r then
      -- JavaScript's % keeps the dividend's sign, as this does.
      h := (g - b) / d - 6 * trunc((g - b) / d / 6);
    elsif high = g then
      h := (b - r) / d + 2;
    else
      h := (r - g) / d + 4;
    end if;
    h := h * 60 + 360;
    h := h - 360 * trunc(h / 360);
  end if;
  if l < 0.14 then return 'black'; end if;
  if l > 0.93 then return 'white'; end if;
  if s < 0.12 then
    return case when l > 0.75 then 'white' when l < 0.25 then 'black' else 'grey' end;
  end if;
  if h < 15 or h >= 345 then
    return case when l > 0.72 then 'pink' else 'red' end;
  end if;
  if h < 45 then
    if l > 0.72 then return 'beige'; end if;
    return case when s < 0.55 or l < 0.4 then 'brown' else 'orange' end;
  end if;
  if h < 68 then
    return case when l > 0.75 or s < 0.35 then 'beige' else 'yellow' end;
  end if;
  if h < 170 then return 'green'; end if;
  if h < 255 then return 'blue'; end if;
  if h < 290 then return 'purple'; end if;
  return 'pink';
end
$$;

comment on function public.colour_family(text) is
  'The colour family (black, white, grey, beige, brown, red, orange, yellow, green, blue, purple, pink) of a #rrggbb colour, as the site''s colour filter draws it.';

revoke execute on function public.colour_family(text) from public;
grant execute on function public.colour_family(text) to anon, authenticated, service_role;

-- Each product's colour families, kept with the row, so a search by family reads an array instead
-- of working out every colour of every product it looks at.
create function public.colour_families(colors jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct public.colour_family(c ->> 'hex')) filter (where public.colour_family(c ->> 'hex') is not null), '{}')
  from jsonb_array_elements(coalesce(colors, '[]'::jsonb)) c
$$;

revoke execute on function public.colour_families(jsonb) from public;
grant execute on function public.colour_families(jsonb) to anon, authenticated, service_role;

alter table public.products
  add column colour_families text[] not null generated always as (public.colour_families(colors)) stored;

comment on column public.products.colour_families is
  'The families of the product''s colours (colour_family of each hex): what a search by "red" or "blue" matches. Generated; not shown.';

drop function public.chat_search_products(text[], text, text[], integer, integer, boolean, boolean, text, boolean, integer, text[], text);

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
  material text,
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
      ) or lower(wanted_colour) = any (p.colour_families))
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
    s.new_arrival, s.material, coalesce(s.matched, '{}'), s.total::real
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
  'The sales assistant''s ranked, typo-tolerant product search: shopper words scored against chat_text (names and brands counting double); filters by products (slugs), department, types, final price (KES after discount), sale, new arrivals and colour; optionally ordered by price (price_order asc or desc); a colour matches by name or by its family. Returns each product''s material too.';

revoke execute on function public.chat_search_products(text[], text, text[], integer, integer, boolean, boolean, text, boolean, integer, text[], text) from public;
grant execute on function public.chat_search_products(text[], text, text[], integer, integer, boolean, boolean, text, boolean, integer, text[], text) to anon, authenticated, service_role;
