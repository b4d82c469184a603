/**
 * A failed call to the database through the API. The database functions refuse with SQLSTATE
 * PTxxx (PostgREST answers with status xxx): such a refusal is meant for the caller and keeps its
 * status, its message and its field (the error's details: `contact.phone`, `lines.2.quantity`).
 * Anything else is the function's own failure, named after the call that failed.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import type { Client, Schema } from './supabase.ts';

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

/** What supabase-js answers for a query or a call: its data, or its error. */
type Answer<T> =
  { data: T; error: null; status: number } | { data: unknown; error: PostgrestError; status: number };

/**
 * The data of an answer, or its error thrown as a DatabaseError; `what` names the call (an rpc's
 * function, a table) in errors that are not refusals.
 * @example const order = unwrap(await db.rpc('order_by_key', { key }), 'order_by_key');
 */
export function unwrap<T>(answer: Answer<T>, what: string): T {
  if (!answer.error) return answer.data;
  const { error, status } = answer;
  const own = error.code?.startsWith('PT') ?? false;
  throw new DatabaseError(
    status,
    own && error.message ? error.message : `${what} failed: ${error.message || status}`,
    own ? (error.details ?? undefined) : undefined,
    error.code,
  );
}

type Functions = Schema['public']['Functions'];
/** The database functions the API exposes, by name (contracts/database.ts). */
export type FunctionName = keyof Functions & string;

/**
 * Calls the database function `name` (a name the schema has) with its arguments through `db`, as
 * the caller or the service role, whichever `db` holds; returns its result as the generated schema
 * types it, or throws its DatabaseError. A function that returns `jsonb` gives `Json`: read it with
 * a reader (./read.ts) into the contract its SQL builds.
 * @example const order = readOrderView(await rpc(db, 'order_by_key', { key }));
 */
export async function rpc<Name extends FunctionName>(
  db: Client,
  name: Name,
  args: Functions[Name]['Args'],
): Promise<Functions[Name]['Returns']> {
  return unwrap(await db.rpc(name, args), name);
}
