/**
 * Reading what the database types loosely, shared by the browser and the functions: a text column
 * that holds one of a few values, and the jsonb a database function returns. The generated schema
 * (`npm run db:types`) can only call them `string` and `Json`; these readers check each value the
 * caller relies on, and hand anything else to `fail`, which each side turns into its own error (the
 * browser's DataError of kind `bug`, a function's 500).
 *
 * @example
 *   const { oneOf, readJson } = jsonReaders((what, value) => new Error(`Unexpected ${what}: ${value}`));
 *   const status = oneOf(row.status, ['pending', 'paid'] as const, 'payout status');
 *   const batchId = readJson(answer, 'payout batch').object('batch').text('id');
 */
import type { Json } from './database.ts';

/** A jsonb object as the generated schema types it. */
export type JsonObject = { [key: string]: Json | undefined };

/** The error for a value the caller did not expect; `what` names it (`payout.status`). */
export type Unexpected = (what: string, value: unknown) => Error;

/** The fields of one jsonb object, each read as the type the caller needs or refused by `fail`. */
export interface JsonReader {
  /** The object itself, for a jsonb field the caller keeps whole. */
  readonly value: JsonObject;
  text(key: string): string;
  textOrNull(key: string): string | null;
  /** A number; a numeric that came as text ("10.50") is read as its number. */
  number(key: string): number;
  numberOrNull(key: string): number | null;
  boolean(key: string): boolean;
  /** A boolean where SQL's null (a comparison with nothing) reads as false. */
  flag(key: string): boolean;
  oneOf<T extends string>(key: string, allowed: readonly T[]): T;
  oneOfOrNull<T extends string>(key: string, allowed: readonly T[]): T | null;
  /** A nested object. */
  object(key: string): JsonReader;
  /** A nested object, or null. */
  objectOrNull(key: string): JsonReader | null;
  /** A list of objects; a missing or null list is empty. */
  list(key: string): JsonReader[];
  /** A list of text values; a missing or null list is empty. */
  texts(key: string): string[];
}

export interface JsonReaders {
  /** `value` when it is one of `allowed` (a check constraint holds the same list), as that union. */
  oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T;
  /** `oneOf`, or null when the database sends null. */
  oneOfOrNull<T extends string>(value: unknown, allowed: readonly T[], what: string): T | null;
  /** A reader of the jsonb object `value`; `what` names it in errors. */
  readJson(value: Json | undefined, what: string): JsonReader;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The readers, failing with `fail`.
 * @example const { readJson } = jsonReaders(unexpected); readJson(row, 'order').number('total_kes')
 */
export function jsonReaders(fail: Unexpected): JsonReaders {
  function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
    const found = allowed.find((item) => item === value);
    if (found === undefined) throw fail(what, value);
    return found;
  }

  function oneOfOrNull<T extends string>(value: unknown, allowed: readonly T[], what: string): T | null {
    return value === null || value === undefined ? null : oneOf(value, allowed, what);
  }

  function readJson(value: Json | undefined, what: string): JsonReader {
    if (!isObject(value)) throw fail(what, value);
    const row = value;
    const field = (key: string) => row[key] ?? null;
    const refuse = (key: string, found: unknown = row[key]): never => {
      throw fail(`${what}.${key}`, found);
    };
    const listOf = (key: string): Json[] => {
      const found = field(key);
      if (found === null) return [];
      return Array.isArray(found) ? found : refuse(key);
    };
    const reader: JsonReader = {
      value: row,
      text: (key) => {
        const found = field(key);
        return typeof found === 'string' ? found : refuse(key);
      },
      textOrNull: (key) => (field(key) === null ? null : reader.text(key)),
      number: (key) => {
        const found = field(key);
        const number = typeof found === 'string' && found.trim() !== '' ? Number(found) : found;
        return typeof number === 'number' && Number.isFinite(number) ? number : refuse(key);
      },
      numberOrNull: (key) => (field(key) === null ? null : reader.number(key)),
      boolean: (key) => {
        const found = field(key);
        return typeof found === 'boolean' ? found : refuse(key);
      },
      flag: (key) => field(key) !== null && reader.boolean(key),
      oneOf: (key, allowed) => oneOf(field(key), allowed, `${what}.${key}`),
      oneOfOrNull: (key, allowed) => oneOfOrNull(field(key), allowed, `${what}.${key}`),
      object: (key) => readJson(field(key), `${what}.${key}`),
      objectOrNull: (key) => (field(key) === null ? null : reader.object(key)),
      list: (key) => listOf(key).map((item, index) => readJson(item, `${what}.${key}[${index}]`)),
      texts: (key) =>
        listOf(key).map((item, index) =>
          typeof item === 'string' ? item : refuse(`${key}[${index}]`, item),
        ),
    };
    return reader;
  }

  return { oneOf, oneOfOrNull, readJson };
}
