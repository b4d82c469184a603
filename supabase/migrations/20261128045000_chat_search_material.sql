-- The sales assistant's product search, made for a catalogue of 10,000 products and more: a
-- shopper's word that products hold as it is is looked up in a GIN index of each product's words
-- (chat_words), and only a word no product holds (a typo) goes through the trigram index. It also
-- returns each product's material, so that a follow-up can narrow a list by what it is made of
-- ("pure wool only", "which are leather?"); and a colour asked for matches its family as the site's
-- colour filter draws it (src/lib/colour-family.ts), so "pink" finds Blush and "blue" finds Navy,
-- besides any colour named with the word. The same ranking otherwise (20261125100000); a function's
-- result columns cannot be changed in place, so it is dropped and made again with its grants.

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

-- Each product's words, for exact lookups through a GIN index: a shopper's word that some product
-- holds as it is ("leather", "boots") is found there in a few milliseconds however many products
-- hold it, and only a word no product holds (a typo: "rolx", "snekers") goes through the trigram
-- index. At 10,000 products a common word matched a quarter of the catalogue by similarity, and each
-- search took seconds on PGlite.
create function public.chat_words(doc text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct w), '{}')
  from regexp_split_to_table(coalesce(doc, ''), '[^a-z0-9]+') w
  where length(w) > 1
$$;

