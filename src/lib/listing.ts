/** Which products a category landing or store page lists (pure; see content/categories). */
import type { LandingEntry } from './schemas';

/** Which products a list holds: /products all, a category page its department or type, a landing its rule. */
export type ListScope = LandingEntry['filter'];

/** The fields of a product (or list item) a scope looks at. */
type Scoped = { category: string; type: string; discount: number; newArrival: boolean };

/** True when a product is in a list: its category or type is named (or none is), and any sale/new rule holds. */
export function inListScope(p: Scoped, filter: ListScope): boolean {
  const inCategory =
    filter.categories.length === 0 ||
    filter.categories.includes(p.category) ||
    filter.categories.includes(p.type);
  return inCategory && (!filter.sale || p.discount > 0) && (!filter.newArrival || p.newArrival);
}
