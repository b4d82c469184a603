// The large-catalogue generator: valid, unique, varied and deterministic products, and a seed
// with one row per product, written to a folder of its own.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/lib/schemas';
import { readCatalogue } from '../../../supabase/generate-seed.mjs';
import {
  generateCatalogue,
  shopPrice,
  writeCatalogue,
  type ProductJson,
} from '../../bench/generate-catalogue';

const COUNT = 300;
const real = readCatalogue() as ProductJson[];
const dir = mkdtempSync(join(tmpdir(), 'mtindo-catalogue-'));
writeCatalogue(dir, generateCatalogue(real, COUNT));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const products = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ProductJson);
const distinct = (key: keyof ProductJson) => new Set(products.map((p) => JSON.stringify(p[key]))).size;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generateCatalogue', () => {
  it('writes N products, each valid and named by its productId', () => {
    expect(files).toHaveLength(COUNT);
    for (const [i, p] of products.entries()) {
      const result = productSchema.safeParse(p);
      expect(result.success, `${p.productId}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      expect(files[i]).toBe(`${p.productId}.json`);
    }
  });

  it('gives every product its own id (the slug) and name', () => {
    expect(new Set(products.map((p) => p.productId)).size).toBe(COUNT);
    expect(new Set(products.map((p) => p.name)).size).toBe(COUNT);
  });

  it('keeps the real products and varies departments, brands, prices, stock, discounts and dates', () => {
    for (const p of real) expect(products.map((g) => g.productId)).toContain(p.productId);
    expect(distinct('category')).toBe(new Set(real.map((p) => p.category)).size);
    expect(distinct('brand')).toBeGreaterThanOrEqual(20);
    expect(distinct('price')).toBeGreaterThan(COUNT / 2);
    expect(distinct('stock')).toBeGreaterThan(50);
    expect(products.some((p) => !p.inStock)).toBe(true);
    expect(distinct('discount')).toBeGreaterThanOrEqual(5);
    expect(distinct('addedAt')).toBeGreaterThan(COUNT / 3);
    const realIds = new Set(real.map((p) => p.productId));
    for (const p of products.filter((g) => !realIds.has(g.productId)))
      expect(p.price % 50, p.productId).toBe(0);
  });

  it('gives the same catalogue for the same N, and a bigger N extends it', () => {
    expect(generateCatalogue(real, COUNT)).toEqual(generateCatalogue(real, COUNT));
    expect(generateCatalogue(real, COUNT + 50).slice(0, COUNT)).toEqual(generateCatalogue(real, COUNT));
  });

  it('samples the real departments when N is smaller than the real catalogue', () => {
    const small = generateCatalogue(real, 20);
    expect(new Set(small.map((p) => p.productId)).size).toBe(20);
    expect(new Set(small.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('writes a seed with one row per product', () => {
    const seed = readFileSync(join(dir, 'seed.sql'), 'utf8');
    const rows = seed.split('\n').filter((line) => line.startsWith("  ('"));
    expect(rows).toHaveLength(COUNT);
    for (const p of products) expect(seed).toContain(`('${p.productId}', `);
  });

  it('never writes over content/products', () => {
    expect(() => writeCatalogue('content/products', [])).toThrow(/never/);
  });
});

describe('shopPrice', () => {
  it('rounds to 50, 100 or 1,000 shillings by size and stays in the schema range', () => {
    expect(shopPrice(1_234)).toBe(1_250);
    expect(shopPrice(45_678)).toBe(45_700);
    expect(shopPrice(2_345_678)).toBe(2_346_000);
    expect(shopPrice(100)).toBe(500);
    expect(shopPrice(9_000_000)).toBe(5_000_000);
  });
});
