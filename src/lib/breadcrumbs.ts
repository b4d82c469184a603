/** Breadcrumb trails for the site's page kinds. */
import type { Crumb } from './seo';
import type { Product } from './products';
import { CATEGORY_LABELS } from './labels';

const HOME: Crumb = { name: 'Home', path: '/' };

/** Home › (parent landing) › this landing, e.g. Home › Kids › Boys' clothing. */
export function landingCrumbs(path: string, heading: string): Crumb[] {
  const [parent, child] = path.split('/');
  if (!child) return [HOME, { name: heading, path: `/${path}` }];
  const parentName = CATEGORY_LABELS[parent as keyof typeof CATEGORY_LABELS] ?? parent;
  return [HOME, { name: parentName, path: `/${parent}` }, { name: heading, path: `/${path}` }];
}

/** Home › Products › category › product. */
export function productCrumbs(p: Pick<Product, 'name' | 'category' | 'url'>): Crumb[] {
  return [
    HOME,
    { name: 'Products', path: '/products' },
    { name: CATEGORY_LABELS[p.category], path: `/products/${p.category}` },
    { name: p.name, path: p.url },
  ];
}

/** Home › Products (› category). */
export function productListCrumbs(category?: { slug: string; label: string }): Crumb[] {
  const base = [HOME, { name: 'Products', path: '/products' }];
  return category ? [...base, { name: category.label, path: `/products/${category.slug}` }] : base;
}
