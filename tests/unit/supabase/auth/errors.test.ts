import { describe, expect, it } from 'vitest';
import {
  AuthError,
  errorResponse,
  frequencyLimitMessage,
  OAuthError,
  WeakPasswordError,
} from '../../../../supabase/local/auth/errors.ts';
import {
  objectField,
  optionalStringField,
  readBody,
  stringField,
} from '../../../../supabase/local/auth/params.ts';
import { checkPasswordStrength } from '../../../../supabase/local/auth/passwords.ts';
import type { ApiRequest } from '../../../../supabase/local/http.ts';

function request(body: string, headers: Record<string, string> = {}): ApiRequest {
  return {
    method: 'POST',
    url: new URL('http://localhost:4321/auth/v1/signup'),
    path: '/signup',
    headers,
    body: Buffer.from(body),
    ip: '127.0.0.1',
    origin: 'http://localhost:4321',
  };
}

const parse = (response: { body?: string | Buffer }) =>
  JSON.parse(String(response.body)) as Record<string, unknown>;

describe('errorResponse', () => {
  it('uses the initial shape without an API version header', () => {
    const response = errorResponse(
      request(''),
      new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
      () => {},
    );
    expect(response.status).toBe(400);
    expect(parse(response)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(response.headers?.['x-sb-error-code']).toBe('invalid_credentials');
    expect(response.headers?.['X-Supabase-Api-Version']).toBeUndefined();
  });

  it('uses the 2024-01-01 shape and echoes the version when asked', () => {
    const response = errorResponse(
      request('', { 'x-supabase-api-version': '2024-01-01' }),
      new WeakPasswordError('Password should be at least 6 characters.', ['length']),
      () => {},
    );
    expect(response.status).toBe(422);
    expect(parse(response)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(response.headers?.['X-Supabase-Api-Version']).toBe('2024-01-01');
  });

  it('answers OAuth errors as {error, error_description}', () => {
    const response = errorResponse(
      request(''),
      new OAuthError('invalid_request', 'refresh_token required'),
      () => {},
    );
    expect(parse(response)).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('turns unknown errors into a logged 500 and database input errors into a 400', () => {
    const lines: string[] = [];
    const crash = errorResponse(request(''), new TypeError('boom'), (line) => lines.push(line));
    expect(crash.status).toBe(500);
    expect(parse(crash).error_code).toBe('unexpected_failure');
    expect(lines[0]).toContain('boom');
    const nul = errorResponse(
      request(''),
      Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      () => {},
    );
    expect(nul.status).toBe(400);
  });

  it('words the resend interval as GoTrue does', () => {
    expect(frequencyLimitMessage(0, 60, 500)).toBe(
      'For security purposes, you can only request this after 59 seconds.',
    );
  });
});

describe('request bodies', () => {
  it('reads fields like Go structs: null is empty, wrong types are bad_json', () => {
    const body = readBody(request('{"email":"a@b.co","password":null,"data":{"x":1},"n":5}'), 'SignupParams');
    expect(stringField(body, 'email', 'SignupParams')).toBe('a@b.co');
    expect(stringField(body, 'password', 'SignupParams')).toBe('');
    expect(optionalStringField(body, 'password', 'SignupParams')).toBeUndefined();
    expect(objectField(body, 'data', 'SignupParams')).toEqual({ x: 1 });
    expect(() => stringField(body, 'n', 'SignupParams')).toThrow(
      'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field SignupParams.n of type string',
    );
    expect(() => objectField(body, 'email', 'SignupParams')).toThrow(/cannot unmarshal string/);
  });

  it('refuses empty, malformed and non-object bodies', () => {
    expect(() => readBody(request(''), 'X')).toThrow(
      'Could not parse request body as JSON: unexpected end of JSON input',
    );
    expect(() => readBody(request('{'), 'X')).toThrow(/^Could not parse request body as JSON: /);
    expect(() => readBody(request('"text"'), 'X')).toThrow(
      'json: cannot unmarshal string into Go value of type api.X',
    );
    expect(readBody(request('null'), 'X')).toEqual({});
  });
});

describe('checkPasswordStrength', () => {
  it('counts bytes and refuses over 72', () => {
    expect(() => checkPasswordStrength('12345', 6)).toThrow(WeakPasswordError);
    expect(() => checkPasswordStrength('123456', 6)).not.toThrow();
    expect(() => checkPasswordStrength('é'.repeat(3), 6)).not.toThrow();
    expect(() => checkPasswordStrength('x'.repeat(73), 6)).toThrow(
      'Password cannot be longer than 72 characters',
    );
  });
});
