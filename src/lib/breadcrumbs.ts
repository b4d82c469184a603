/** Breadcrumb trails for the site's page kinds. */
import type { Crumb } from './seo';
import type { Product } from './products';
import { CATEGORY_LABELS, TYPE_LABELS } from './labels';

const HOME: Crumb = { name: 'Home', path: '/' };

/** Home › (parent landing) › this landing, e.g. Home › Kids › Boys' clothing. */
export function landingCrumbs(path: string, heading: string): Crumb[] {
  const [parent, child] = path.split('/');
  if (!child) return [HOME, { name: heading, path: `/${path}` }];
  const parentName = CATEGORY_LABELS[parent as keyof typeof CATEGORY_LABELS] ?? parent;
  return [HOME, { name: parentName, path: `/${parent}` }, { name: heading, path: `/${path}` }];
}

/** Home › Products › category (› type) › product; the type step is left out when it repeats the category. */
export function productCrumbs(p: Pick<Product, 'name' | 'category' | 'type' | 'url'>): Crumb[] {
  const category = { name: CATEGORY_LABELS[p.category], path: `/products/${p.category}` };
  const type = { name: TYPE_LABELS[p.type], path: `/products/${p.type}` };
  return [
    HOME,
    { name: 'Products', path: '/products' },
    category,
    ...(type.name === category.name ? [] : [type]),
    { name: p.name, path: p.url },
  ];
}

/** Home › Products (› category). */
export function productListCrumbs(category?: { slug: string; label: string }): Crumb[] {
  const base = [HOME, { name: 'Products', path: '/products' }];
  return category ? [...base, { name: category.label, path: `/products/${category.slug}` }] : base;
}
