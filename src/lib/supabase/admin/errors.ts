/**
 * The one place the admin area's backend errors become messages for staff: a refusal of the
 * database's functions (PT400/PT404/PT409, the field in `details`), a constraint the products
 * table enforces, a missing permission, or no connection.
 */
import type { PostgrestError } from '@supabase/supabase-js';

export class AdminError extends Error {
  constructor(
    message: string,
    /** The form field the message concerns, when it concerns one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

const CONSTRAINT_MESSAGES: Record<string, [field: string, message: string]> = {
  products_slug_key: ['slug', 'Another product already uses this slug. Choose another.'],
  products_slug_check: ['slug', 'Use lower-case letters, digits and single hyphens, like "linen-shirt".'],
  products_name_check: ['name', 'The name is 3 to 80 characters.'],
  products_price_check: ['price', 'The price is a whole number of shillings above 0.'],
  products_discount_check: ['discount', 'The discount is 0 to 90 %.'],
  products_stock_check: ['stock', 'Stock is 0 or more.'],
  products_description_length: ['description', 'Keep the description under 2,000 characters.'],
};

/** PostgREST's answer to a page past the last row (HTTP 416). */
export const PAST_THE_END = 'PGRST103';

export const NO_CONNECTION = 'We could not reach the shop. Check your connection and try again.';

/** Turns a PostgREST error into an AdminError with a message staff can act on. */
export function toAdminError(error: PostgrestError | Error): AdminError {
  if (error instanceof AdminError) return error;
  const { code, details, message } = error as Partial<PostgrestError> & Error;
  if (code && /^PT\d{3}$/.test(code)) return new AdminError(message, details || null);
  if (code === '23505' || code === '23514') {
    const constraint = Object.keys(CONSTRAINT_MESSAGES).find((name) => message.includes(name));
    if (constraint)
      return new AdminError(CONSTRAINT_MESSAGES[constraint]![1], CONSTRAINT_MESSAGES[constraint]![0]);
    return new AdminError('That value is not allowed here. Check the form and try again.');
  }
  if (code === '23503')
    return new AdminError('Other records still refer to this one, so it cannot be removed.');
  if (code === '42501' || code === 'PGRST301')
    return new AdminError(
      /aal2/i.test(message)
        ? 'Verify your authenticator code again, then retry.'
        : 'You do not have permission to do that.',
    );
  if (!code || /fetch|network/i.test(message)) return new AdminError(NO_CONNECTION);
  return new AdminError(message || 'Something went wrong. Please try again.');
}

/** The data of a supabase-js answer, or its error thrown as an AdminError. */
export function unwrap<T>({ data, error }: { data: T | null; error: PostgrestError | null }): T {
  if (error) throw toAdminError(error);
  return data as T;
}
