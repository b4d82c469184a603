/**
 * A failed call to the database through the API. The database functions refuse with SQLSTATE
 * PTxxx (PostgREST answers with status xxx): such a refusal is meant for the caller and keeps its
 * status, its message and its field (the error's details: `contact.phone`, `lines.2.quantity`).
 * Anything else is the function's own failure, named after the call that failed.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import type { Client } from './supabase.ts';

export class DatabaseError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field or line the refusal concerns, when it names one. */
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  /** Whether the database refused the request in words meant for the caller (SQLSTATE PTxxx). */
  get refusal(): boolean {
    return this.code?.startsWith('PT') ?? false;
  }
}

/** What supabase-js answers for a query or a call. */
interface Answer<T> {
  data: T;
  error: PostgrestError | null;
  status: number;
}

/**
 * The data of an answer, or its error thrown as a DatabaseError; `what` names the call (an rpc's
 * function, a table) in errors that are not refusals.
 * @example const order = unwrap(await db.rpc('order_by_key', { key }), 'order_by_key');
 */
export function unwrap<T>(answer: Answer<T>, what: string): T {
  const { data, error, status } = answer;
  if (!error) return data;
  const own = error.code?.startsWith('PT') ?? false;
  throw new DatabaseError(
    status,
    own && error.message ? error.message : `${what} failed: ${error.message || status}`,
    own ? (error.details ?? undefined) : undefined,
    error.code,
  );
}

/**
 * Calls the database function `name` with `args` through `db` (as the caller or the service role,
 * whichever `db` holds) and returns its result, or throws its DatabaseError.
 * @example const order = await rpc<OrderView | null>(db, 'order_by_key', { key });
 */
export async function rpc<T>(db: Client, name: string, args: Record<string, unknown>): Promise<T> {
  return unwrap(await db.rpc(name, args), name) as T;
}
