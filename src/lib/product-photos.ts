/**
 * The small copy of an uploaded product photo: the admin area makes it as it uploads the photo
 * (480 px wide, WebP) and files it beside the photo in the product-images bucket. A shopper whose
 * connection asks to spare data (Save-Data, 2G) is shown it instead of the photo by the service
 * worker (src/service-worker/sw.ts); a photo uploaded before the copies were made has none, and is
 * shown as it is.
 */

/** The small copy's width in pixels: a card's at twice a phone's pixel density. */
export const SMALL_PHOTO_WIDTH = 480;

/** An uploaded photo's name in the bucket: `{slug}/{32 hex digits}.{jpg|png|webp|avif}`. */
const UPLOADED_PHOTO = /^([a-z0-9]+(?:-[a-z0-9]+)*\/[0-9a-f]{32})\.(?:jpg|png|webp|avif)$/;
const PUBLIC_BUCKET = '/storage/v1/object/public/product-images/';

/**
 * The bucket path of the small copy of the photo at bucket path `path`, or null when `path` is not
 * an uploaded photo's.
 * @example smallPhotoPath('kikoi-shirt/0123456789abcdef0123456789abcdef.jpg')
 * // 'kikoi-shirt/0123456789abcdef0123456789abcdef.small.webp'
 */
export function smallPhotoPath(path: string): string | null {
  const match = UPLOADED_PHOTO.exec(path);
  return match ? `${match[1]}.small.webp` : null;
}

/**
 * The public address of the small copy of the photo at `address` (a public URL of the
 * product-images bucket, or the site path of one), or null when it is no uploaded photo (the drawn
 * artwork, another site's picture).
 * @example smallPhotoOf('https://x.supabase.co/storage/v1/object/public/product-images/a/0123456789abcdef0123456789abcdef.png')
 * // 'https://x.supabase.co/storage/v1/object/public/product-images/a/0123456789abcdef0123456789abcdef.small.webp'
 */
export function smallPhotoOf(address: string): string | null {
  const at = address.indexOf(PUBLIC_BUCKET);
  if (at === -1 || /[?#]/.test(address)) return null;
  const small = smallPhotoPath(address.slice(at + PUBLIC_BUCKET.length));
  return small ? address.slice(0, at + PUBLIC_BUCKET.length) + small : null;
}
