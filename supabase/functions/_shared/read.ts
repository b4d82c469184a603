/**
 * Reading what the database types loosely (a text column holding one of a few values, a database
 * function's jsonb), for the functions: the shared readers of contracts/json-reader.ts, where a
 * value the function does not know is thrown as an Error, which the function answers as a 500 and
 * logs, never passes on.
 *
 * @example const payout = readJson(await rpc(db, 'start_payout_transfer', args), 'payout');
 */
import { jsonReaders } from './contracts/json-reader.ts';

export type { JsonReader } from './contracts/json-reader.ts';

/**
 * `oneOf(value, allowed, what)`: `value` as the union `allowed` lists, or an Error;
 * `oneOfOrNull`: the same, or null; `readJson(value, what)`: a reader of a jsonb object's fields.
 */
export const { oneOf, oneOfOrNull, readJson } = jsonReaders(
  (what, value) => new Error(`Unexpected ${what} from the database: ${JSON.stringify(value)}`),
);
