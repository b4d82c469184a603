-- The header search as one indexed column. The spec's search asks for in-stock products whose
-- name, category, brand or description contain the query; as an OR of four ilikes it matched none
-- of the per-column trigram indexes, so PostgreSQL scanned the table. One column holding the four
-- fields, with one trigram index, makes it a single `search_text ilike '%…%'` an index can answer.

-- The fields are joined by U+001F (unit separator), which no query contains (the data layer turns
-- control characters into spaces), so a match never runs across two fields.
alter table public.products
  add column search_text text not null generated always as (
    lower(name || chr(31) || category || chr(31) || coalesce(brand, '') || chr(31) || description)
  ) stored;

comment on column public.products.search_text is
  'What the header search matches: name, category, brand and description, lower-cased, joined by U+001F. Generated; not shown.';

-- Not partial: PostgREST sends `in_stock = $1` as a parameter and keeps prepared plans, and a
-- generic plan cannot prove `where in_stock` from it, so a partial index would go unused there.
-- No fast update: the catalogue is written rarely, and rows waiting in a GIN pending list (after
-- an import, until autovacuum merges them) make the planner price the index out and scan.
create index products_search_text_trgm on public.products
  using gin (search_text extensions.gin_trgm_ops) with (fastupdate = off);

-- Nothing else queries these columns by pattern; the combined index replaces them.
drop index public.products_name_trgm;
drop index public.products_category_trgm;
drop index public.products_brand_trgm;
drop index public.products_description_trgm;
