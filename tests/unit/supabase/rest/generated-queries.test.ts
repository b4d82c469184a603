// A generated run over the grammar: thousands of random query strings, valid and broken, with
// injection attempts, unicode and very long values. The parser either returns a well-formed
// structure or throws QueryParseError (or a 4xx for a size limit, limits.ts) — never anything
// else — and the SQL built from what parses holds no value from the request: those only travel
// as bound parameters.
import { describe, expect, it } from 'vitest';
import { buildRead } from '../../../../supabase/local/rest/build-read.ts';
import { QueryParseError, RestError } from '../../../../supabase/local/rest/errors.ts';
import { parseQueryString } from '../../../../supabase/local/rest/query-string.ts';
import type {
  Field,
  Filter,
  LogicTree,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from '../../../../supabase/local/rest/types.ts';
import { seededRandom } from '../../../support/seeded-random.ts';
import { products } from './fixtures.ts';

const { random, pick } = seededRandom(1122);

/** A parse error, or a size limit's refusal (SQLSTATE class 54 with a 4xx status). */
function expectRefusal(error: unknown, search: string) {
  if (error instanceof QueryParseError) return expect(error.status).toBe(400);
  expect(error, search).toBeInstanceOf(RestError);
  expect((error as RestError).code, search).toMatch(/^54/);
  expect((error as RestError).status, search).toBeLessThan(500);
}
const maybe = (p: number, text: string) => (random() < p ? text : '');

const EVIL = [
  `'; drop table products; --`,
  `") or 1=1 --`,
  `x'||pg_sleep(1)||'`,
  `*/ select * from auth.users /*`,
  `$1`,
  `\\`,
  `"`,
  `'`,
  `)`,
  `(`,
  `,`,
  `.`,
  `::`,
  `->`,
  `%00`,
  `\u0000`,
  'Ω≈ç√',
  '🦒',
  '\u202e',
  'a'.repeat(5000),
];
const COLUMNS = [
  'name',
  'slug',
  'price',
  'brand',
  'tags',
  'colors',
  'in_stock',
  'created_at',
  'nope',
  '"quoted name"',
  'da-sh',
  'Ω',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'eq(any)',
  'like(all)',
  'fts(english)',
  'bogus',
  '',
];
const VALUES = [
  '1',
  '-1',
  '0.5',
  '99999999999999999999',
  'true',
  'null',
  'NULL',
  'unknown',
  'abc',
  '*a*',
  '{a,b}',
  '(1,2)',
  '("a,b",c)',
  '""',
  '"x\\"y"',
  '',
];

const value = () => (random() < 0.25 ? pick(EVIL) : pick(VALUES)) + maybe(0.2, pick(VALUES));
const column = () => pick(COLUMNS) + maybe(0.1, pick(['->a', '->>b', '->0', '->>"k"', '->']));
const operation = () =>
  `${maybe(0.15, 'not.')}${pick(OPERATORS)}${maybe(0.95, '.')}${pick(OPERATORS) === 'in' ? `(${value()},${value()})` : value()}`;

function logic(depth: number): string {
  const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    depth < 3 && random() < 0.3
      ? `${maybe(0.2, 'not.')}${pick(['and', 'or'])}${logic(depth + 1)}`
      : `${column()}.${operation()}`,
  );
  return `${maybe(0.95, '(')}${items.join(pick([',', ',', ',', ';', '']))}${maybe(0.95, ')')}`;
}

function selectList(depth: number): string {
  return Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const r = random();
    if (r < 0.15) return '*';
    if (r < 0.25 && depth < 2)
      return `${maybe(0.3, 'a:')}${pick(['rel', 'clients', '...spread'])}${maybe(0.2, '!inner')}(${selectList(depth + 1)})`;
    if (r < 0.3) return pick(['count()', 'price.sum()', 'x:count()']);
    if (r < 0.35) return pick(EVIL);
    return `${maybe(0.2, 'alias:')}${column()}${maybe(0.2, pick(['::text', '::int', '::', '::double precision']))}`;
  }).join(pick([',', ',', ',', '', ',,']));
}

function queryString(): string {
  const params: string[] = [];
  const enc = (text: string) => (random() < 0.8 ? encodeURIComponent(text) : text);
  if (random() < 0.6) params.push(`select=${enc(selectList(0))}`);
  for (let i = Math.floor(random() * 3); i > 0; i -= 1) params.push(`${enc(column())}=${enc(operation())}`);
  if (random() < 0.3) params.push(`${pick(['or', 'and', 'not.or', 'rel.or'])}=${enc(logic(0))}`);
  if (random() < 0.3)
    params.push(
      `order=${enc(`${column()}${pick(['', '.asc', '.desc', '.desc.nullslast', '.up', '.asc.nullsfirst'])}${maybe(0.2, `,${column()}`)}`)}`,
    );
  if (random() < 0.2) params.push(`limit=${enc(pick(['0', '10', '-1', 'x', '1e3', ...EVIL]))}`);
  if (random() < 0.2) params.push(`offset=${enc(pick(['0', '5', '-3', 'y', ...EVIL]))}`);
  if (random() < 0.1) params.push(`columns=${enc(pick(['name,slug', '"a","b"', ...EVIL]))}`);
  if (random() < 0.1) params.push(`on_conflict=${enc(pick(['slug', 'id,slug', ...EVIL]))}`);
  if (random() < 0.05) params.push(pick(EVIL));
  return params.join('&');
}

