// The catalogue index: what the build writes is what the list script reads back, it is small,
// and a file from another release is refused rather than misread.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../src/lib/schemas';
import { toProduct } from '../../../src/lib/products';
import { sortItems, toListItem } from '../../../src/lib/list-filters';
import {
  decodeCatalogueIndex,
  encodeCatalogueIndex,
  isCatalogueIndex,
  toIndexedProduct,
} from '../../../src/lib/catalogue-index';
import { listFacets } from '../../../src/lib/list-facets';

const dir = new URL('../../../content/products/', import.meta.url);
const products = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => toProduct(productSchema.parse(JSON.parse(readFileSync(new URL(f, dir), 'utf8')))));
const items = products.map(toListItem);

describe('catalogue index', () => {
  const index = encodeCatalogueIndex(products.map(toIndexedProduct));
  const json = JSON.stringify(index);

  it('reads back exactly the list items it was made from, in the featured order', () => {
    expect(decodeCatalogueIndex(JSON.parse(json))).toEqual(sortItems(items, 'featured'));
  });

  it('stores each repeated string once', () => {
    expect(new Set(index.brands).size).toBe(index.brands.length);
    expect(index.brands.length).toBe(new Set(items.map((i) => i.brand)).size);
    expect(json.match(/"Rolex"/g)?.length).toBe(1);
    expect(index.sizeLists.length).toBeLessThan(items.length / 2);
    expect(new Set(index.sizeLists.map(String)).size).toBe(index.sizeLists.length);
  });

  it('costs well under the list items as JSON', () => {
    const rows = gzipSync(JSON.stringify(items)).length;
    expect(gzipSync(json).length).toBeLessThan(rows * 0.8);
  });

  it('refuses what is not an index of this version, or has ragged columns', () => {
    expect(isCatalogueIndex(JSON.parse(json))).toBe(true);
    expect(isCatalogueIndex(null)).toBe(false);
    expect(isCatalogueIndex('[]')).toBe(false);
    expect(isCatalogueIndex({ ...index, v: 1 })).toBe(false);
    expect(isCatalogueIndex({ ...index, name: index.name.slice(1) })).toBe(false);
    const { terms: _terms, ...missing } = index;
    expect(isCatalogueIndex(missing)).toBe(false);
    const { termLists: _termLists, ...noLists } = index;
    expect(isCatalogueIndex(noLists)).toBe(false);
  });
});

describe('list facets', () => {
  it('offers departments on a mixed list and types on a single-department one', () => {
    const all = listFacets(items);
    expect(all.byType).toBe(false);
    expect(all.category.map((o) => o.value)).toContain('shoes');
    expect(all.category.reduce((n, o) => n + o.count, 0)).toBe(items.length);
    const women = listFacets(items.filter((i) => i.category === 'women'));
    expect(women.byType).toBe(true);
    expect(women.category.map((o) => o.value)).toContain('dresses');
    expect(women.minPrice).toBeLessThanOrEqual(women.maxPrice);
  });
});
