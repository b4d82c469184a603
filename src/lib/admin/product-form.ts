/**
 * The admin's product form: what staff type, checked with the same rules the products table
 * enforces (a whole-KES price above 0, a discount of 0 to 90 %, stock 0 or more, a unique slug
 * of lower-case words, a photo on this site or at an https:// address), each problem a message
 * under its field.
 */
import { CATEGORIES, PRODUCT_TYPES, SIZE_ORDER, type Category, type ProductType } from '../taxonomy';

export interface ProductColour {
  name: string;
  hex: string;
}

/** The form's values as typed (numbers are still text). */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  price: string;
  discount: string;
  stock: string;
  category: string;
  type: string;
  brand: string;
  material: string;
  sizes: string[];
  colors: ProductColour[];
  tags: string;
  inStock: boolean;
  newArrival: boolean;
  featured: boolean;
  image: string;
}

/** What is written to the products table. */
export interface ProductInput {
  slug: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  stock: number;
  category: Category;
  type: ProductType;
  brand: string | null;
  material: string | null;
  sizes: string[];
  colors: ProductColour[];
  tags: string[];
  in_stock: boolean;
  new_arrival: boolean;
  featured: boolean;
  image: string | null;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  price: '',
  discount: '0',
  stock: '',
  category: '',
  type: '',
  brand: '',
  material: '',
  sizes: ['One Size'],
  colors: [{ name: 'Black', hex: '#1c1612' }],
  tags: '',
  inStock: true,
  newArrival: true,
  featured: false,
  image: '',
};

/**
 * A slug from a product's name: lower-case ASCII words joined by hyphens.
 *
 * @example slugify('Kitenge Wrap Dress — Blue') // 'kitenge-wrap-dress-blue'
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const WHOLE = /^\d+$/;

// The products_image_url check (migration 20261125102500): a site path with one leading slash
// (not `//host` or `/\host`, which browsers read as another site) or https:// with a plain host,
// and no whitespace or control characters (URL parsing drops tabs and newlines).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\x00-\x1f\x7f]/;
const SITE_PATH = /^\/[^/\\]/;
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/|$)/;

/**
 * Whether `url` may be a product's photo: empty (the drawn artwork shows), a path on this site, or
 * an https:// address.
 *
 * @example isProductImageUrl('/storage/v1/object/public/product-images/a/1.jpg') // true
 * @example isProductImageUrl('javascript:alert(1)') // false
 */
export function isProductImageUrl(url: string): boolean {
  if (url === '') return true;
  return !UNSAFE_CHARACTERS.test(url) && (SITE_PATH.test(url) || HTTPS_URL.test(url));
}

function wholeNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  return WHOLE.test(cleaned) ? Number(cleaned) : null;
}

/** Checks the form; the errors by field, or the row to write when there are none. */
export function validateProductForm(
  values: ProductFormValues,
): { errors: ProductFormErrors } | { input: ProductInput } {
  const errors: ProductFormErrors = {};
  const name = values.name.trim();
  const slug = values.slug.trim();
  const description = values.description.trim();
  if (name.length < 3 || name.length > 80) errors.name = 'Enter a name of 3 to 80 characters.';
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 80)
    errors.slug = 'Use lower-case letters, digits and single hyphens, like "linen-shirt".';
  if (description.length < 20) errors.description = 'Describe the product in at least 20 characters.';
  else if (description.length > 2000) errors.description = 'Keep the description under 2,000 characters.';
  const price = wholeNumber(values.price);
  if (price === null || price < 1 || price > 5_000_000)
    errors.price = 'Enter the price in whole shillings, above 0 (like 6300).';
  const discount = wholeNumber(values.discount || '0');
  if (discount === null || discount > 90) errors.discount = 'The discount is a whole number from 0 to 90.';
  const stock = wholeNumber(values.stock || '0');
  if (stock === null || stock > 1_000_000) errors.stock = 'Stock is a whole number, 0 or more.';
  else if (values.inStock && stock === 0)
    errors.stock = 'Put it on sale with stock above 0, or switch "In stock" off.';
  if (!(CATEGORIES as readonly string[]).includes(values.category)) errors.category = 'Choose a department.';
  if (!(PRODUCT_TYPES as readonly string[]).includes(values.type)) errors.type = 'Choose a product type.';
  const sizes = SIZE_ORDER.filter((size) => values.sizes.includes(size));
  if (!sizes.length) errors.sizes = 'Choose at least one size ("One Size" when it has none).';
  const colors = values.colors.map((c) => ({ name: c.name.trim(), hex: c.hex.toLowerCase() }));
  if (!colors.length || colors.some((c) => c.name.length < 2 || !/^#[0-9a-f]{6}$/.test(c.hex)))
    errors.colors = 'Give each colour a name and a swatch.';
  if (!isProductImageUrl(values.image.trim()))
    errors.image = 'Upload the photo again: it must be on this site or at an https:// address.';
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      slug,
      name,
      description,
      price: price!,
      discount: discount!,
      stock: stock!,
      category: values.category as Category,
      type: values.type as ProductType,
      brand: values.brand.trim() || null,
      material: values.material.trim() || null,
      sizes,
      colors,
      tags: [
        ...new Set(
          values.tags
            .split(',')
            .map((t) => t.trim().toLowerCase())
            .filter(Boolean),
        ),
      ],
      in_stock: values.inStock,
      new_arrival: values.newArrival,
      featured: values.featured,
      image: values.image.trim() || null,
    },
  };
}
