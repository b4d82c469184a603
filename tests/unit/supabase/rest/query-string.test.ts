// The PostgREST query-string parser: each piece of the grammar parses as PostgREST 12 reads it,
// and anything else is a PGRST100 QueryParseError with PostgREST's message shape.
import { describe, expect, it } from 'vitest';
import { QueryParseError } from '../../../../supabase/local/rest/errors.ts';
import {
  decodeComponent,
  parseQueryString,
  parseSelect,
  splitQueryString,
} from '../../../../supabase/local/rest/query-string.ts';
import type { Filter, LogicTree } from '../../../../supabase/local/rest/types.ts';

const q = (search: string, rpcRead = false) => parseQueryString(search, { rpcRead });
const filterOf = (search: string): Filter => q(search).filters[0]!.value;
const logicOf = (search: string): LogicTree => q(search).logic[0]!.value;

function parseError(fn: () => unknown): QueryParseError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(QueryParseError);
    return error as QueryParseError;
  }
  throw new Error('expected a parse error');
}

describe('splitting the query string', () => {
  it('decodes keys and values, + as space, and keeps keys without a value apart', () => {
    expect(splitQueryString('?a=1&b&c=&d=x+y%20z')).toEqual([
      ['a', '1'],
      ['b', null],
      ['c', ''],
      ['d', 'x y z'],
    ]);
  });

  it('never throws on malformed percent escapes or bad UTF-8', () => {
    expect(decodeComponent('%')).toBe('%');
    expect(decodeComponent('%zz%41')).toBe('%zzA');
    expect(decodeComponent('%C3%28')).toBe('\uFFFD(');
    expect(decodeComponent('%E2%82%AC')).toBe('€');
  });
});

describe('select', () => {
  it('defaults to every column', () => {
    expect(q('').select).toEqual([{ kind: 'star' }]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });

  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,n:name,price::text,p:price::text,colors->0->>name,"odd, name"')).toEqual([
      { kind: 'field', field: { name: 'id', jsonPath: [] } },
      { kind: 'field', field: { name: 'name', jsonPath: [] }, alias: 'n' },
      { kind: 'field', field: { name: 'price', jsonPath: [] }, cast: 'text' },
      { kind: 'field', field: { name: 'price', jsonPath: [] }, alias: 'p', cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'colors',
          jsonPath: [
            { arrow: '->', key: '0', index: true },
            { arrow: '->>', key: 'name', index: false },
          ],
        },
      },
      { kind: 'field', field: { name: 'odd, name', jsonPath: [] } },
    ]);
  });

  it('reads embedded resources, spreads, hints and join types', () => {
    expect(parseSelect('*,client:clients!fk!inner(id,name),...other(*)')).toEqual([
      { kind: 'star' },
      {
        kind: 'relation',
        name: 'clients',
        alias: 'client',
        hint: 'fk',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'id', jsonPath: [] } },
          { kind: 'field', field: { name: 'name', jsonPath: [] } },
        ],
      },
      { kind: 'relation', name: 'other', spread: true, children: [{ kind: 'star' }] },
    ]);
  });

  it('reads aggregates (refused later, as with PostgREST defaults)', () => {
    expect(parseSelect('count(),price.sum()')).toMatchObject([
      { kind: 'field', aggregate: 'count' },
      { kind: 'field', field: { name: 'price' }, aggregate: 'sum' },
    ]);
  });

  it('refuses what is not in the grammar', () => {
    for (const bad of [
      'name(',
      'a,',
      ',a',
      'a)',
      'name::',
      '"unterminated',
      'a b c(',
      'x->',
      '*x',
      "'; drop",
    ])
      parseError(() => parseSelect(bad));
    const error = parseError(() => parseSelect('id,clients(name[])'));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.message).toMatch(
      /^"failed to parse select parameter \(id,clients\(name\[\]\)\)" \(line 1, column \d+\)$/,
    );
    expect(error.details).toMatch(/^unexpected "\[" expecting /);
  });
});

