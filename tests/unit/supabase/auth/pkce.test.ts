import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../supabase/local/auth/errors.ts';
import {
  flowFromChallenge,
  pkceMismatch,
  s256Challenge,
  validatePkceParams,
} from '../../../../supabase/local/auth/pkce.ts';

const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('PKCE', () => {
  it('computes the RFC 7636 S256 challenge', () => {
    expect(s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(s256Challenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('matches S256 and plain verifiers, in any case of the method', () => {
    expect(pkceMismatch(s256Challenge(verifier), 's256', verifier)).toBeUndefined();
    expect(pkceMismatch(s256Challenge(verifier), 'S256', verifier)).toBeUndefined();
    expect(pkceMismatch(verifier, 'plain', verifier)).toBeUndefined();
    expect(pkceMismatch(s256Challenge(verifier), 's256', `${verifier}x`)).toBe(
      'code challenge does not match previously saved code verifier',
    );
    expect(pkceMismatch(verifier, 'plain', verifier.toUpperCase())).toBeDefined();
    expect(pkceMismatch(verifier, 'md5', verifier)).toBe('code challenge method not supported');
  });

  it('validates the pair as GoTrue does', () => {
    expect(() => validatePkceParams('', '')).not.toThrow();
    expect(() => validatePkceParams('s256', s256Challenge(verifier))).not.toThrow();
    const failures: [string, string, string][] = [
      ['s256', '', 'PKCE flow requires code_challenge_method and code_challenge'],
      ['', s256Challenge(verifier), 'PKCE flow requires code_challenge_method and code_challenge'],
      ['s256', 'short', 'code challenge has to be between 43 and 128 characters'],
      ['s256', 'x'.repeat(129), 'code challenge has to be between 43 and 128 characters'],
      [
        's256',
        `${'x'.repeat(43)}!`,
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      ],
      ['md5', 'x'.repeat(43), 'Invalid code_challenge_method'],
    ];
    for (const [method, challenge, message] of failures) {
      try {
        validatePkceParams(method, challenge);
        expect.unreachable(`${method} ${challenge}`);
      } catch (error) {
        expect(error).toBeInstanceOf(AuthError);
        expect((error as AuthError).code).toBe('validation_failed');
        expect((error as AuthError).message).toBe(message);
      }
    }
  });

  it('picks the flow from the challenge', () => {
    expect(flowFromChallenge('')).toBe('implicit');
    expect(flowFromChallenge('abc')).toBe('pkce');
  });
});
