/**
 * The options a list's filter panel offers, with the number of products behind each: worked out
 * at build over the whole list (not the page shown), and again in the browser as filters change.
 */
import type { ListItem } from './list-filters';
import { EMPTY_FILTERS, countFacets } from './list-filters';
import { COLOUR_FAMILIES } from './colour-family';
import { CATEGORY_LABELS, TYPE_LABELS } from './labels';
import { SIZE_ORDER } from './taxonomy';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface ListFacets {
  /** A single-department list is narrowed by product type instead (dresses, outerwear…). */
  byType: boolean;
  category: FacetOption[];
  brand: FacetOption[];
  size: FacetOption[];
  colour: FacetOption[];
  minPrice: number;
  maxPrice: number;
}

const byLabel = (a: FacetOption, b: FacetOption) => a.label.localeCompare(b.label);

/** The panel's options for a list, each counted over the whole list. */
export function listFacets(items: ListItem[]): ListFacets {
  const counts = countFacets(items, EMPTY_FILTERS);
  const byType = new Set(items.map((i) => i.category)).size <= 1;
  const labels: Record<string, string> = byType ? TYPE_LABELS : CATEGORY_LABELS;
  const kinds = new Set(items.map((i) => (byType ? i.type : i.category)));
  const option = (value: string, label: string, count: number | undefined) => ({
    value,
    label,
    count: count ?? 0,
  });
  const prices = items.map((i) => i.price);
  return {
    byType,
    category: [...kinds].map((k) => option(k, labels[k] ?? k, counts.category.get(k))).sort(byLabel),
    brand: [...counts.brand].map(([b, n]) => option(b, b, n)).sort(byLabel),
    size: SIZE_ORDER.filter((s) => counts.size.has(s)).map((s) => option(s, s, counts.size.get(s))),
    colour: COLOUR_FAMILIES.filter((c) => counts.colour.has(c)).map((c) =>
      option(c, c, counts.colour.get(c)),
    ),
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
  };
}