describe('filters', () => {
  it('reads every operator', () => {
    expect(filterOf('price=gte.10')).toEqual({
      field: { name: 'price', jsonPath: [] },
      negated: false,
      operation: { operator: 'gte', value: '10' },
    });
    for (const op of ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'])
      expect(filterOf(`a=${op}.x`).operation).toEqual({ operator: op, value: 'x' });
    for (const op of ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'])
      expect(filterOf(`a=${op}.x`).operation).toEqual({ operator: op, value: 'x' });
    expect(filterOf('a=isdistinct.x').operation).toEqual({ operator: 'isdistinct', value: 'x' });
    expect(filterOf('a=wfts(english).the cat').operation).toEqual({
      operator: 'wfts',
      language: 'english',
      value: 'the cat',
    });
    expect(filterOf('a=eq(any).{1,2}').operation).toEqual({
      operator: 'eq',
      quantifier: 'any',
      value: '{1,2}',
    });
    expect(filterOf('a=like(all).{a*,*b}').operation).toEqual({
      operator: 'like',
      quantifier: 'all',
      value: '{a*,*b}',
    });
  });

  it('reads is (case-insensitively), in lists with quotes, and not.', () => {
    expect(filterOf('a=is.NULL').operation).toEqual({ operator: 'is', value: 'null' });
    expect(filterOf('a=not.is.true')).toMatchObject({
      negated: true,
      operation: { operator: 'is', value: 'true' },
    });
    expect(filterOf('a=in.(1, 2,"c,d","e\\"f")').operation).toEqual({
      operator: 'in',
      values: ['1', ' 2', 'c,d', 'e"f'],
    });
    expect(filterOf('a=in.()').operation).toEqual({ operator: 'in', values: [''] });
    expect(filterOf('a=not.in.(x)')).toMatchObject({ negated: true });
  });

  it('keeps the whole rest of the value, dots and parentheses included', () => {
    expect(filterOf('name=eq.a.b(c),d').operation).toEqual({ operator: 'eq', value: 'a.b(c),d' });
    expect(filterOf('name=eq.').operation).toEqual({ operator: 'eq', value: '' });
  });

  it('reads JSON paths and embedding paths in keys', () => {
    expect(q('data->a->>b=eq.1').filters[0]).toEqual({
      path: [],
      value: {
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        negated: false,
        operation: { operator: 'eq', value: '1' },
      },
    });
    expect(q('clients.name=eq.x').filters[0]!.path).toEqual(['clients']);
  });

  it('refuses unknown operators, missing delimiters and bad is values', () => {
    const error = parseError(() => q('a=noop.0'));
    expect(error.message).toBe('"failed to parse filter (noop.0)" (line 1, column 1)');
    expect(error.details).toBe('unexpected "n" expecting "not" or operator (eq, gt, ...)');
    for (const bad of [
      'a=val',
      'a=eq',
      'a=eqx.1',
      'a=is.maybe',
      'a=in.(1',
      'a=in.1,2',
      'a=',
      'a=not.x.1',
      'a=is.nullx',
    ])
      parseError(() => q(bad));
  });

  it('ignores keys without a value, as PostgREST does', () => {
    expect(q('flag&a=eq.1').filters).toHaveLength(1);
  });
});

describe('or / and', () => {
  it('reads flat and nested groups', () => {
    expect(logicOf('or=(a.eq.1,and(b.eq.2,c.not.eq.3))')).toEqual({
      kind: 'group',
      negated: false,
      operator: 'or',
      children: [
        {
          kind: 'filter',
          filter: {
            field: { name: 'a', jsonPath: [] },
            negated: false,
            operation: { operator: 'eq', value: '1' },
          },
        },
        {
          kind: 'group',
          negated: false,
          operator: 'and',
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'b', jsonPath: [] },
                negated: false,
                operation: { operator: 'eq', value: '2' },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: { name: 'c', jsonPath: [] },
                negated: true,
                operation: { operator: 'eq', value: '3' },
              },
            },
          ],
        },
      ],
    });
  });

  it('reads not.or, not.and( ), quoted values, arrays and in lists inside groups', () => {
    expect(logicOf('not.or=(a.eq.1)')).toMatchObject({ negated: true, operator: 'or' });
    expect(logicOf('and=(not.or(a.eq.1,b.eq.2))')).toMatchObject({
      operator: 'and',
      children: [{ kind: 'group', negated: true, operator: 'or' }],
    });
    expect(logicOf('or=(name.ilike."*a, b (c)*",tags.cs.{a,b},id.in.(1,2))')).toMatchObject({
      children: [
        { filter: { operation: { operator: 'ilike', value: '*a, b (c)*' } } },
        { filter: { operation: { operator: 'cs', value: '{a,b}' } } },
        { filter: { operation: { operator: 'in', values: ['1', '2'] } } },
      ],
    });
    expect(q('clients.or=(a.eq.1)').logic[0]!.path).toEqual(['clients']);
  });

  it('accepts columns named like the logic operators', () => {
    expect(logicOf('or=(order_id.eq.1,and.eq.2)')).toMatchObject({
      children: [{ filter: { field: { name: 'order_id' } } }, { filter: { field: { name: 'and' } } }],
    });
  });

  it('refuses malformed groups', () => {
    for (const bad of [
      'or=(a.eq.1',
      'or=a.eq.1',
      'or=()',
      'or=(a.eq.1,)',
      'or=(a.eq.1))',
      'or=(a)',
      'or=(a.zz.1)',
      'and=(or(a.eq.1)',
      `or=(${'and('.repeat(100)}a.eq.1${')'.repeat(100)})`,
    ])
      parseError(() => q(bad));
  });
});

