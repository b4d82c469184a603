import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../supabase/generate-seed.mjs';
import { generateCatalogue } from '../../bench/generate-catalogue';
import { productSchema } from '../../../src/lib/schemas';
import { relatedProducts, toProduct, type Product } from '../../../src/lib/products';

const catalogue = (count: number) =>
  generateCatalogue(readCatalogue(), count).map((json) => toProduct(productSchema.parse(json)));

/** What relatedProducts returns, by its definition: a scan of the whole catalogue. */
function relatedByScan(product: Product, all: Product[], limit = 4): Product[] {
  const others = all.filter((p) => p.productId !== product.productId && p.inStock);
  const sameType = others.filter((p) => p.type === product.type);
  const sameCategory = others.filter((p) => p.type !== product.type && p.category === product.category);
  return [...sameType, ...sameCategory].slice(0, limit);
}

/** CPU milliseconds of reading one field of every product, `rounds` times. */
function scanMs(products: readonly { inStock: boolean }[], rounds: number): number {
  const start = process.cpuUsage();
  let inStock = 0;
  for (let round = 0; round < rounds; round++) for (const p of products) if (p.inStock) inStock++;
  const used = process.cpuUsage(start);
  expect(inStock).toBeGreaterThan(0);
  return (used.user + used.system) / 1000;
}

describe('relatedProducts', () => {
  const products = catalogue(1000);

  it('gives, for every product, the in-stock products of its type, then of its category', () => {
    for (const product of products) {
      const related = relatedProducts(product, products).map((p) => p.productId);
      expect(related).toEqual(relatedByScan(product, products).map((p) => p.productId));
    }
  });

  it('keeps to the limit and never includes the product itself or one sold out', () => {
    const soldOut = products.find((p) => !p.inStock)!;
    for (const limit of [0, 1, 12]) {
      const related = relatedProducts(soldOut, products, limit);
      expect(related.map((p) => p.productId)).toEqual(
        relatedByScan(soldOut, products, limit).map((p) => p.productId),
      );
      expect(related.length).toBeLessThanOrEqual(limit);
      expect(related.every((p) => p.inStock && p.productId !== soldOut.productId)).toBe(true);
    }
  });

  it('reads another catalogue array afresh', () => {
    const dress = products.find((p) => p.type === 'dresses')!;
    const fewer = products.filter((p) => p.type !== 'dresses' || p === dress);
    expect(relatedProducts(dress, fewer).every((p) => p.type !== 'dresses')).toBe(true);
  });
});

describe('toProduct at scale', () => {
  // A build reads every product's fields many times over (lists, facets, related products). Products
  // that each had a hidden class of their own made each read megamorphic: a scan took some 40
  // times as long as over plain copies of the same objects.
  it('makes products that are as quick to scan as plain copies of them', () => {
    const products = catalogue(10_000);
    const copies = products.map((p) => JSON.parse(JSON.stringify(p)) as Product);
    scanMs(products, 20);
    scanMs(copies, 20);
    const ratio = scanMs(products, 200) / Math.max(scanMs(copies, 200), 1);
    expect(ratio).toBeLessThan(8);
  }, 30_000);

  it('keeps the entry fields and replaces image with the picture shown', () => {
    const [entry] = generateCatalogue(readCatalogue(), 1).map((json) => productSchema.parse(json));
    const withPhoto = toProduct({ ...entry!, image: 'https://example.com/photo.jpg' });
    expect(withPhoto.image).toBe('https://example.com/photo.jpg');
    expect(withPhoto.photo).toBe('https://example.com/photo.jpg');
    const drawn = toProduct(entry!);
    expect(drawn.image).toBe(`/images/products/${entry!.productId}.svg`);
    expect('photo' in drawn).toBe(false);
    expect(drawn.productId).toBe(entry!.productId);
  });
});
