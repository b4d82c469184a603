/** Rows of the products table the catalogue tests share. */
import type { CatalogueRow } from '../../src/lib/catalogue-rows';
import { readRow } from '../../src/lib/catalogue-rows';
import type { Product } from '../../src/lib/products';
import { toProduct } from '../../src/lib/products';

/** A product as the admin area saves it: no rating, no artwork, a photograph. */
export const adminRow: CatalogueRow = {
  slug: 'kitenge-wrap-dress',
  name: 'Kitenge Wrap Dress',
  description: 'A wrap dress in bold kitenge cotton, made in Nairobi.',
  price: 4500,
  image: 'https://project.supabase.co/storage/v1/object/public/product-images/kitenge.jpg',
  category: 'women',
  type: 'dresses',
  brand: '',
  in_stock: true,
  rating: null,
  review_count: 0,
  sizes: ['S', 'M', 'L'],
  colors: [{ name: 'Ochre', hex: '#c8902e' }],
  tags: [],
  stock: 12,
  discount: 85,
  new_arrival: true,
  featured: false,
  material: null,
  art: null,
  created_at: '2026-11-28T09:30:00+00:00',
};

/** The storefront's Product for `adminRow` with `changes`, as the build reads it from the table. */
export function productFromRow(changes: Partial<CatalogueRow> = {}): Product {
  const read = readRow({ ...adminRow, ...changes });
  if (!read.ok) throw new Error(read.problem);
  return toProduct(read.entry);
}
