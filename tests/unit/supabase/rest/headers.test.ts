// The header side of PostgREST: ranges and Content-Range, Prefer, Accept, and the mapping of
// PostgreSQL errors to HTTP statuses.
import { describe, expect, it } from 'vitest';
import { fromDatabaseError, RestError, statusForSqlState } from '../../../../supabase/local/rest/errors.ts';
import { negotiateMediaType } from '../../../../supabase/local/rest/media-type.ts';
import { parsePreferences } from '../../../../supabase/local/rest/preferences.ts';
import { capRange, contentRange, readStatus, requestedRange } from '../../../../supabase/local/rest/range.ts';

const at = (value: number) => [{ path: [], value }];

describe('ranges', () => {
  const range = (options: Partial<Parameters<typeof requestedRange>[0]>) =>
    requestedRange({ method: 'GET', limits: [], offsets: [], hasOrder: false, ...options });

  it('combines limit, offset and the Range header', () => {
    expect(range({})).toEqual({ offset: 0, limit: undefined });
    expect(range({ limits: at(10) })).toEqual({ offset: 0, limit: 10 });
    expect(range({ limits: at(10), offsets: at(20) })).toEqual({ offset: 20, limit: 10 });
    expect(range({ offsets: at(5) })).toEqual({ offset: 5, limit: undefined });
    expect(range({ rangeHeader: '10-19' })).toEqual({ offset: 10, limit: 10 });
    expect(range({ rangeHeader: '10-' })).toEqual({ offset: 10, limit: undefined });
    expect(range({ rangeHeader: '0-99', limits: at(5) })).toEqual({ offset: 0, limit: 5 });
    expect(range({ rangeHeader: 'items=0-9' })).toEqual({ offset: 0, limit: undefined });
    expect(range({ method: 'PATCH', rangeHeader: '0-1', hasOrder: true })).toEqual({
      offset: 0,
      limit: undefined,
    });
    expect(range({ limits: at(0), offsets: at(3) })).toEqual({ offset: 0, limit: 0 });
  });

  it('refuses empty ranges with 416, and PATCH/DELETE limits without an order with PGRST109', () => {
    expect(() => range({ limits: at(-1) })).toThrow(
      expect.objectContaining({ status: 416, code: 'PGRST103' }),
    );
    expect(() => range({ rangeHeader: '9-1' })).toThrow(
      expect.objectContaining({
        details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      }),
    );
    expect(() => range({ method: 'DELETE', limits: at(1) })).toThrow(
      expect.objectContaining({ code: 'PGRST109' }),
    );
    expect(range({ method: 'DELETE', limits: at(1), hasOrder: true })).toEqual({ offset: 0, limit: 1 });
  });

  it('caps at max_rows', () => {
    expect(capRange({ offset: 0 }, 1000)).toEqual({ offset: 0, limit: 1000 });
    expect(capRange({ offset: 0, limit: 5 }, 1000)).toEqual({ offset: 0, limit: 5 });
    expect(capRange({ offset: 0 }, undefined)).toEqual({ offset: 0 });
  });

  it('describes results with Content-Range and 200, 206 or 416', () => {
    expect(contentRange(0, 9, 127)).toBe('0-9/127');
    expect(contentRange(0, -1, 0)).toBe('*/0');
    expect(contentRange(0, 9, undefined)).toBe('0-9/*');
    expect(contentRange(1, 0, 3)).toBe('*/3');
    expect(readStatus(0, 10, 127)).toEqual({ status: 206, contentRange: '0-9/127' });
    expect(readStatus(0, 127, 127)).toEqual({ status: 200, contentRange: '0-126/127' });
    expect(readStatus(0, 10, undefined)).toEqual({ status: 200, contentRange: '0-9/*' });
    expect(readStatus(200, 0, 127)).toEqual({ status: 416, contentRange: '*/127' });
    expect(readStatus(127, 0, 127)).toEqual({ status: 206, contentRange: '*/127' });
  });
});

