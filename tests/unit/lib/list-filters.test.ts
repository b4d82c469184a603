import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../../src/lib/list-filters';
import {
  EMPTY_FILTERS,
  countFacets,
  filterItems,
  isFiltered,
  parseFilters,
  serializeFilters,
  sortItems,
} from '../../../src/lib/list-filters';

const item = (over: Partial<ListItem>): ListItem => ({
  id: 'x',
  name: 'X',
  category: 'women',
  type: 'dresses',
  brand: 'Mtindo',
  price: 5000,
  listPrice: 5000,
  sizes: ['M'],
  colours: ['red'],
  inStock: true,
  discount: 0,
  newArrival: false,
  featured: false,
  rating: 4.5,
  reviewCount: 10,
  added: '2026-01-01',
  text: 'x',
  ...over,
});

const items = [
  item({
    id: 'a',
    name: 'Amani Wrap Dress',
    price: 9800,
    rating: 4.8,
    featured: true,
    text: 'amani wrap dress kitenge',
  }),
  item({
    id: 'b',
    name: 'Baraka Blazer',
    type: 'outerwear',
    price: 14000,
    sizes: ['L', 'XL'],
    colours: ['blue'],
    added: '2026-10-01',
    newArrival: true,
    text: 'baraka blazer linen',
  }),
  item({
    id: 'c',
    name: 'Chui Sneaker',
    category: 'shoes',
    type: 'sneakers',
    brand: 'Nike',
    price: 18000,
    discount: 10,
    sizes: ['EU 42'],
    colours: ['white'],
    rating: 4.2,
    text: 'chui sneaker nike',
  }),
  item({
    id: 'd',
    name: 'Duma Watch',
    category: 'luxury-watches',
    type: 'luxury-watches',
    brand: 'Rolex',
    price: 1200000,
    inStock: false,
    rating: 5,
    text: 'duma watch rolex',
  }),
];
const ids = (list: ListItem[]) => list.map((i) => i.id);

describe('parseFilters', () => {
  it('reads every filter from the query string', () => {
    const f = parseFilters(
      new URLSearchParams(
        'q=wrap&category=women,shoes&brand=Nike&size=M&colour=red,teal&min=1000&max=20000&stock=1&sale=1&new=1&sort=price-asc',
      ),
    );
    expect(f).toEqual({
      q: 'wrap',
      categories: ['women', 'shoes'],
      brands: ['Nike'],
      sizes: ['M'],
      colours: ['red'],
      minPrice: 1000,
      maxPrice: 20000,
      inStock: true,
      onSale: true,
      newArrivals: true,
      sort: 'price-asc',
    });
  });

  it('ignores malformed values instead of failing', () => {
    const f = parseFilters(new URLSearchParams('min=abc&max=-5&sort=cheapest&colour=<script>&stock=yes'));
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it('swaps a minimum above the maximum', () => {
    const f = parseFilters(new URLSearchParams('min=9000&max=100'));
    expect([f.minPrice, f.maxPrice]).toEqual([100, 9000]);
  });

  it('accepts repeated keys as form submissions send them', () => {
    expect(parseFilters(new URLSearchParams('brand=Nike&brand=Rolex')).brands).toEqual(['Nike', 'Rolex']);
  });
});

describe('serializeFilters', () => {
  it('round-trips and leaves defaults out', () => {
    expect(serializeFilters(EMPTY_FILTERS).toString()).toBe('');
    const query =
      'q=dress&category=women&brand=Nike&size=M&colour=red&min=100&max=900&stock=1&sale=1&new=1&sort=rating';
    const f = parseFilters(new URLSearchParams(query));
    expect(parseFilters(serializeFilters(f))).toEqual(f);
  });

  it('tells a filtered view from a sorted one', () => {
    expect(isFiltered({ ...EMPTY_FILTERS, sort: 'newest' })).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, inStock: true })).toBe(true);
  });
});

