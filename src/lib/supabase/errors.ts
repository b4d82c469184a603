/**
 * The data layer's one error. Every data function throws a `DataError`, whatever failed: a
 * PostgREST call, Auth, Storage or an edge function. It carries the words to show (`message`),
 * the form field they concern, the HTTP status, the backend's code, and a `kind`:
 *
 * - `refusal`: the shop said no (a database refusal PTnnn with its field in `details`, a
 *   constraint, a function's `{error, field}`, a wrong password) — show it by its field;
 * - `network`: the shop was not reached (fetch threw, a timeout, a gateway with no answer);
 * - `auth`: no session, no permission, or a second factor wanted;
 * - `bug`: anything the store did not expect (an unknown column, a missing function, a 500) —
 *   the shopper reads that it went wrong on our side and the details go to the console.
 *
 * @example
 *   try { await placeOrder(body) } catch (error) { if (error instanceof DataError) show(error.message, error.field) }
 */
import type { AuthError, PostgrestError } from '@supabase/supabase-js';
import type { FunctionInvokeOptions, FunctionsError, FunctionsResponse } from '@supabase/functions-js';
import type {
  AnswerTo,
  FunctionName,
  MethodOf,
  RequestTo,
} from '../../../supabase/functions/_shared/contracts/functions';
import { describeAuthError } from '../auth/messages';
import { WORDING, type Domain, type Wording } from './error-wording';

export type DataErrorKind = 'refusal' | 'network' | 'auth' | 'bug';

