// The bundled catalogue: every entry valid, and the spec's rules for the built-in items.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/lib/schemas';
import { CATEGORIES } from '../../../src/lib/taxonomy';
import { toProduct } from '../../../src/lib/products';

const dir = new URL('../../../content/products/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const raw = files.map((file) => ({
  file,
  data: JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown,
}));
const products = raw.map(({ data }) => productSchema.parse(data));

// The spec's built-in items: productIds like mens-tee-001 with prices that are whole USD × 140.
const builtIn = products
  .filter((p) => ['men', 'women', 'accessories'].includes(p.category) && p.price % 140 === 0)
  .sort((a, b) => a.productId.localeCompare(b.productId));

describe('content/products', () => {
  it.each(raw)('$file matches the product schema', ({ file, data }) => {
    const result = productSchema.safeParse(data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(file).toBe(`${(data as { productId: string }).productId}.json`);
  });

  it('holds at least 100 products with unique ids', () => {
    expect(products.length).toBeGreaterThanOrEqual(100);
    expect(new Set(products.map((p) => p.productId)).size).toBe(products.length);
  });

  it('sells in every category of the spec', () => {
    for (const category of CATEGORIES) {
      expect(products.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('has dresses and outerwear for the home page links', () => {
    expect(products.filter((p) => p.type === 'dresses').length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.type === 'outerwear').length).toBeGreaterThanOrEqual(5);
  });

  describe('the spec built-in catalogue', () => {
    it('has about 40 items in men, women and accessories with the spec id pattern', () => {
      expect(builtIn.length).toBeGreaterThanOrEqual(36);
      for (const p of builtIn) expect(p.productId).toMatch(/^[a-z]+(-[a-z]+)*-\d{3}$/);
      for (const id of ['mens-tee-001', 'bags-001', 'jackets-001', 'dress-001', 'suit-001', 'outfit-001']) {
        expect(builtIn.map((p) => p.productId)).toContain(id);
      }
    });

    it('keeps the spec ranges: USD 45–250, rating 4.2–5, stock 20–100, discounts 0/5/10/15', () => {
      for (const p of builtIn) {
        expect(p.price / 140).toBeGreaterThanOrEqual(45);
        expect(p.price / 140).toBeLessThanOrEqual(250);
        expect(p.rating).toBeGreaterThanOrEqual(4.2);
        expect(p.rating).toBeLessThanOrEqual(5);
        expect(p.stock).toBeGreaterThanOrEqual(20);
        expect(p.stock).toBeLessThanOrEqual(100);
        expect([0, 5, 10, 15]).toContain(p.discount);
      }
    });

    it('uses letter sizes S–XXL, waist sizes 28–34 or One Size', () => {
      const allowed = ['S', 'M', 'L', 'XL', 'XXL', '28', '30', '32', '34', 'One Size'];
      for (const p of builtIn) for (const s of p.sizes) expect(allowed, p.productId).toContain(s);
    });

    it('ends with an item that is neither new nor featured', () => {
      const last = builtIn.at(-1)!;
      expect(last.newArrival).toBe(false);
      expect(last.featured).toBe(false);
    });
  });

  it('shows the store name for products without a brand', () => {
    const unbranded = products.find((p) => p.brand === undefined)!;
    expect(toProduct(unbranded).brand).toBe('Mtindo');
    expect(toProduct(unbranded).hasBrand).toBe(false);
  });
});