describe('filterItems', () => {
  const run = (query: string) => ids(filterItems(items, parseFilters(new URLSearchParams(query))));

  it('keeps everything without filters', () => expect(run('')).toEqual(['a', 'b', 'c', 'd']));
  it('matches a category by department or type', () => {
    expect(run('category=shoes')).toEqual(['c']);
    expect(run('category=outerwear')).toEqual(['b']);
  });
  it('filters by brand, size and colour family', () => {
    expect(run('brand=Rolex')).toEqual(['d']);
    expect(run('size=XL')).toEqual(['b']);
    expect(run('colour=white,blue')).toEqual(['b', 'c']);
  });
  it('filters by an inclusive price range', () => {
    expect(run('min=9800&max=18000')).toEqual(['a', 'b', 'c']);
    expect(run('max=9799')).toEqual([]);
  });
  it('filters by stock, sale and new arrivals', () => {
    expect(run('stock=1')).toEqual(['a', 'b', 'c']);
    expect(run('sale=1')).toEqual(['c']);
    expect(run('new=1')).toEqual(['b']);
  });
  it('needs every word of a text query', () => {
    expect(run('q=wrap kitenge')).toEqual(['a']);
    expect(run('q=wrap rolex')).toEqual([]);
    expect(run('q=NIKE')).toEqual(['c']);
  });
  it('combines filters with AND', () => expect(run('category=women&sale=1')).toEqual([]));
});

describe('sortItems', () => {
  it('sorts by price both ways', () => {
    expect(ids(sortItems(items, 'price-asc'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortItems(items, 'price-desc'))).toEqual(['d', 'c', 'b', 'a']);
  });
  it('sorts newest first and by rating', () => {
    expect(ids(sortItems(items, 'newest'))[0]).toBe('b');
    expect(ids(sortItems(items, 'rating'))).toEqual(['d', 'a', 'b', 'c']);
  });
  it('puts featured first and sold-out last in the featured order', () => {
    const order = ids(sortItems(items, 'featured'));
    expect(order[0]).toBe('a');
    expect(order.at(-1)).toBe('d');
  });
  it('does not change its input', () => {
    const copy = [...items];
    sortItems(items, 'price-desc');
    expect(items).toEqual(copy);
  });
});

describe('countFacets', () => {
  const counts = (query: string) => countFacets(items, parseFilters(new URLSearchParams(query)));

  it('counts every option over the whole list without filters', () => {
    const c = counts('');
    expect(Object.fromEntries(c.brand)).toEqual({ Mtindo: 2, Nike: 1, Rolex: 1 });
    // A category option matches a department or a type; a product counts once under each.
    expect(c.category.get('women')).toBe(2);
    expect(c.category.get('dresses')).toBe(1);
    expect(c.category.get('luxury-watches')).toBe(1);
  });

  it('applies the other filters but not the facet’s own choice', () => {
    const c = counts('brand=Nike&stock=1');
    // Brand counts ignore the brand choice, so a second brand shows what it would add.
    expect(Object.fromEntries(c.brand)).toEqual({ Mtindo: 2, Nike: 1 });
    // Other facets count only what the brand choice leaves.
    expect(Object.fromEntries(c.category)).toEqual({ shoes: 1, sneakers: 1 });
  });

  it('agrees with filterItems: the chosen options’ counts are the results', () => {
    for (const query of ['brand=Mtindo', 'size=XL&brand=Mtindo', 'colour=white&sale=1', 'q=watch']) {
      const f = parseFilters(new URLSearchParams(query));
      const shown = filterItems(items, f);
      const brands = countFacets(items, f).brand;
      const sum = f.brands.length
        ? f.brands.reduce((n, b) => n + (brands.get(b) ?? 0), 0)
        : [...brands.values()].reduce((a, b) => a + b, 0);
      expect(sum, query).toBe(shown.length);
    }
  });
});
