/**
 * Build-time access to the content collections, returning app types. Routes call these;
 * nothing else imports astro:content.
 */
import { getCollection, getEntry, render } from 'astro:content';
import type { Product } from './products';
import { toProduct } from './products';
import { sortItems, toListItem } from './catalogue';
import { matchesLanding } from './listing';
import type { LandingEntry } from './schemas';

let cache: Product[] | undefined;

/** Every catalogue product, in the store's featured order. */
export async function getProducts(): Promise<Product[]> {
  if (!cache) {
    const entries = await getCollection('products');
    const products = entries.map((e) => toProduct(e.data));
    const order = sortItems(products.map(toListItem), 'featured').map((i) => i.id);
    cache = order.map((id) => products.find((p) => p.productId === id)!);
  }
  return cache;
}

/** The product with this productId (its slug), if any. */
export async function getProduct(slug: string): Promise<Product | undefined> {
  return (await getProducts()).find((p) => p.productId === slug);
}

/** The products a landing page lists. */
export async function getLandingProducts(filter: LandingEntry['filter']): Promise<Product[]> {
  return (await getProducts()).filter((p) => matchesLanding(p, filter));
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

export async function getInfoPage(slug: string) {
  return getEntry('pages', slug);
}

export { render };
