/**
 * Reading what the database types loosely (a text column holding one of a few values, a database
 * function's jsonb), for the browser: the shared readers of contracts/json-reader.ts, where a value
 * the store does not know is a DataError of kind `bug` (the details go to the console), never a
 * guess passed on to the UI.
 *
 * @example
 *   const status = oneOf(row.status, PAYOUT_STATUSES, 'payout status'); // 'pending' | 'sending' | …
 *   const batchId = readJson(answer, 'payout batch').object('batch').text('id');
 */
import { jsonReaders } from '../../../supabase/functions/_shared/contracts/json-reader';
import { DataError, fromThrown } from './errors';

export type { JsonObject, JsonReader } from '../../../supabase/functions/_shared/contracts/json-reader';

/** The DataError (kind `bug`) for a value the store did not expect; `what` names it for the console. */
export function unexpected(what: string, value: unknown): DataError {
  return fromThrown(new Error(`Unexpected ${what} from the database: ${JSON.stringify(value)}`), 'shop');
}

/**
 * `oneOf(value, allowed, what)`: `value` as the union `allowed` lists, or a bug;
 * `oneOfOrNull`: the same, or null; `readJson(value, what)`: a reader of a jsonb object's fields.
 * @example oneOf('paid', ['pending', 'paid'] as const, 'payout status') // 'paid'
 */
export const { oneOf, oneOfOrNull, readJson } = jsonReaders(unexpected);
