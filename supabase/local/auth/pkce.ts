/**
 * PKCE (RFC 7636) as GoTrue checks it: a request either carries both code_challenge and
 * code_challenge_method or neither; the challenge is 43–128 unreserved characters; the method is
 * s256 or plain (any case); the verifier must hash to the stored challenge.
 */
import { createHash } from 'node:crypto';
import { badRequest } from './errors.ts';
import { safeEqual } from './secrets.ts';

export type FlowType = 'pkce' | 'implicit';
export type ChallengeMethod = 's256' | 'plain';

export const flowFromChallenge = (codeChallenge: string): FlowType => (codeChallenge ? 'pkce' : 'implicit');

/** Throws GoTrue's validation_failed errors for an incomplete or malformed pair. */
export function validatePkceParams(codeChallengeMethod: string, codeChallenge: string): void {
  if (!codeChallenge !== !codeChallengeMethod)
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (!codeChallenge) return;
  if (codeChallenge.length < 43 || codeChallenge.length > 128)
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  if (!/^[a-zA-Z._~0-9-]+$/.test(codeChallenge))
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  if (!parseChallengeMethod(codeChallengeMethod))
    throw badRequest('validation_failed', 'Invalid code_challenge_method');
}

export function parseChallengeMethod(method: string): ChallengeMethod | undefined {
  const lower = method.toLowerCase();
  return lower === 's256' || lower === 'plain' ? lower : undefined;
}

export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/** Undefined when the verifier matches; otherwise GoTrue's reason. */
export function pkceMismatch(
  codeChallenge: string,
  method: string,
  codeVerifier: string,
): string | undefined {
  const parsed = parseChallengeMethod(method);
  if (!parsed) return 'code challenge method not supported';
  const expected = parsed === 's256' ? s256Challenge(codeVerifier) : codeVerifier;
  return safeEqual(codeChallenge, expected)
    ? undefined
    : 'code challenge does not match previously saved code verifier';
}
