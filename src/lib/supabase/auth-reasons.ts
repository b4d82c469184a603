/**
 * The server's own words for a failed Auth request. supabase-js names an Auth answer of 500–504 by
 * the Response object itself (its message reads "{}"), so "Sign out failed" and "Login failed"
 * would lose the reason GoTrue wrote in the body (spec section 8 shows it). This fetch reads that
 * reason (`msg`, `message`, `error_description` or `error`, as supabase-js reads a 4xx body) and
 * sets it on the response as `msg`, which is where supabase-js takes an error's message from; a
 * body with no reason (a proxy's error page) gets plain words with the status.
 */
const REASON_FIELDS = ['msg', 'message', 'error_description', 'error'] as const;

/** The reason a JSON error body gives, if any. */
export function reasonOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of REASON_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

export async function fetchKeepingAuthReasons(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (response.status < 500 || !url.includes('/auth/v1/')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const reason =
    reasonOf(body) ??
    `The store's sign-in service had a problem (error ${response.status}). Please try again in a minute.`;
  Object.defineProperty(response, 'msg', { value: reason });
  return response;
}
