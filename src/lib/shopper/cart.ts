/**
 * The cart's transitions (spec section 4) as pure functions over the list of lines, so the store,
 * the drawer and the tests share one definition.
 *
 * A line is one product in one size and colour: the same product in two sizes is two lines (what a
 * shopper expects of a fashion store). For a product without options the line key is exactly its
 * productId, so the spec's "by productId" transitions hold as written.
 */
export interface CartItem {
  /** The product id plus the time the line was created (spec section 3). */
  id: string;
  productId: string;
  name: string;
  /** Unit price in whole KES, after any discount. */
  price: number;
  quantity: number;
  image?: string;
  url?: string;
  size?: string;
  colour?: string;
}

export type CartItemInput = Omit<CartItem, 'id' | 'quantity'> & { quantity?: number };

/** The most of one line a shopper can put in the cart; the checkout checks stock. */
export const MAX_LINE_QUANTITY = 99;

export function lineKey(item: Pick<CartItem, 'productId' | 'size' | 'colour'>): string {
  return [item.productId, item.size, item.colour].filter(Boolean).join('|');
}

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));

/** Adds `input.quantity` (default 1) to the line of the same product and options, or appends a line. */
export function addLine(items: CartItem[], input: CartItemInput, now: number = Date.now()): CartItem[] {
  const quantity = clampQuantity(input.quantity ?? 1);
  if (quantity <= 0) return items;
  const key = lineKey(input);
  const existing = items.find((item) => lineKey(item) === key);
  if (existing)
    return items.map((item) =>
      item === existing ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item,
    );
  const { quantity: _ignored, ...fields } = input;
  return [...items, { ...fields, id: `${input.productId}-${now}`, quantity }];
}

/** Removes the line with this key (a productId for products without options). */
export function removeLine(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setLineQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (!(quantity > 0)) return removeLine(items, key);
  return items.map((item) =>
    lineKey(item) === key ? { ...item, quantity: clampQuantity(quantity) || 1 } : item,
  );
}

export interface CartSummary {
  totalItems: number;
  /** Whole KES. */
  totalPrice: number;
}

export function summarise(items: CartItem[]): CartSummary {
  return items.reduce(
    (sum, item) => ({
      totalItems: sum.totalItems + item.quantity,
      totalPrice: sum.totalPrice + item.price * item.quantity,
    }),
    { totalItems: 0, totalPrice: 0 },
  );
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

function isCartItem(value: unknown): value is CartItem {
  const item = value as Record<string, unknown> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    isText(item.id) &&
    isText(item.productId) &&
    isText(item.name) &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    [item.image, item.url, item.size, item.colour].every(isOptionalText)
  );
}

/**
 * Reads the stored cart. Unparsable storage is ignored (spec section 4): the cart starts empty.
 * Lines that are not cart lines (edited by hand, from an old version) are dropped, the rest kept.
 */
export function decodeCart(raw: string | undefined): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter(isCartItem).map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }))
      : [];
  } catch {
    return [];
  }
}
