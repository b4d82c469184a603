/**
 * Product images in Supabase Storage's public `product-images` bucket (migration
 * 20261125101300_product_images_bucket.sql): staff upload and delete them from the admin area, and
 * products store the public URL. The same calls work against hosted Supabase and the local server.
 *
 * Each upload gets a new name, `{slug}/{random}.{ext}`, so a replaced image has a new URL and no
 * cache (browser, CDN) can show the old one; the old file is deleted by its URL afterwards. Beside
 * it goes its small copy, `{slug}/{random}.small.webp`, when the uploader made one
 * (src/lib/product-photos.ts says who is shown it).
 */
import { smallPhotoPath } from '../product-photos';
import { resolveClient, type ClientSource } from './client';

export const PRODUCT_IMAGES_BUCKET = 'product-images';

/** The bucket's `file_size_limit`: 5 MiB. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The bucket's `allowed_mime_types`, with the extension each is stored under. */
export const PRODUCT_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;

export type ProductImageType = keyof typeof PRODUCT_IMAGE_TYPES;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isProductImageType = (type: string): type is ProductImageType =>
  Object.prototype.hasOwnProperty.call(PRODUCT_IMAGE_TYPES, type);

/**
 * Why `file` cannot be a product image, in words for the person choosing it, or null when it can:
 * the bucket takes JPEG, PNG, WebP and AVIF files of at most 5 MB. Checked before any upload; the
 * bucket refuses the same files anyway.
 * @example validateProductImage(new File([svg], 'logo.svg', { type: 'image/svg+xml' }))
 * // 'Choose a JPEG, PNG, WebP or AVIF image.'
 */
export function validateProductImage(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isProductImageType(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF image.';
  if (file.size === 0) return 'This image is empty. Choose another file.';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `This image is ${megabytes} MB; the largest allowed is 5 MB.`;
  }
  return null;
}

/** 16 random bytes as hex: crypto.getRandomValues works on plain http too, unlike randomUUID. */
function randomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Uploads `file` as a new image of the product `slug`, and `smallCopy` (a WebP image) beside it
 * when given, and returns the image's public URL (a site path when the API is on the page's own
 * origin). Throws the validation message for a file the bucket would refuse, and Storage's error
 * for a refused upload of the image (a caller who is not staff, or staff with a factor at aal1:
 * "new row violates row-level security policy"). A small copy Storage refuses is left out: the
 * photo is shown in its place.
 * @example const url = await uploadProductImage(input.files[0], 'kikoi-shirt', undefined, small);
 */
export async function uploadProductImage(
  file: File,
  slug: string,
  source?: ClientSource,
  smallCopy?: Blob | null,
): Promise<string> {
  if (!SLUG.test(slug)) throw new Error(`Not a product slug: ${slug}`);
  const problem = validateProductImage(file);
  if (problem) throw new Error(problem);
  const path = `${slug}/${randomName()}.${PRODUCT_IMAGE_TYPES[file.type as ProductImageType]}`;
  const images = (await resolveClient(source)).storage.from(PRODUCT_IMAGES_BUCKET);
  const { error } = await images.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  const smallPath = smallPhotoPath(path);
  if (smallCopy && smallPath)
    await images.upload(smallPath, smallCopy, { contentType: 'image/webp', upsert: false });
  return siteRelative(images.getPublicUrl(path).data.publicUrl);
}

/**
 * A URL on the page's own origin as a site path: with the API on the site's origin (the embedded
 * default) a stored photo then shows on whatever host name the shop is reached by.
 */
function siteRelative(url: string): string {
  if (typeof location === 'undefined') return url;
  const parsed = new URL(url);
  return parsed.origin === location.origin ? parsed.pathname : url;
}

/**
 * The object path in the product-images bucket that `publicUrl` names, or null when the URL is not
 * one of this bucket's public URLs (another bucket, another site, a bundled image).
 * @example productImagePath('https://x.supabase.co/storage/v1/object/public/product-images/a/b.webp',
 *   'https://x.supabase.co/storage/v1/object/public/product-images/') // 'a/b.webp'
 */
export function productImagePath(publicUrl: string, bucketUrl: string): string | null {
  const base = new URL(bucketUrl);
  let url: URL;
  try {
    // A site path (stored for a same-origin API) is read against the bucket's own origin.
    url = new URL(publicUrl, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  try {
    const path = decodeURIComponent(url.pathname.slice(base.pathname.length));
    return path && !path.split('/').some((part) => part === '' || part === '..') ? path : null;
  } catch {
    return null;
  }
}

/**
 * Deletes the product image at `publicUrl`, and its small copy; a URL that is not one of this
 * bucket's is ignored. Resolves true when the image was deleted, false when there was none to
 * delete (or the URL was not this bucket's); throws Storage's error when the request fails.
 * @example await deleteProductImage(product.image);
 */
export async function deleteProductImage(publicUrl: string, source?: ClientSource): Promise<boolean> {
  const images = (await resolveClient(source)).storage.from(PRODUCT_IMAGES_BUCKET);
  const path = productImagePath(publicUrl, images.getPublicUrl('').data.publicUrl);
  if (!path) return false;
  const smallPath = smallPhotoPath(path);
  const { data, error } = await images.remove(smallPath ? [path, smallPath] : [path]);
  if (error) throw error;
  return data.some((removed) => removed.name === path);
}
