import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_FORM,
  isProductImageUrl,
  slugify,
  validateProductForm,
  type ProductFormValues,
} from '../../../../src/lib/admin/product-form';

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Kitenge Wrap Dress',
  slug: 'kitenge-wrap-dress',
  description: 'A wrap dress in a bold kitenge print, cut in Nairobi.',
  price: '6,300',
  discount: '10',
  stock: '12',
  category: 'women',
  type: 'dresses',
  sizes: ['M', 'S', 'Not a size'],
  colors: [{ name: ' Indigo ', hex: '#1F3A93' }],
  tags: 'Kitenge, print, kitenge',
};

function errorsOf(values: Partial<ProductFormValues>) {
  const result = validateProductForm({ ...valid, ...values });
  return 'errors' in result ? result.errors : {};
}

describe('slugify', () => {
  it('makes lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('Kitenge Wrap Dress — Blue')).toBe('kitenge-wrap-dress-blue');
    expect(slugify('  Café Crème  ')).toBe('cafe-creme');
    expect(slugify('50% off!!')).toBe('50-off');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });
});

describe('validateProductForm', () => {
  it('turns a valid form into the row to write', () => {
    const result = validateProductForm(valid);
    expect(result).toEqual({
      input: expect.objectContaining({
        price: 6300,
        discount: 10,
        stock: 12,
        sizes: ['S', 'M'],
        colors: [{ name: 'Indigo', hex: '#1f3a93' }],
        tags: ['kitenge', 'print'],
        brand: null,
        image: null,
        in_stock: true,
      }),
    });
  });

  it.each([
    ['0', 'price'],
    ['-5', 'price'],
    ['12.50', 'price'],
    ['abc', 'price'],
    ['', 'price'],
  ])('refuses a price of %j', (price, field) => {
    expect(errorsOf({ price })).toHaveProperty(field);
  });

  it('takes a discount of 0 to 90 and stock of 0 or more, whole numbers', () => {
    expect(errorsOf({ discount: '90' })).toEqual({});
    expect(errorsOf({ discount: '91' })).toHaveProperty('discount');
    expect(errorsOf({ discount: '5.5' })).toHaveProperty('discount');
    expect(errorsOf({ stock: '-1' })).toHaveProperty('stock');
    expect(errorsOf({ stock: '0', inStock: false })).toEqual({});
  });

  it('will not put a product on sale with no stock', () => {
    expect(errorsOf({ stock: '0', inStock: true }).stock).toMatch(/stock above 0/);
  });

  it('names each missing or malformed field', () => {
    const errors = errorsOf({
      name: 'ab',
      slug: 'Bad Slug',
      description: 'short',
      category: 'toys',
      type: '',
      sizes: [],
      colors: [{ name: '', hex: '#fff' }],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'category',
      'colors',
      'description',
      'name',
      'sizes',
      'slug',
      'type',
    ]);
  });
});

describe('the photo', () => {
  const accepted = [
    '',
    '/storage/v1/object/public/product-images/kitenge-wrap-dress/3f9a.jpg',
    '/images/products/dress-001.svg',
    'https://project.supabase.co/storage/v1/object/public/product-images/kitenge.jpg',
    'https://cdn.mtindo.co.ke:8443/p/1.webp',
  ];
  const refused = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://cdn.example.com/1.jpg',
    '//evil.example/1.jpg',
    '/\\evil.example/1.jpg',
    '/\t/evil.example/1.jpg',
    '/\n/evil.example/1.jpg',
    'https://user@evil.example/1.jpg',
    'https:evil.example/1.jpg',
    'images/relative.jpg',
  ];

  for (const url of accepted)
    it(`takes ${JSON.stringify(url)}`, () => {
      expect(isProductImageUrl(url)).toBe(true);
      expect(errorsOf({ image: url }).image).toBeUndefined();
    });

  for (const url of refused)
    it(`refuses ${JSON.stringify(url)}, saying where a photo may be`, () => {
      expect(isProductImageUrl(url)).toBe(false);
      expect(errorsOf({ image: url }).image).toMatch(/on this site or at an https:\/\/ address/);
    });
});
