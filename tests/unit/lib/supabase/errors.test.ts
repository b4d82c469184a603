// The data layer's one error: every source (PostgREST, Auth, Storage, edge functions, a thrown
// fetch) becomes a DataError whose kind tells a refusal, the network, an auth problem and a bug
// apart, and a network failure never reads like a bug.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type FunctionsResponse,
} from '@supabase/functions-js';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import {
  DataError,
  fromAuth,
  fromFunction,
  fromPostgrest,
  fromStorage,
  fromThrown,
  invokeFunction,
  unwrap,
} from '../../../../src/lib/supabase/errors';
import { WORDING } from '../../../../src/lib/supabase/error-wording';

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

const pick = (error: DataError) => [error.kind, error.message, error.field, error.status, error.code];

describe('PostgREST errors', () => {
  it("keep a database refusal's words, field and status", () => {
    const error = fromPostgrest(
      { code: 'PT409', message: 'Another product already uses this slug.', details: 'slug' },
      409,
      'admin',
    );
    expect(error).toBeInstanceOf(DataError);
    expect(pick(error)).toEqual(['refusal', 'Another product already uses this slug.', 'slug', 409, 'PT409']);
  });

  it("name a constraint in the part's words", () => {
    const error = fromPostgrest(
      {
        code: '23505',
        message: 'duplicate key value violates unique constraint "products_slug_key"',
        details: '',
      },
      409,
      'admin',
    );
    expect(pick(error)).toEqual([
      'refusal',
      'Another product already uses this slug. Choose another.',
      'slug',
      409,
      '23505',
    ]);
  });

  it('treat a missing permission or second factor as auth', () => {
    expect(
      pick(fromPostgrest({ code: '42501', message: 'permission denied', details: '' }, 403, 'admin')),
    ).toEqual(['auth', 'You do not have permission to do that.', null, 403, '42501']);
    expect(
      fromPostgrest({ code: '42501', message: 'aal2 required', details: '' }, 403, 'admin').message,
    ).toBe('Verify your authenticator code again, then retry.');
  });

  it('tell no answer (status 0) from a bug, and log the bug for developers', () => {
    const offline = fromPostgrest(
      { code: '', message: 'TypeError: fetch failed', details: '' },
      0,
      'checkout',
    );
    expect(pick(offline)).toEqual([
      'network',
      'We could not reach the shop. Check your connection and try again; nothing was charged.',
      null,
      0,
      null,
    ]);
    const log = quietConsole();
    for (const code of ['42703', 'PGRST202', '42883']) {
      const bug = fromPostgrest(
        { code, message: 'column products.nme does not exist', details: '' },
        400,
        'checkout',
      );
      expect(bug.kind, code).toBe('bug');
      expect(bug.message).toBe(WORDING.checkout.bug);
      expect(bug.message).not.toBe(offline.message);
    }
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('unwrap returns the data, or throws the DataError', () => {
    expect(unwrap({ data: [1, 2], error: null, status: 200 }, 'shop')).toEqual([1, 2]);
    expect(() =>
      unwrap({ data: null, error: { code: 'PT400', message: 'No.', details: 'code' }, status: 400 }, 'shop'),
    ).toThrow(expect.objectContaining({ kind: 'refusal', field: 'code' }));
  });
});

describe('Auth errors', () => {
  it("read in the account forms' words, by kind", () => {
    const wrong = fromAuth(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    expect(pick(wrong)).toEqual(['refusal', 'Invalid login credentials', null, 400, 'invalid_credentials']);
    const limited = fromAuth(
      new AuthApiError('you can only request this after 37 seconds', 429, 'over_request_rate_limit'),
    );
    expect([limited.kind, limited.message]).toEqual([
      'refusal',
      'Too many attempts. Please try again in 37 seconds.',
    ]);
    expect(fromAuth(new AuthRetryableFetchError('Failed to fetch', 0)).kind).toBe('network');
    expect(fromAuth(new AuthApiError('Session not found', 403, 'session_not_found')).kind).toBe('auth');
  });
});

describe('Storage errors', () => {
  it('are refusals with their words, or the network when nothing answered', () => {
    expect(
      pick(
        fromStorage(
          { name: 'StorageApiError', message: 'The object exceeded the maximum allowed size', status: 413 },
          'admin',
        ),
      ),
    ).toEqual(['refusal', 'The object exceeded the maximum allowed size', null, 413, null]);
    expect(fromStorage({ name: 'StorageUnknownError', message: 'fetch failed' }, 'admin').kind).toBe(
      'network',
    );
  });
});

describe('function errors', () => {
  const answer = (status: number, body: unknown) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

  it("keep a function's refusal and its field", async () => {
    const error = await fromFunction(
      new FunctionsHttpError(answer(429, { error: 'Too many open orders for this phone.', field: 'phone' })),
      'checkout',
    );
    expect(pick(error)).toEqual(['refusal', 'Too many open orders for this phone.', 'phone', 429, null]);
  });

  it('are the network when the function was not reached, a bug when it answered nonsense', async () => {
    expect(
      (await fromFunction(new FunctionsFetchError(new TypeError('fetch failed')), 'checkout')).kind,
    ).toBe('network');
    expect((await fromFunction(new FunctionsRelayError(answer(502, '')), 'checkout')).kind).toBe('network');
    quietConsole();
    const bug = await fromFunction(new FunctionsHttpError(answer(500, '<html>')), 'checkout');
    expect([bug.kind, bug.message]).toEqual(['bug', WORDING.checkout.bug]);
  });

  it('invokeFunction returns the data or throws the DataError', async () => {
    const ok = {
      invoke: async <T>(): Promise<FunctionsResponse<T>> => ({
        data: JSON.parse('{"zones":[]}'),
        error: null,
      }),
    };
    expect(await invokeFunction(ok, 'checkout', { method: 'GET', body: undefined }, 'checkout')).toEqual({
      zones: [],
    });
    const thrown = {
      invoke: async () => {
        throw new TypeError('fetch failed');
      },
    };
    await expect(
      invokeFunction(thrown, 'checkout', { method: 'GET', body: undefined }, 'checkout'),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('thrown errors', () => {
  it('a fetch TypeError or a timeout is the network; anything else a bug', () => {
    expect(fromThrown(new TypeError('Failed to fetch'), 'shop').kind).toBe('network');
    expect(fromThrown(new DOMException('timed out', 'TimeoutError'), 'shop').kind).toBe('network');
    quietConsole();
    const bug = fromThrown(new RangeError('Invalid time value'), 'shop');
    expect([bug.kind, bug.message]).toEqual(['bug', WORDING.shop.bug]);
    const kept = new DataError('No.', 'refusal', 'code', 400);
    expect(fromThrown(kept, 'shop')).toBe(kept);
  });
});
