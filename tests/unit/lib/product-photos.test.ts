import { describe, expect, it } from 'vitest';
import { smallPhotoOf, smallPhotoPath } from '../../../src/lib/product-photos';

const HEX = '0123456789abcdef0123456789abcdef';
const BUCKET = 'https://x.supabase.co/storage/v1/object/public/product-images';

describe('smallPhotoPath', () => {
  it('files the small copy beside an uploaded photo, as WebP', () => {
    for (const ext of ['jpg', 'png', 'webp', 'avif'])
      expect(smallPhotoPath(`kikoi-shirt/${HEX}.${ext}`)).toBe(`kikoi-shirt/${HEX}.small.webp`);
  });

  it('has none for a name the admin area does not give (a copy itself, another shape)', () => {
    for (const path of [
      `kikoi-shirt/${HEX}.small.webp`,
      `kikoi-shirt/${HEX}.gif`,
      `kikoi-shirt/front.jpg`,
      `${HEX}.jpg`,
      `a/b/${HEX}.jpg`,
      `../x/${HEX}.jpg`,
    ])
      expect(smallPhotoPath(path)).toBeNull();
  });
});

describe('smallPhotoOf', () => {
  it('names the copy of a photo by its public URL or its site path', () => {
    expect(smallPhotoOf(`${BUCKET}/kikoi-shirt/${HEX}.png`)).toBe(`${BUCKET}/kikoi-shirt/${HEX}.small.webp`);
    expect(smallPhotoOf(`/storage/v1/object/public/product-images/kikoi-shirt/${HEX}.jpg`)).toBe(
      `/storage/v1/object/public/product-images/kikoi-shirt/${HEX}.small.webp`,
    );
  });

  it('has none for the drawn artwork, another bucket, a copy or an address with a query', () => {
    for (const address of [
      '/images/products/dress-001.svg',
      `https://x.supabase.co/storage/v1/object/public/avatars/kikoi-shirt/${HEX}.png`,
      `${BUCKET}/kikoi-shirt/${HEX}.small.webp`,
      `${BUCKET}/kikoi-shirt/${HEX}.png?width=200`,
      `https://cdn.example.com/kikoi-shirt/${HEX}.png`,
    ])
      expect(smallPhotoOf(address)).toBeNull();
  });
});
