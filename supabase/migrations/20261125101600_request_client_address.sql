-- The address a request came from, for limits that count per client (orders per address, affiliate
-- visits). PostgREST hands every request's headers to SQL as `request.headers`, a JSON object keyed
-- by lower-case header name, for the length of the request's transaction.
--
-- On hosted Supabase a request reaches PostgREST through Supabase's API gateway, which passes on
-- X-Forwarded-For with the address it received the request from appended as the last entry (the
-- local server does the same, supabase/local/http.ts). Proxies append to X-Forwarded-For and never
-- clear it, so every entry before the last is whatever the client chose to send: Supabase's guide
-- "Securing your API" reads the first entry (`split_part(…, ',', 1)`), which a client that sends its
-- own X-Forwarded-For sets at will — one client could pose as as many clients as it likes. The last
-- hop is the one the trusted proxy wrote, so it is the one read here. Supabase does not document
-- how many hops its gateway adds; if a project's gateway ever appended more than one hop of its
-- own, this function is where to skip them (a new migration replacing it).

/**
 * The caller's address as the gateway in front of PostgREST recorded it: the last hop of the
 * request's X-Forwarded-For. Null outside an API request.
 */
create function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(left(btrim(substring(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for' from '[^,]*$'
  )), 100), '')
$$;

comment on function public.request_client_address() is
  'The caller''s address: the last X-Forwarded-For hop, the one the API gateway appended; null outside a request.';

revoke execute on function public.request_client_address() from public, anon, authenticated;
