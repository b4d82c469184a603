/**
 * What each part of the shop says when a data call fails, one table per part. The database's own
 * refusals (SQLSTATE PTnnn) and the functions' `{error, field}` carry their words with them; these
 * are the words for everything else: no connection, a bug on our side, a missing permission, and
 * the admin's constraint violations.
 */

/** Said once, and finished per part: the checkout adds that nothing was charged. */
const UNREACHABLE = 'We could not reach the shop. Check your connection and try again';

export interface Wording {
  /** The shop was not reached (no connection, a timeout, the gateway down). */
  network: string;
  /** The shop answered with something the store did not expect: a bug on our side. */
  bug: string;
  /** A call refused for want of a session, a permission or a second factor. */
  auth: (message: string) => { message: string; field: string | null };
  /** The fields a refusal may name for this part's forms; another `details` names no field. */
  fields?: readonly string[];
  /** Unique and check constraints by name: the field and what to say. */
  constraints?: Record<string, [field: string, message: string]>;
  /** A unique or check violation not in `constraints`. */
  rejectedValue?: string;
  /** A row others still refer to (23503). */
  stillReferenced?: string;
}

const BUG = 'Something went wrong on our side. Please try again in a moment.';
const NO_PERMISSION = (message: string) => ({
  message: /aal2/i.test(message)
    ? 'Verify your authenticator code again, then retry.'
    : 'You do not have permission to do that.',
  field: null,
});

export const WORDING = {
  /** The storefront's reads and the shopper's own (search, newsletter, orders on /account). */
  shop: { network: `${UNREACHABLE}.`, bug: BUG, auth: NO_PERMISSION },
  /** Placing and paying for an order, and following it. */
  checkout: { network: `${UNREACHABLE}; nothing was charged.`, bug: BUG, auth: NO_PERMISSION },
  /** The admin area. */
  admin: {
    network: `${UNREACHABLE}.`,
    bug: BUG,
    auth: NO_PERMISSION,
    constraints: {
      products_slug_key: ['slug', 'Another product already uses this slug. Choose another.'],
      products_slug_check: ['slug', 'Use lower-case letters, digits and single hyphens, like "linen-shirt".'],
      products_name_check: ['name', 'The name is 3 to 80 characters.'],
      products_price_check: ['price', 'The price is a whole number of shillings above 0.'],
      products_discount_check: ['discount', 'The discount is 0 to 90 %.'],
      products_stock_check: ['stock', 'Stock is 0 or more.'],
      products_description_length: ['description', 'Keep the description under 2,000 characters.'],
    },
    rejectedValue: 'That value is not allowed here. Check the form and try again.',
    stillReferenced: 'Other records still refer to this one, so it cannot be removed.',
  },
  /** Reviews: writing one, marking one helpful, reporting one; a visitor is asked to sign in. */
  reviews: {
    network: `${UNREACHABLE}.`,
    bug: BUG,
    auth: () => ({ message: 'Please sign in first.', field: null }),
    fields: ['product', 'rating', 'title', 'body', 'size', 'fit', 'review', 'reason', 'reply'],
  },
  /** Stock alerts and the links that confirm or stop shoppers' messages. */
  alerts: {
    network: `${UNREACHABLE}.`,
    bug: BUG,
    auth: NO_PERMISSION,
    fields: ['product', 'contact', 'size', 'token'],
  },
  /** The shopper's side of the affiliate programme: a visitor is asked to sign in. */
  affiliates: {
    network: `${UNREACHABLE}.`,
    bug: BUG,
    auth: () => ({ message: 'Please sign in to apply to the affiliate programme.', field: 'account' }),
    fields: ['code', 'payout_phone', 'audience', 'account'],
  },
} satisfies Record<string, Wording>;

/** A part of the shop with wording of its own. */
export type Domain = keyof typeof WORDING;