export class DataError extends Error {
  constructor(
    message: string,
    readonly kind: DataErrorKind,
    /** The form field the message concerns, when it concerns one. */
    readonly field: string | null = null,
    /** The HTTP status of the answer, or 0 when there was none. */
    readonly status: number = 0,
    /** The backend's code: a SQLSTATE or PGRSTnnn, an Auth error code; null when there is none. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

export type { Domain };

/** A PostgREST answer, as postgrest-js resolves it (status 0: fetch itself failed). */
export type PostgrestAnswer<T> =
  | { data: T; error: null; status?: number }
  | { data: null; error: Pick<PostgrestError, 'code' | 'message' | 'details'>; status?: number };

/**
 * The DataError for a PostgREST error: PTnnn is the database's refusal (status nnn, the field in
 * `details`); 42501 and PGRST3xx want a session or permission; a constraint the part names
 * becomes its words; no answer at all is the network; the rest is a bug.
 *
 * @example fromPostgrest({ code: 'PT409', message: 'That code is taken.', details: 'code' }, 409, 'affiliates').field // 'code'
 */
export function fromPostgrest(
  error: Pick<PostgrestError, 'code' | 'message' | 'details'>,
  status: number | undefined,
  domain: Domain,
): DataError {
  const wording: Wording = WORDING[domain];
  const code = error.code || null;
  const refusal = /^PT(\d{3})$/.exec(code ?? '');
  if (refusal) {
    const details = error.details || null;
    const field = details && (!wording.fields || wording.fields.includes(details)) ? details : null;
    return new DataError(error.message, 'refusal', field, Number(refusal[1]), code);
  }
  if (code === '42501' || code?.startsWith('PGRST3')) {
    const { message, field } = wording.auth(error.message);
    return new DataError(message, 'auth', field, status || 401, code);
  }
  if (code === '23505' || code === '23514') {
    const named = Object.entries(wording.constraints ?? {}).find(([name]) => error.message.includes(name));
    if (named) return new DataError(named[1][1], 'refusal', named[1][0], status || 409, code);
    if (wording.rejectedValue)
      return new DataError(wording.rejectedValue, 'refusal', null, status || 409, code);
  }
  if (code === '23503' && wording.stillReferenced)
    return new DataError(wording.stillReferenced, 'refusal', null, status || 409, code);
  if (!code && !status) return new DataError(wording.network, 'network', null, 0, null);
  return bug(wording, error, status ?? 0, code);
}

/** The data of a PostgREST answer, or its error thrown as a DataError. */
export function unwrap<T>(answer: PostgrestAnswer<T>, domain: Domain): T {
  if (answer.error !== null) throw fromPostgrest(answer.error, answer.status, domain);
  return answer.data;
}

/**
 * The DataError for an Auth (GoTrue) error, in the account forms' words (src/lib/auth/messages.ts):
 * a fetch that failed is the network, a rate limit or a refused sign-in a refusal, a missing
 * session or second factor `auth`, a 5xx a bug.
 */
export function fromAuth(error: Pick<AuthError, 'message' | 'status' | 'code' | 'name'>): DataError {
  const message = describeAuthError(error);
  const status = error.status ?? 0;
  const code = error.code ?? null;
  if (
    error.name === 'AuthRetryableFetchError' ||
    (!status && /fetch|network|load failed/i.test(error.message))
  )
    return new DataError(message, 'network', null, status, code);
  if (
    error.name === 'AuthSessionMissingError' ||
    status === 401 ||
    status === 403 ||
    code === 'insufficient_aal'
  )
    return new DataError(message, 'auth', null, status, code);
  if (status >= 400 && status < 500) return new DataError(message, 'refusal', null, status, code);
  console.error(error);
  return new DataError(message, 'bug', null, status, code);
}

/**
 * The data of an Auth answer, or its error thrown as a DataError. A success always carries data;
 * an answer with neither is a bug.
 */
export function unwrapAuth<D>(
  result:
    | { data: D; error: null }
    | { data: unknown; error: Pick<AuthError, 'message' | 'status' | 'code' | 'name'> },
): NonNullable<D> {
  if (result.error !== null) throw fromAuth(result.error);
  const { data } = result;
  if (data === null || data === undefined) throw fromThrown(new Error('Auth answered without data'), 'shop');
  return data;
}

/**
 * The DataError for a Storage error: a 4xx is a refusal with Storage's message (too large, wrong
 * type, not allowed), no answer is the network, the rest a bug.
 */
export function fromStorage(
  error: { message: string; name?: string; status?: number | string; statusCode?: string },
  domain: Domain,
): DataError {
  const wording: Wording = WORDING[domain];
  const status = Number(error.status ?? error.statusCode ?? 0) || 0;
  if (status === 401 || status === 403) {
    const { message, field } = wording.auth(error.message);
    return new DataError(message, 'auth', field, status, null);
  }
  if (status >= 400 && status < 500) return new DataError(error.message, 'refusal', null, status, null);
  if (!status && error.name !== 'StorageApiError')
    return new DataError(wording.network, 'network', null, 0, null);
  return bug(wording, error, status, null);
}

/**
 * The DataError for a functions-js error: an HTTP answer carrying `{error, field}` is the
 * function's refusal in its own words (a 5xx with words is a bug told in them); a fetch that failed,
 * the relay or a gateway that could not reach the function is the network; any other answer a bug.
 */
export async function fromFunction(error: FunctionsError, domain: Domain): Promise<DataError> {
  const wording: Wording = WORDING[domain];
  if (error.name === 'FunctionsFetchError' || error.name === 'FunctionsRelayError')
    return new DataError(wording.network, 'network', null, 0, null);
  // functions-js puts the function's answer in `context` (typed any): read it only as a Response.
  const context: unknown = error.context;
  const response = context instanceof Response ? context : null;
  const status = response?.status ?? 0;
  const body: unknown = response ? await response.json().catch(() => null) : null;
  const refusal = typeof body === 'object' && body !== null && 'error' in body ? body : null;
  if (typeof refusal?.error === 'string') {
    const field = 'field' in refusal && typeof refusal.field === 'string' ? refusal.field : null;
    if (status === 401 || status === 403) return new DataError(refusal.error, 'auth', field, status, null);
    return new DataError(refusal.error, status >= 500 ? 'bug' : 'refusal', field, status, null);
  }
  if (status === 502 || status === 503 || status === 504)
    return new DataError(wording.network, 'network', null, status, null);
  return bug(wording, error, status, null);
}

/**
 * Something thrown rather than answered: a DataError as it is, a TypeError or an abort from fetch
 * as the network, anything else as a bug.
 */
export function fromThrown(error: unknown, domain: Domain): DataError {
  if (error instanceof DataError) return error;
  const wording: Wording = WORDING[domain];
  const name = error instanceof Error ? error.name : '';
  if (name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError')
    return new DataError(wording.network, 'network', null, 0, null);
  return bug(wording, error, 0, null);
}

/** What invokeFunction needs of a functions client: supabase-js's `functions`, or a FunctionsClient. */
export interface FunctionsCaller {
  invoke<T>(
    name: string,
    options?: { body?: unknown; method?: FunctionInvokeOptions['method'] },
  ): Promise<FunctionsResponse<T>>;
}

/**
 * Calls the edge function `name` with `functions` (supabase-js's, carrying a session, or the anon
 * functions client): its answer, typed by the function's contract (contracts/functions.ts) for
 * the body sent, or a DataError thrown.
 *
 * @example const { payout } = await invokeFunction(supabase.functions, 'payouts', { method: 'POST', body: { payout_id } }, 'admin');
 */
export async function invokeFunction<
  Name extends FunctionName,
  Method extends MethodOf<Name>,
  Body extends RequestTo<Name, Method>,
>(
  functions: FunctionsCaller,
  name: Name,
  call: { method: Method; body: Body },
  domain: Domain,
): Promise<AnswerTo<Name, Method, Body>> {
  let answer: FunctionsResponse<AnswerTo<Name, Method, Body>>;
  try {
    answer = await functions.invoke<AnswerTo<Name, Method, Body>>(
      name,
      call.body === undefined ? { method: call.method } : call,
    );
  } catch (error) {
    throw fromThrown(error, domain);
  }
  if (answer.error !== null) throw await fromFunction(answer.error, domain);
  // functions-js types a failure's error as any, so only the data itself says it is there.
  if (answer.data === null) throw fromThrown(new Error(`${name} answered without data`), domain);
  return answer.data;
}

function bug(wording: Wording, error: unknown, status: number, code: string | null): DataError {
  // For developers: the shopper reads a plain sentence, the console keeps what went wrong.
  console.error(error);
  return new DataError(wording.bug, 'bug', null, status, code);
}
