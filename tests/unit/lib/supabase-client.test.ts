// The browser's data layer: which backend it talks to, how a search query becomes a safe filter,
// and how a products row becomes the storefront's Product.
import { describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, apiKeyHeaders, supabaseSettings } from '../../../src/lib/supabase/config';
import { containsPattern } from '../../../src/lib/supabase/products';
import { rowToProduct, type ProductRow } from '../../../src/lib/supabase/product-rows';
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY as SERVER_PUBLISHABLE_KEY,
} from '../../../supabase/local/keys';

describe('supabaseSettings', () => {
  it('uses the local server on the page origin, with its publishable key, when no hosted project is configured', () => {
    expect(supabaseSettings({}, 'http://localhost:4321')).toEqual({
      url: 'http://localhost:4321',
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      local: true,
    });
  });

  it('uses the hosted project and its publishable key when both variables are set', () => {
    expect(
      supabaseSettings(
        {
          PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/',
          PUBLIC_SUPABASE_PUBLISHABLE_KEY: ' sb_publishable_x ',
        },
        'x',
      ),
    ).toEqual({ url: 'https://abc.supabase.co', publishableKey: 'sb_publishable_x', local: false });
  });

  it('takes a legacy anon key for a project not yet on publishable keys, and prefers the publishable one', () => {
    const hosted = {
      PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    };
    expect(supabaseSettings(hosted).publishableKey).toBe(LOCAL_ANON_KEY);
    expect(
      supabaseSettings({ ...hosted, PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_y' }).publishableKey,
    ).toBe('sb_publishable_y');
  });

  it('says what is missing when only the URL is set', () => {
    expect(() => supabaseSettings({ PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /PUBLIC_SUPABASE_PUBLISHABLE_KEY/,
    );
  });

  it('ships the same publishable key the local server accepts', () => {
    expect(LOCAL_PUBLISHABLE_KEY).toBe(SERVER_PUBLISHABLE_KEY);
  });
});

describe('apiKeyHeaders', () => {
  it('sends the key in apikey only: never a publishable key as a bearer token', () => {
    expect(apiKeyHeaders('sb_publishable_x')).toEqual({ apikey: 'sb_publishable_x' });
  });
});

describe('containsPattern', () => {
  it('wraps the query in wildcards', () => {
    expect(containsPattern('dress')).toBe('*dress*');
  });

  it('escapes LIKE wildcards and backslashes, and turns PostgREST wildcards and control characters into spaces', () => {
    expect(containsPattern('50%_off')).toBe('*50\\%\\_off*');
    expect(containsPattern('back\\slash')).toBe('*back\\\\slash*');
    expect(containsPattern('say "hi", (a)')).toBe('*say "hi", (a)*');
    expect(containsPattern('a*b\u001fc\nd')).toBe('*a b c d*');
  });
});

describe('rowToProduct', () => {
  const row: ProductRow = {
    id: '00000000-0000-0000-0000-000000000001',
    slug: 'mens-tee-001',
    name: 'Kikoi Tee',
    description: 'A tee.',
    price: 6300,
    image: null,
    category: 'men',
    type: 'tees',
    brand: null,
    in_stock: true,
    rating: 4.5,
    review_count: 12,
    sizes: ['S', 'M'],
    colors: [{ name: 'White', hex: '#ffffff' }],
    tags: ['cotton'],
    stock: 20,
    discount: 10,
    new_arrival: true,
    featured: false,
    material: null,
    art: { shape: 'tee', pattern: 'solid' },
    created_at: '2026-09-01T00:00:00Z',
  };

  it('gives the storefront fields: store brand, final price, image and URL', () => {
    const product = rowToProduct(row);
    expect(product).toMatchObject({
      productId: 'mens-tee-001',
      brand: 'Mtindo',
      hasBrand: false,
      finalPrice: 5670,
      image: '/images/products/mens-tee-001.svg',
      url: '/product/mens-tee-001',
      inStock: true,
    });
  });

  it('keeps an uploaded image path from the row', () => {
    expect(rowToProduct({ ...row, image: '/uploads/tee.webp' }).image).toBe('/uploads/tee.webp');
  });
});
