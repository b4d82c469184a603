/**
 * The small copy of a product photo (src/lib/product-photos.ts), made in the browser as staff
 * upload the photo: SMALL_PHOTO_WIDTH pixels wide at most, in WebP.
 */
import { SMALL_PHOTO_WIDTH } from '../../../lib/product-photos';

/** WebP at this quality keeps a 480 px photo near 20–40 KB. */
const QUALITY = 0.75;

/**
 * `photo` scaled down to SMALL_PHOTO_WIDTH pixels wide (never up) as a WebP image, or null when
 * this browser cannot decode the photo or encode WebP, or the copy would be no smaller: the photo
 * is then shown in its place.
 * @example const small = await makeSmallPhoto(input.files[0]);
 */
export async function makeSmallPhoto(photo: Blob): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, SMALL_PHOTO_WIDTH / bitmap.width);
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const small = await canvas.convertToBlob({ type: 'image/webp', quality: QUALITY });
    // A browser that cannot encode WebP answers with a PNG.
    return small.type === 'image/webp' && small.size < photo.size ? small : null;
  } catch {
    return null;
  }
}
