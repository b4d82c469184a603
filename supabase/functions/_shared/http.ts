/** JSON responses of the edge functions, with the CORS headers every function answers with. */
import type { Json } from './contracts/database.ts';
import { corsHeaders } from './cors.ts';

/**
 * A JSON response with the functions' CORS headers: the one way every function answers.
 * @example return json(400, { error: 'Say which payout to send.', field: 'payout_id' });
 */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** The request's JSON body, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<Json | undefined> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lets `work` (a receipt to send) finish after the response: Supabase's edge runtime is told to
 * wait for it (EdgeRuntime.waitUntil); elsewhere the process simply keeps running it. A failure
 * is logged, never thrown.
 */
export function afterResponse(work: Promise<unknown>): void {
  const logged = work.catch((error) => console.error('work after the response failed', error));
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } })
    .EdgeRuntime;
  runtime?.waitUntil(logged);
}
