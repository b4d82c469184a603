/** Which products a category landing or store page lists (pure; see content/categories). */
import type { LandingEntry } from './schemas';
import type { Product } from './products';

/** True when a product belongs on a landing: its category or type is named, and any sale/new rule holds. */
export function matchesLanding(p: Product, filter: LandingEntry['filter']): boolean {
  const inCategory =
    filter.categories.length === 0 ||
    filter.categories.includes(p.category) ||
    filter.categories.includes(p.type);
  return inCategory && (!filter.sale || p.discount > 0) && (!filter.newArrival || p.newArrival);
}
