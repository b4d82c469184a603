/**
 * Re-pricing the cart from the catalogue as the database has it now, as pure functions: the cart
 * keeps the price a line had when it was added (often from a built page, which can be behind the
 * database), so the drawer and the checkout read the current rows and apply them with
 * `repriceLines`, which says in words what changed (`noticeText`).
 *
 * What changed, and what the cart does about it:
 * - a new selling price: the line takes it — "The price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)";
 * - fewer left than the cart holds: the quantity is lowered — "Only 2 left — quantity set to 2";
 * - sold out (`in_stock` false or no stock): the line goes — "Sold out — removed from your cart";
 * - no longer in the catalogue (the product was deleted): the line goes, and the shopper reads
 *   "No longer sold — removed from your cart", since "sold out" would promise it may come back.
 *
 * @example
 *   const { items, notices } = repriceLines(cart, currentById(rows), ['kaunda-suit']);
 *   notices.map((notice) => noticeText(notice, 'KSH')); // ['The price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)']
 */
import { formatPrice, type Currency } from '../money';
import { lineKey, type CartItem } from './cart';
import { lineOptions } from '../../../supabase/functions/_shared/contracts/line-options';

/** A product as the database has it now, with what the cart needs of it. */
export interface CurrentProduct {
  productId: string;
  name: string;
  /** The selling price in whole KES: the list price less its discount (money.ts, discountedPrice). */
  price: number;
  /** Units on hand. */
  stock: number;
  inStock: boolean;
}

/** What changed in the cart since a line was added; `line` is the line's key (cart.ts, lineKey). */
export type CartNotice =
  | { kind: 'price'; productId: string; name: string; was: number; now: number }
  | { kind: 'quantity'; line: string; name: string; left: number; set: number }
  | { kind: 'sold-out'; line: string; name: string }
  | { kind: 'gone'; line: string; name: string };

/** The current products by productId, for `repriceLines`. */
export function currentById(products: readonly CurrentProduct[]): ReadonlyMap<string, CurrentProduct> {
  return new Map(products.map((product) => [product.productId, product]));
}

/** A line's name with its options, as the cart shows them: "Kaunda Suit (Navy · Size M)". */
function lineLabel(item: CartItem, name: string): string {
  const options = lineOptions(item.colour, item.size);
  return options ? `${name} (${options})` : name;
}

/**
 * The cart priced from `current`, and what changed. Only lines of the products in `checked` (the
 * productIds that were asked for) are judged: one missing from `current` is no longer sold. Lines of
 * one product share its stock in cart order, as place_order takes it. A product's new price is one
 * notice however many lines hold it. Returns `items` itself when nothing changed.
 */
export function repriceLines(
  items: readonly CartItem[],
  current: ReadonlyMap<string, CurrentProduct>,
  checked: Iterable<string>,
): { items: CartItem[]; notices: CartNotice[] } {
  const asked = new Set(checked);
  const notices: CartNotice[] = [];
  const left = new Map<string, number>();
  const repriced = new Set<string>();
  const next: CartItem[] = [];
  for (const item of items) {
    if (!asked.has(item.productId)) {
      next.push(item);
      continue;
    }
    const product = current.get(item.productId);
    const line = lineKey(item);
    if (!product) {
      notices.push({ kind: 'gone', line, name: lineLabel(item, item.name) });
      continue;
    }
    const label = lineLabel(item, product.name);
    if (!product.inStock || product.stock <= 0) {
      notices.push({ kind: 'sold-out', line, name: label });
      continue;
    }
    const available = left.get(product.productId) ?? product.stock;
    const quantity = Math.min(item.quantity, available);
    left.set(product.productId, available - quantity);
    if (quantity < item.quantity)
      notices.push({ kind: 'quantity', line, name: label, left: product.stock, set: quantity });
    if (product.price !== item.price && !repriced.has(product.productId)) {
      repriced.add(product.productId);
      notices.push({
        kind: 'price',
        productId: product.productId,
        name: product.name,
        was: item.price,
        now: product.price,
      });
    }
    if (quantity === 0) continue;
    const changed = quantity !== item.quantity || product.price !== item.price || product.name !== item.name;
    next.push(changed ? { ...item, name: product.name, price: product.price, quantity } : item);
  }
  const same = next.length === items.length && next.every((item, index) => item === items[index]);
  return { items: same ? (items as CartItem[]) : next, notices };
}

/** The notice in the shopper's words, its prices in their display currency. */
export function noticeText(notice: CartNotice, currency: Currency): string {
  switch (notice.kind) {
    case 'price':
      return `The price of ${notice.name} is now ${formatPrice(notice.now, currency)} (was ${formatPrice(notice.was, currency)})`;
    case 'quantity':
      return notice.set > 0
        ? `${notice.name}: Only ${notice.left} left — quantity set to ${notice.set}`
        : `${notice.name}: Only ${notice.left} left, all of them in your cart already — removed from your cart`;
    case 'sold-out':
      return `${notice.name}: Sold out — removed from your cart`;
    case 'gone':
      return `${notice.name}: No longer sold — removed from your cart`;
  }
}

/** A stable key per notice: one per product for a price, one per line for the rest. */
export const noticeKey = (notice: CartNotice): string =>
  notice.kind === 'price' ? `price:${notice.productId}` : `line:${notice.line}`;

/**
 * The notices still to show once `newer` arrive: a newer notice replaces an older one of the same
 * product's price or the same line, a price keeping the first `was` the shopper saw (and dropped
 * when it is back to it); a price notice of a product no longer in `items` goes, as its line did.
 */
export function mergeNotices(
  older: readonly CartNotice[],
  newer: readonly CartNotice[],
  items: readonly CartItem[],
): CartNotice[] {
  const merged = new Map<string, CartNotice>(older.map((notice) => [noticeKey(notice), notice]));
  for (const notice of newer) {
    const key = noticeKey(notice);
    const earlier = merged.get(key);
    merged.delete(key);
    if (notice.kind === 'price' && earlier?.kind === 'price') {
      if (earlier.was !== notice.now) merged.set(key, { ...notice, was: earlier.was });
    } else merged.set(key, notice);
  }
  const inCart = new Set(items.map((item) => item.productId));
  return [...merged.values()].filter((notice) => notice.kind !== 'price' || inCart.has(notice.productId));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isNotice(value: unknown): value is CartNotice {
  const notice = value as Record<string, unknown> | null;
  if (typeof notice !== 'object' || notice === null || !isText(notice.name)) return false;
  switch (notice.kind) {
    case 'price':
      return isText(notice.productId) && isAmount(notice.was) && isAmount(notice.now);
    case 'quantity':
      return isText(notice.line) && isAmount(notice.left) && isAmount(notice.set);
    case 'sold-out':
    case 'gone':
      return isText(notice.line);
    default:
      return false;
  }
}

/** Reads the stored notices; anything unreadable is dropped, as the cart's own lines are. */
export function decodeNotices(raw: string | undefined): CartNotice[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isNotice) : [];
  } catch {
    return [];
  }
}