describe('order, limit, offset, columns, on_conflict', () => {
  it('reads order terms with directions and nulls', () => {
    expect(q('order=price.desc.nullslast,name,data->>k.asc,clients(name).desc').order[0]!.value).toEqual([
      { field: { name: 'price', jsonPath: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'name', jsonPath: [] } },
      { field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'k', index: false }] }, direction: 'asc' },
      { field: { name: 'name', jsonPath: [] }, relation: 'clients', direction: 'desc' },
    ]);
    for (const bad of ['order=id.ac', 'order=id.descc', 'order=id.asc.nulsfist', 'order=', 'order=a,'])
      parseError(() => q(bad));
  });

  it('reads limit and offset, the last one winning, and refuses non-integers', () => {
    const parsed = q('limit=5&offset=10&limit=7&clients.limit=1');
    expect(parsed.limits).toEqual([
      { path: [], value: 5 },
      { path: [], value: 7 },
      { path: ['clients'], value: 1 },
    ]);
    expect(parsed.offsets).toEqual([{ path: [], value: 10 }]);
    expect(q('limit=-1').limits[0]!.value).toBe(-1);
    for (const bad of ['limit=abc', 'limit=1.5', 'offset=-5', 'offset=y', 'limit='])
      expect(parseError(() => q(bad)).code).toBe('PGRST100');
  });

  it('reads columns and on_conflict, quoted names included', () => {
    const parsed = q('columns="name","price",slug&on_conflict=slug, id');
    expect(parsed.columns).toEqual(['name', 'price', 'slug']);
    expect(parsed.onConflict).toEqual(['slug', 'id']);
    parseError(() => q('on_conflict=a;b'));
    parseError(() => q('columns='));
  });
});

describe('RPC reads', () => {
  it('turns parameters without an operator into arguments', () => {
    const parsed = q('wanted=admin&x=eq.1&n=5', true);
    expect(parsed.rpcArgs).toEqual([
      ['wanted', 'admin'],
      ['n', '5'],
    ]);
    expect(parsed.filters).toHaveLength(1);
  });
});
