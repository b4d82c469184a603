/** The wishlist's transitions (spec section 4) as pure functions over its items. */
export interface WishlistItem {
  productId: string;
  name: string;
  /** Whole KES, after any discount. */
  price: number;
  image?: string;
  url?: string;
  /** The sizes the product comes in: moving it to the cart needs a choice when there are several. */
  sizes?: string[];
}

export function hasItem(items: WishlistItem[], productId: string): boolean {
  return items.some((item) => item.productId === productId);
}

/** Adding an item that is already there does nothing. */
export function addItem(items: WishlistItem[], item: WishlistItem): WishlistItem[] {
  return hasItem(items, item.productId) ? items : [...items, item];
}

export function removeItem(items: WishlistItem[], productId: string): WishlistItem[] {
  return items.filter((item) => item.productId !== productId);
}

export function toggleItem(items: WishlistItem[], item: WishlistItem): WishlistItem[] {
  return hasItem(items, item.productId) ? removeItem(items, item.productId) : addItem(items, item);
}

function isWishlistItem(value: unknown): value is WishlistItem {
  const item = value as Record<string, unknown> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.productId === 'string' &&
    item.productId.length > 0 &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    [item.image, item.url].every((v) => v === undefined || typeof v === 'string') &&
    (item.sizes === undefined ||
      (Array.isArray(item.sizes) && item.sizes.every((s) => typeof s === 'string')))
  );
}

/** Reads the stored wishlist; unparsable storage is ignored and unknown entries dropped. */
export function decodeWishlist(raw: string | undefined): WishlistItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(isWishlistItem)
      .filter((item, i, all) => all.findIndex((x) => x.productId === item.productId) === i);
  } catch {
    return [];
  }
}
