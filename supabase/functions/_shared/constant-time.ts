/**
 * Comparing secrets (signatures in callback URLs, webhook HMACs, report keys) without telling an
 * attacker how much of their guess was right. `===` stops at the first differing character, so
 * its time says how long the correct prefix is; this looks at every byte of both, whatever they
 * hold. Plain Web-standard code, so it runs the same under Deno (Supabase) and Node (the local
 * server and the site server).
 */

const encoder = new TextEncoder();

/**
 * Whether `a` and `b` are the same string, in a time that depends only on the longer one's length:
 * no early exit at the first difference, nor when the lengths differ.
 *
 * @example timingSafeEqual(request.headers.get('x-publish-key') ?? '', key)
 */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  const length = Math.max(left.length, right.length);
  // A difference in length is a difference too, folded in rather than returned early.
  let difference = left.length ^ right.length;
  for (let index = 0; index < length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