describe('Prefer', () => {
  it('reads the preferences supabase-js sends, first occurrence winning', () => {
    expect(parsePreferences('return=representation, count=exact,missing=default')).toMatchObject({
      return: 'representation',
      count: 'exact',
      missing: 'default',
      applied: ['return=representation', 'count=exact', 'missing=default'],
    });
    expect(
      parsePreferences('resolution=ignore-duplicates, return=minimal, return=representation'),
    ).toMatchObject({
      resolution: 'ignore-duplicates',
      return: 'minimal',
    });
    expect(parsePreferences('handling=strict, max-affected=5, tx=rollback')).toMatchObject({
      handling: 'strict',
      maxAffected: 5,
      tx: 'rollback',
    });
    expect(parsePreferences(undefined)).toEqual({ applied: [] });
  });

  it('ignores unknown preferences unless handling=strict', () => {
    expect(parsePreferences('return=everything, foo').return).toBeUndefined();
    expect(() => parsePreferences('handling=strict, return=everything')).toThrow(
      expect.objectContaining({ code: 'PGRST122', details: 'Invalid preferences: return=everything' }),
    );
  });
});

describe('Accept', () => {
  it('negotiates JSON arrays, single objects, stripped nulls and CSV', () => {
    expect(negotiateMediaType(undefined).shape).toBe('array');
    expect(negotiateMediaType('*/*').shape).toBe('array');
    expect(negotiateMediaType('application/vnd.pgrst.object+json')).toMatchObject({
      shape: 'object',
      stripNulls: false,
    });
    expect(negotiateMediaType('application/vnd.pgrst.object+json;nulls=stripped')).toMatchObject({
      shape: 'object',
      stripNulls: true,
    });
    expect(negotiateMediaType('application/vnd.pgrst.array+json;nulls=stripped').stripNulls).toBe(true);
    expect(negotiateMediaType('text/csv').shape).toBe('csv');
    expect(negotiateMediaType('text/html,application/xhtml+xml,*/*;q=0.8').shape).toBe('array');
    expect(negotiateMediaType('text/csv;q=0.5, application/json').shape).toBe('array');
  });

  it('answers 406 PGRST107 for nothing it can produce', () => {
    expect(() => negotiateMediaType('text/html')).toThrow(
      expect.objectContaining({
        status: 406,
        code: 'PGRST107',
        message: 'None of these media types are available: text/html',
      }),
    );
  });
});

describe('PostgreSQL errors', () => {
  it('map SQLSTATEs to PostgREST statuses', () => {
    const cases: [string, number][] = [
      ['23505', 409],
      ['23503', 409],
      ['23502', 400],
      ['23514', 400],
      ['22P02', 400],
      ['42P01', 404],
      ['42883', 404],
      ['42703', 400],
      ['42601', 400],
      ['P0001', 400],
      ['P0002', 500],
      ['57014', 500],
      ['25006', 405],
      ['08006', 503],
      ['53300', 503],
      ['28000', 403],
      ['XX000', 500],
      ['PT418', 418],
    ];
    for (const [code, status] of cases) expect(statusForSqlState(code, '', true), code).toBe(status);
    expect(statusForSqlState('42501', '', false)).toBe(401);
    expect(statusForSqlState('42501', '', true)).toBe(403);
  });

  it('keep message, detail and hint, and never expose a crash as a client error', () => {
    const error = fromDatabaseError(
      { code: '23505', message: 'duplicate key', detail: 'Key (slug)=(a) already exists.' },
      true,
    );
    expect(error.body).toEqual({
      code: '23505',
      message: 'duplicate key',
      details: 'Key (slug)=(a) already exists.',
      hint: null,
    });
    expect(fromDatabaseError({ code: '42501', message: 'permission denied' }, false).headers).toEqual({
      'WWW-Authenticate': 'Bearer',
    });
    expect(fromDatabaseError(new TypeError('boom'), false)).toMatchObject({ status: 500, code: 'PGRSTX00' });
    expect(
      fromDatabaseError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }), false),
    ).toMatchObject({
      status: 503,
      code: 'PGRST001',
    });
    const rest = new RestError(404, 'PGRST205', 'x');
    expect(fromDatabaseError(rest, false)).toBe(rest);
  });
});
