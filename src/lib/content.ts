/**
 * Build-time access to the content collections, returning app types. Routes call these;
 * nothing else imports astro:content.
 */
import { getCollection, render } from 'astro:content';
import type { Product } from './products';
import { toProduct } from './products';
import { sortItems, toListItem } from './list-filters';
import { encodeCatalogueIndex, toIndexedProduct } from './catalogue-index';
import type { ListScope } from './listing';
import { inListScope } from './listing';
import { pageCount } from './pagination';
import type { ListFacets } from './list-facets';
import { listFacets } from './list-facets';

let cache: Product[] | undefined;

/** Every catalogue product, in the store's featured order. */
export async function getProducts(): Promise<Product[]> {
  if (!cache) {
    const entries = await getCollection('products');
    const products = entries.map((e) => toProduct(e.data));
    const byId = new Map(products.map((p) => [p.productId, p]));
    cache = sortItems(products.map(toListItem), 'featured').map((i) => byId.get(i.id)!);
  }
  return cache;
}

let index: { json: string; url: string } | undefined;

/** The catalogue index the list script filters and sorts (src/lib/catalogue-index.ts), and its address. */
export async function getCatalogueIndex(): Promise<{ json: string; url: string }> {
  if (!index) {
    const json = JSON.stringify(encodeCatalogueIndex((await getProducts()).map(toIndexedProduct)));
    // One address whatever the content (revalidated like a page): a list page printing it stays
    // the same when only the index changed, so a publish need not build it again.
    index = { json, url: '/catalogue/index.json' };
  }
  return index;
}

/** One static page of a product list. */
export type ListPage = {
  /** The whole list (its facets and counts are over all of it). */
  products: Product[];
  page: number;
  pages: number;
};

const facetsOfList = new WeakMap<Product[], ListFacets>();

/** A list's filter options and counts, worked out once however many pages the list has. */
export function getListFacets(products: Product[]): ListFacets {
  let facets = facetsOfList.get(products);
  if (!facets) {
    facets = listFacets(products.map(toListItem));
    facetsOfList.set(products, facets);
  }
  return facets;
}

/** The static pages of a list in its default order: page 1, then 2… */
export function listPages(products: Product[]): ListPage[] {
  const pages = pageCount(products.length);
  return Array.from({ length: pages }, (_, n) => ({ products, page: n + 1, pages }));
}

let bySlug: Map<string, Product> | undefined;

/** The product with this productId (its slug), if any. Every page's footer asks for a few. */
export async function getProduct(slug: string): Promise<Product | undefined> {
  bySlug ??= new Map((await getProducts()).map((p) => [p.productId, p]));
  return bySlug.get(slug);
}

/** The products a list holds. */
export async function getListProducts(scope: ListScope): Promise<Product[]> {
  return (await getProducts()).filter((p) => inListScope(p, scope));
}

/** Watch brands of one kind, in their display order. */
export async function getBrands(kind?: 'luxury' | 'smart') {
  const brands = await getCollection('brands');
  return brands
    .filter((b) => !kind || b.data.kind === kind)
    .sort((a, b) =>
      a.data.kind === b.data.kind ? a.data.order - b.data.order : a.data.kind === 'luxury' ? -1 : 1,
    )
    .map((b) => ({ slug: b.id, ...b.data }));
}

export type Brand = Awaited<ReturnType<typeof getBrands>>[number];

export async function getBlogPosts() {
  const posts = await getCollection('blog');
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export async function getInfoPages() {
  return getCollection('pages');
}

export async function getLandings() {
  return getCollection('categories');
}

export { render };