// Structural checks of what the parser returns.
const isString = (v: unknown): v is string => typeof v === 'string';

function wellFormedField(field: Field): boolean {
  return (
    isString(field.name) &&
    Array.isArray(field.jsonPath) &&
    field.jsonPath.every(
      (s) => (s.arrow === '->' || s.arrow === '->>') && isString(s.key) && typeof s.index === 'boolean',
    )
  );
}

function wellFormedSelect(item: SelectItem): boolean {
  if (item.kind === 'star') return true;
  if (item.kind === 'field') return wellFormedField(item.field);
  return item.kind === 'relation' && isString(item.name) && item.children.every(wellFormedSelect);
}

function wellFormedFilter(filter: Filter): boolean {
  const op = filter.operation;
  const valueOk = op.operator === 'in' ? op.values.every(isString) : isString(op.value);
  return (
    wellFormedField(filter.field) &&
    typeof filter.negated === 'boolean' &&
    OPERATORS.some((o) => o.startsWith(op.operator)) &&
    valueOk
  );
}

function wellFormedLogic(tree: LogicTree): boolean {
  if (tree.kind === 'filter') return wellFormedFilter(tree.filter);
  return (
    (tree.operator === 'and' || tree.operator === 'or') &&
    tree.children.length > 0 &&
    tree.children.every(wellFormedLogic)
  );
}

const wellFormedOrder = (term: OrderTerm) =>
  wellFormedField(term.field) &&
  [undefined, 'asc', 'desc'].includes(term.direction) &&
  [undefined, 'first', 'last'].includes(term.nulls);

function wellFormed(q: ParsedQuery): boolean {
  return (
    q.select.length > 0 &&
    q.select.every(wellFormedSelect) &&
    q.filters.every((f) => Array.isArray(f.path) && wellFormedFilter(f.value)) &&
    q.logic.every((l) => wellFormedLogic(l.value)) &&
    q.order.every((o) => o.value.length > 0 && o.value.every(wellFormedOrder)) &&
    [...q.limits, ...q.offsets].every((l) => Number.isInteger(l.value)) &&
    q.offsets.every((o) => o.value >= 0) &&
    (q.columns === undefined || (q.columns.length > 0 && q.columns.every(isString))) &&
    (q.onConflict === undefined || q.onConflict.every(isString))
  );
}

describe('a generated run over the grammar', () => {
  it('parses 4,000 random query strings into well-formed structures or PGRST100, and SQL never holds a value', () => {
    const outcomes = { parsed: 0, refused: 0, built: 0, rejectedByCatalog: 0 };
    for (let i = 0; i < 4000; i += 1) {
      const search = queryString();
      let parsed: ParsedQuery;
      try {
        parsed = parseQueryString(search, { rpcRead: random() < 0.1 });
      } catch (error) {
        expectRefusal(error, search);
        outcomes.refused += 1;
        continue;
      }
      outcomes.parsed += 1;
      expect(wellFormed(parsed), search).toBe(true);
      try {
        const { sql, params } = buildRead({
          relation: products,
          select: parsed.select,
          filters: parsed.filters.filter((f) => f.path.length === 0).map((f) => f.value),
          logic: parsed.logic.filter((l) => l.path.length === 0).map((l) => l.value),
          order: parsed.order[0]?.value ?? [],
          range: { offset: 0, limit: 10 },
          count: true,
          body: { shape: 'array', stripNulls: false },
        });
        outcomes.built += 1;
        for (const evil of EVIL.filter((e) => e.length > 2 && !['->', '::'].includes(e)))
          expect(sql.includes(evil), `${search} → ${sql}`).toBe(false);
        const placeholders = [...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
        expect(Math.max(0, ...placeholders), sql).toBe(params.length);
      } catch (error) {
        expect(error, search).toBeInstanceOf(RestError);
        expect((error as RestError).status, search).toBeGreaterThanOrEqual(400);
        expect((error as RestError).status, search).toBeLessThan(500);
        outcomes.rejectedByCatalog += 1;
      }
    }
    // Both paths are exercised.
    expect(outcomes.parsed).toBeGreaterThan(300);
    expect(outcomes.refused).toBeGreaterThan(300);
    expect(outcomes.built).toBeGreaterThan(50);
  });

  it('survives pathological inputs quickly', () => {
    const start = Date.now();
    for (const search of [
      `select=${'a('.repeat(5000)}`,
      `or=(${'and('.repeat(5000)}`,
      `a=in.(${'x,'.repeat(20000)})`,
      `select=${'a,'.repeat(20000)}a`,
      `a=eq.${'"'.repeat(20000)}`,
      `or=(${'a.eq."'.repeat(2000)})`,
      `${'a.'.repeat(5000)}b=eq.1`,
      `order=${'a,'.repeat(20000)}a`,
    ]) {
      try {
        expect(wellFormed(parseQueryString(search))).toBe(true);
      } catch (error) {
        expectRefusal(error, search);
      }
    }
    expect(Date.now() - start).toBeLessThan(2000);
  });
});
