/**
 * The admin area's side of the data layer's one error (../errors.ts): answers unwrapped in the
 * admin's words (its constraint messages, "You do not have permission to do that.").
 */
import { DataError, unwrap, type PostgrestAnswer } from '../errors';

/** PostgREST's answer to a page past the last row (HTTP 416). */
export const PAST_THE_END = 'PGRST103';

/** The data of a PostgREST answer, or its error thrown as a DataError in the admin's words. */
export function unwrapAdmin<T>(answer: PostgrestAnswer<T>): T {
  return unwrap(answer, 'admin');
}

/** A refusal the admin's own code decides (nothing left to remove, say), shown like the database's. */
export function adminRefusal(message: string, field: string | null = null): DataError {
  return new DataError(message, 'refusal', field, 409);
}
