// The product-image rules the admin area checks before an upload (the same the bucket enforces),
// and how a public URL is read back as the object's path.
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  productImagePath,
  validateProductImage,
} from '../../../../src/lib/supabase/product-images';

const file = (type: string, size: number) => ({ type, size });

describe('validateProductImage', () => {
  it('accepts JPEG, PNG, WebP and AVIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(validateProductImage(file(type, 1024))).toBeNull();
    expect(validateProductImage(file('image/png', PRODUCT_IMAGE_MAX_BYTES))).toBeNull();
  });

  it('refuses any other type with one clear message', () => {
    for (const type of ['image/svg+xml', 'text/html', 'image/gif', 'application/pdf', '', 'image/png; x=1'])
      expect(validateProductImage(file(type, 1024))).toBe('Choose a JPEG, PNG, WebP or AVIF image.');
  });

  it('refuses a file over 5 MB, saying how large it is', () => {
    expect(validateProductImage(file('image/jpeg', PRODUCT_IMAGE_MAX_BYTES + 1))).toBe(
      'This image is 5.0 MB; the largest allowed is 5 MB.',
    );
    expect(validateProductImage(file('image/webp', 12.4 * 1024 * 1024))).toBe(
      'This image is 12.4 MB; the largest allowed is 5 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(validateProductImage(file('image/png', 0))).toBe('This image is empty. Choose another file.');
  });

  it('reads a real File', () => {
    expect(validateProductImage(new File(['<svg/>'], 'logo.png', { type: 'image/svg+xml' }))).not.toBeNull();
    expect(validateProductImage(new File([new Uint8Array(10)], 'a.avif', { type: 'image/avif' }))).toBeNull();
  });
});

describe('productImagePath', () => {
  const bucketUrl = 'https://abc.supabase.co/storage/v1/object/public/product-images/';

  it('reads the path of one of the bucket’s public URLs', () => {
    expect(productImagePath(`${bucketUrl}kikoi-shirt/9f2c.webp`, bucketUrl)).toBe('kikoi-shirt/9f2c.webp');
    expect(productImagePath(`${bucketUrl}a%20b/c.png?cacheNonce=1`, bucketUrl)).toBe('a b/c.png');
  });

  it('reads a site path stored for an API on the site’s own origin', () => {
    expect(
      productImagePath('/storage/v1/object/public/product-images/kikoi-shirt/9f2c.webp', bucketUrl),
    ).toBe('kikoi-shirt/9f2c.webp');
  });

  it('ignores other sites, other buckets, bundled images and odd paths', () => {
    for (const url of [
      'https://evil.example/storage/v1/object/public/product-images/a.png',
      'https://abc.supabase.co/storage/v1/object/public/avatars/a.png',
      '/images/products/kikoi-shirt.webp',
      bucketUrl,
      `${bucketUrl}a/..%2F..%2Fb.png`,
      `${bucketUrl}%E0%A4%A.png`,
    ])
      expect(productImagePath(url, bucketUrl)).toBeNull();
  });
});
