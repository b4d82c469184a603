/**
 * A product's audit trail (product_events) in words for the editor's History: each changed field
 * with its value before and after, as the form names it.
 *
 * @example describeChanges({ price: [13300, 12000] }) // ['Price: KSH 13,300 → KSH 12,000']
 */
import { formatKsh } from '../money';
import { CATEGORY_LABELS, TYPE_LABELS } from '../labels';

export interface ProductEvent {
  at: string;
  actor_email: string | null;
  action: 'created' | 'updated' | 'deleted';
  changes: Record<string, [unknown, unknown]>;
}

type Show = (value: unknown) => string;

const text: Show = (value) => (value === null || value === '' ? '(none)' : String(value));
const date: Show = (value) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toLocaleDateString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium' })
    : text(value);
const yesNo: Show = (value) => (value ? 'yes' : 'no');
const list: Show = (value) => (Array.isArray(value) && value.length ? value.join(', ') : '(none)');
const label =
  (labels: Record<string, string>): Show =>
  (value) =>
    labels[String(value)] ?? text(value);
const colours: Show = (value) =>
  Array.isArray(value) && value.length
    ? value.map((c) => (c as { name?: string }).name ?? '?').join(', ')
    : '(none)';

/** The fields in the form's order, with its names; a change says before → after where it is short. */
const FIELDS: [field: string, name: string, show: Show | 'changed'][] = [
  ['name', 'Name', text],
  ['slug', 'Slug', text],
  ['category', 'Department', label(CATEGORY_LABELS)],
  ['type', 'Type', label(TYPE_LABELS)],
  ['brand', 'Brand', text],
  ['material', 'Material', text],
  ['price', 'Price', (value) => formatKsh(Number(value))],
  ['discount', 'Discount', (value) => `${Number(value)} %`],
  ['stock', 'Stock', text],
  ['in_stock', 'In stock', yesNo],
  ['new_arrival', 'New arrival', yesNo],
  ['featured', 'Featured', yesNo],
  ['description', 'Description', 'changed'],
  ['sizes', 'Sizes', list],
  ['colors', 'Colours', colours],
  ['tags', 'Tags', list],
  ['image', 'Photo', 'changed'],
  // Not in the form, but staff can write them through the API, so the trail has them too.
  ['rating', 'Rating', text],
  ['review_count', 'Reviews', text],
  ['art', 'Drawn artwork', 'changed'],
  ['created_at', 'Listed on', date],
  ['id', 'Product ID', text],
];

/** Each change in words, in the form's order; fields the form does not show come last by name. */
export function describeChanges(changes: ProductEvent['changes']): string[] {
  const known = new Set(FIELDS.map(([field]) => field));
  const lines = FIELDS.filter(([field]) => field in changes).map(([field, name, show]) => {
    const [before, after] = changes[field]!;
    if (show !== 'changed') return `${name}: ${show(before)} → ${show(after)}`;
    if (before === null || before === '') return `${name} added`;
    if (after === null || after === '') return `${name} removed`;
    return `${name} changed`;
  });
  const others = Object.keys(changes).filter((field) => !known.has(field));
  return [...lines, ...others.sort().map((field) => `${field} changed`)];
}

/** The event's headline: what happened. */
export function describeEvent(event: ProductEvent): string {
  if (event.action === 'created') return 'Created';
  if (event.action === 'deleted') return 'Deleted';
  return 'Edited';
}
