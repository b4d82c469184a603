-- A product's photo is a path on the shop's own site or an https:// address, nothing else. The
-- storefront, the admin table and the search index put the column in <img src> and og:image, so a
-- `javascript:` or `data:` URL, or a path a browser reads as another site (`//host`, `/\host`, or
-- one with a tab or newline, which URL parsing drops), must never be stored, whoever writes it.
-- Empty and null stay allowed (the drawn artwork shows); the admin form states the same rule
-- (src/lib/admin/product-form.ts, isProductImageUrl).

-- A photo stored before this rule that breaks it is taken off (the artwork shows instead) rather
-- than kept: no browser should load it, and a row that breaks a check cannot be edited.
update public.products
set image = null
where image is not null
  and image <> ''
  and not (
    image !~ '[[:space:][:cntrl:]]'
    and (image ~ '^/[^/\\]' or image ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/|$)')
  );

alter table public.products add constraint products_image_url check (
  image is null
  or image = ''
  or (
    image !~ '[[:space:][:cntrl:]]'
    and (image ~ '^/[^/\\]' or image ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/|$)')
  )
);

comment on constraint products_image_url on public.products is
  'A site path (one leading slash, not //, not /\) or an https:// URL with a plain host; no spaces or control characters.';
