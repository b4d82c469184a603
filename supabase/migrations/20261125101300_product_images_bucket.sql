-- Product images: a public Storage bucket that staff upload to from the admin area and that
-- anyone reads (product pages load the images by their public URL, without a key). Only raster
-- images, at most 5 MiB each; Storage refuses anything else before it is stored.
--
-- storage.buckets and storage.objects are Storage's own (hosted Supabase creates them, the local
-- server's bootstrap does too), with RLS already on: this file adds the bucket and its policies
-- only. Policies on storage.objects apply to every bucket, so each one names this bucket.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'product-images',
  'product-images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict do nothing;

create policy "Anyone can read product images"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'product-images');

create policy "Staff can upload product images"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'product-images'
    and ((select public.has_role('admin')) or (select public.has_role('manager')))
  );

create policy "Staff can replace product images"
  on storage.objects for update
  to authenticated
  using (
    bucket_id = 'product-images'
    and ((select public.has_role('admin')) or (select public.has_role('manager')))
  )
  with check (
    bucket_id = 'product-images'
    and ((select public.has_role('admin')) or (select public.has_role('manager')))
  );

create policy "Staff can delete product images"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'product-images'
    and ((select public.has_role('admin')) or (select public.has_role('manager')))
  );

-- The staff two-factor rule (20261124090000_staff_mfa.sql): a staff member with a verified factor
-- writes product images only from an aal2 session. Restrictive, so a permissive policy added later
-- without has_role() cannot open the bucket at aal1; scoped to this bucket, so other buckets'
-- policies are their own.

create policy "Users with a verified factor need aal2 to upload product images"
  on storage.objects as restrictive for insert
  to authenticated
  with check (bucket_id is distinct from 'product-images' or (select public.is_mfa_satisfied()));

create policy "Users with a verified factor need aal2 to replace product images"
  on storage.objects as restrictive for update
  to authenticated
  using (bucket_id is distinct from 'product-images' or (select public.is_mfa_satisfied()))
  with check (bucket_id is distinct from 'product-images' or (select public.is_mfa_satisfied()));

create policy "Users with a verified factor need aal2 to delete product images"
  on storage.objects as restrictive for delete
  to authenticated
  using (bucket_id is distinct from 'product-images' or (select public.is_mfa_satisfied()));