-- A word and its plural or singular ("boots", "boot"; "dresses", "dress"; "jordan", "jordans").
create function public.chat_word_variants(word text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array(select distinct v from unnest(array[
    word,
    case
      when word ~ '(ss|us|is)$' then word
      when word ~ 'ies$' then regexp_replace(word, 'ies$', 'y')
      when word ~ '(sh|ch|x|s)es$' then regexp_replace(word, 'es$', '')
      when word ~ 's$' then regexp_replace(word, 's$', '')
      when word ~ 'y$' then regexp_replace(word, 'y$', 'ies')
      when word ~ '(sh|ch|x|s)$' then word || 'es'
      else word || 's'
    end
  ]) v where length(v) > 1)
$$;

alter table public.products
  add column chat_words text[] not null generated always as (
    public.chat_words(public.chat_document(name, brand, tags, type, category, colors, material))
  ) stored;

comment on column public.products.chat_words is
  'The words of chat_text, for the assistant''s exact word lookups. Generated; not shown.';

create index products_chat_words on public.products using gin (chat_words) with (fastupdate = off);

-- Every word the products hold and how many products hold it: for reading a typo ("rolx" is
-- looked up among a few thousand words, not compared with every product's text), and for telling a
-- telling word from a common one ("wrap" narrows; "leather", held by a quarter of a large
-- catalogue, only ranks). Kept by statement triggers on products.
create table public.chat_vocabulary (
  word text primary key,
  products integer not null default 0 check (products >= 0)
);

comment on table public.chat_vocabulary is 'The words of the products'' chat_words and how many products hold each, for the assistant to read typos and weigh words. Kept by triggers on products.';

create index chat_vocabulary_trgm on public.chat_vocabulary using gin (word extensions.gin_trgm_ops) with (fastupdate = off);

alter table public.chat_vocabulary enable row level security;

create policy "Anyone can read the assistant's vocabulary"
  on public.chat_vocabulary for select
  to anon, authenticated
  using (true);

grant select on public.chat_vocabulary to anon, authenticated;
grant all on public.chat_vocabulary to service_role;

-- The counts moved by one statement's rows, once per statement (a seed of 10,000 products is one
-- update of the vocabulary). Runs as its owner: staff who save a product may not write it.
create function public.count_chat_vocabulary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.chat_vocabulary v set products = greatest(v.products - gone.n, 0)
    from (select w, count(*)::integer as n from old_rows, unnest(old_rows.chat_words) w group by w) gone
    where v.word = gone.w;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.chat_vocabulary (word, products)
    select w, count(*)::integer from new_rows, unnest(new_rows.chat_words) w group by w
    on conflict (word) do update set products = public.chat_vocabulary.products + excluded.products;
  end if;
  return null;
end
$$;

revoke execute on function public.count_chat_vocabulary() from public, anon, authenticated;

create trigger products_chat_vocabulary_insert
  after insert on public.products
  referencing new table as new_rows
  for each statement execute function public.count_chat_vocabulary();

create trigger products_chat_vocabulary_update
  after update on public.products
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.count_chat_vocabulary();

create trigger products_chat_vocabulary_delete
  after delete on public.products
  referencing old table as old_rows
  for each statement execute function public.count_chat_vocabulary();

insert into public.chat_vocabulary (word, products)
select w, count(*)::integer from public.products p cross join unnest(p.chat_words) w group by w;

revoke execute on function public.chat_words(text) from public;
revoke execute on function public.chat_word_variants(text) from public;
grant execute on function public.chat_words(text) to anon, authenticated, service_role;
grant execute on function public.chat_word_variants(text) to anon, authenticated, service_role;

-- Whether a product comes in the colour asked for (null: any): a colour named with the word
-- ("Light Blue" for "blue"), or one of the word's family ("Navy" for "blue", "Blush" for "pink").
create function public.chat_has_colour(p public.products, wanted_colour text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select wanted_colour is null
    or lower(wanted_colour) = any (p.colour_families)
    or exists (
      select 1 from jsonb_array_elements(p.colors) c
      where lower(c ->> 'name') ~ ('\m' || regexp_replace(lower(wanted_colour), '[^a-z ]', '', 'g') || '\M')
    )
$$;

revoke execute on function public.chat_has_colour(public.products, text) from public;
grant execute on function public.chat_has_colour(public.products, text) to anon, authenticated, service_role;

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
-- A typo's candidates in the vocabulary: words at least this similar (the scoring is stricter).
set pg_trgm.word_similarity_threshold = 0.5
-- Planned once a session, not at every call: the plan does not depend on the words asked.
set plan_cache_mode = force_generic_plan
-- A generic plan may pick a parallel scan for the branch a call does not take, and starting its
-- worker cost 30-40 ms a reply on PostgreSQL: a search reads a few hundred rows at most.
set max_parallel_workers_per_gather = 0
as $$
#variable_conflict use_column
declare
  -- At most eight words of at most 40 characters: a message cannot make the search expensive.
  words text[] := coalesce(array(
    select distinct lower(left(trim(w), 40)) from unnest(query_words) w
    where length(trim(w)) > 1 limit 8
  ), '{}');
  -- The words some product holds as they are (or as their plural or singular), and the rest.
  exact_words text[] := '{}';
  fuzzy_words text[] := '{}';
  -- The products' own words that the shopper's words are, or are a typo of: what a match holds.
  lookup text[] := '{}';
  -- Of those, the telling ones (held by few products), which find the candidates; a common word only
  -- ranks them.
  telling text[] := '{}';
  query_word text;
  variants text[];
  close_words text[];
  held integer;
begin
  -- A word is looked up in the vocabulary: held as it is (or its plural or singular), and by how
  -- many products; one of four letters or more that no product holds is read as a typo of the
  -- vocabulary's closest words.
  foreach query_word in array words loop
    variants := public.chat_word_variants(query_word);
    select coalesce(sum(v.products), 0) into held from public.chat_vocabulary v where v.word = any (variants);
    if held > 0 then
      exact_words := exact_words || query_word;
      lookup := lookup || variants;
      if held <= 300 then
        telling := telling || variants;
      end if;
    elsif length(query_word) >= 4 then
      close_words := array(
        select v.word from public.chat_vocabulary v
        where v.products > 0 and query_word operator(extensions.<%) v.word
          and public.chat_word_score(query_word, v.word) > 0
        order by v.products
        limit 20
      );
      if cardinality(close_words) > 0 then
        fuzzy_words := fuzzy_words || query_word;
        lookup := lookup || close_words;
        telling := telling || close_words;
      end if;
    end if;
  end loop;
  -- Only common words: the candidates are the products holding the rarest of them.
  if cardinality(telling) = 0 and cardinality(lookup) > 0 then
    telling := array(
      select v.word from public.chat_vocabulary v where v.word = any (lookup) and v.products > 0
      order by v.products limit 1
    );
  end if;

  -- Only the products that fit the filters and hold a telling word are ranked (through the index).
  -- When none of them holds one ("running shoes": the running things are watches), those holding
  -- any of the words are; and when none holds any ("gucci" among the bags), a search that need
  -- not match lists the filters' products unscored. Either way no search scores every product of a
  -- large department.
  -- Among a few products named by slug (those just shown), any word finds them.
  if only_slugs is not null then
    telling := lookup;
  elsif cardinality(words) > 0 then
    if exists (
      select 1 from public.products p
      where p.chat_words operator(pg_catalog.&&) telling
        and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
    ) then
      must_match := true;
    elsif exists (
      select 1 from public.products p
      where p.chat_words operator(pg_catalog.&&) lookup
        and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
    ) then
      telling := lookup;
      must_match := true;
    elsif not must_match then
      words := '{}';
    end if;
  end if;

  return query
  with
  -- The products holding a telling word, those holding the most of the words first, at most 150 of
  -- them: the rest could not be among the best.
  text_matches as materialized (
    select p.id
    from public.products p
    where must_match and cardinality(words) > 0
      and p.chat_words operator(pg_catalog.&&) telling
      and (only_slugs is null or p.slug = any (only_slugs))
      and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
    order by (select count(*) from unnest(p.chat_words) w where w = any (lookup)) desc
    limit 150
  ),
  -- The products to rank: those of the word matches (looked up by id), or, with no words to go by,
  -- the first few in the order below of those fitting the filters.
  candidates as materialized (
    (
      select p.*, public.discounted_price(p.price, p.discount) as final
      from text_matches t
      join public.products p on p.id = t.id
      where (only_slugs is null or p.slug = any (only_slugs))
        and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
        and (wanted_colour is null or public.chat_has_colour(p, wanted_colour))
    )
    union all
    (
      select p.*, public.discounted_price(p.price, p.discount) as final
      from public.products p
      where not (must_match and cardinality(words) > 0)
        and (only_slugs is null or p.slug = any (only_slugs))
        and public.chat_fits(p, wanted_category, wanted_types, sale_only, new_only, min_price, max_price)
        and (wanted_colour is null or public.chat_has_colour(p, wanted_colour))
      -- With no words to score, the order below is the order already: only the first few are read.
      order by
        case when price_order = 'asc' then public.discounted_price(p.price, p.discount) end asc nulls last,
        case when price_order = 'desc' then public.discounted_price(p.price, p.discount) end desc nulls last,
        p.in_stock desc,
        case when sale_only then p.discount end desc nulls last,
        case when new_only then p.created_at end desc nulls last,
        p.featured desc,
        p.rating desc nulls last,
        public.discounted_price(p.price, p.discount) asc
      limit case when cardinality(words) = 0 then least(greatest(coalesce(result_limit, 6), 1), 24) end
    )
  ),
  -- Each exact word with its plural or singular, worked out once.
  exact_forms as (
    select w, v from unnest(exact_words) w cross join unnest(public.chat_word_variants(w)) v
  ),
  word_scores as materialized (
    -- A word held exactly scores 1, a typo its similarity; one the name or brand holds counts double.
    select c.id, q.word,
      case
        when q.word = any (exact_words) then
          case when exists (select 1 from exact_forms f where f.w = q.word and f.v = any (c.chat_words)) then 1.0 else 0.0 end
        else public.chat_word_score(q.word, c.chat_text)
      end
        * case when lower(c.name || ' ' || coalesce(c.brand, '')) like ('%' || left(q.word, 4) || '%') then 2 else 1 end
        as value
    from candidates c cross join unnest(words) as q(word)
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
