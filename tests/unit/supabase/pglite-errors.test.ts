import { describe, expect, it } from 'vitest';
import { engineError, statementTimeout } from '../../../supabase/local/pglite-errors.ts';

const REGEX_FILTER = 'select id from public.products where "public"."products"."name" ~ $1';
const LIKE_FILTER = 'select id from public.products where "public"."products"."name" ~~* $1';
const ALLOC = { code: 'XX000', message: 'invalid memory alloc request size 4229307300' };

describe('the PGlite host’s errors', () => {
  it('say what PostgreSQL says when a statement passes its timeout', () => {
    expect(statementTimeout()).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      severity: 'ERROR',
    });
  });

  it('pass PostgreSQL’s own errors on with their fields', () => {
    const error = engineError(
      'select 1',
      { code: '42P01', message: 'relation "x" does not exist', hint: 'h' },
      false,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '42P01', message: 'relation "x" does not exist', hint: 'h' });
  });

  it('answer a regular expression the 32-bit engine cannot compile as PostgreSQL refuses it', () => {
    const tooComplex = {
      code: '2201B',
      message: 'invalid regular expression: regular expression is too complex',
    };
    expect(engineError(REGEX_FILTER, ALLOC, false)).toMatchObject(tooComplex);
    expect(
      engineError(REGEX_FILTER, { name: 'RangeError', message: 'Maximum call stack size exceeded' }, true),
    ).toMatchObject(tooComplex);
    expect(engineError('select regexp_replace($1, $2, $3)', ALLOC, false)).toMatchObject(tooComplex);
  });

  it('leave other failures as they are: out of memory elsewhere, a crash outside a regex', () => {
    expect(engineError(LIKE_FILTER, ALLOC, false)).toMatchObject(ALLOC);
    expect(
      engineError(
        'select $1::jsonb',
        { name: 'RangeError', message: 'Maximum call stack size exceeded' },
        true,
      ),
    ).toMatchObject({
      code: '54001',
      message: 'stack depth limit exceeded',
    });
    expect(engineError('select 1', { name: 'RuntimeError', message: 'unreachable' }, true)).toMatchObject({
      code: 'XX000',
      message: 'the database engine failed: unreachable',
    });
  });
});
