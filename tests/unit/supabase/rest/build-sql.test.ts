// The SQL builder: one statement per request, identifiers only from the catalog and quoted,
// every value a bound parameter, and PostgREST's operators and body aggregation.
import { describe, expect, it } from 'vitest';
import { buildCall } from '../../../../supabase/local/rest/build-call.ts';
import { buildRead } from '../../../../supabase/local/rest/build-read.ts';
import { buildDelete, buildInsert, buildUpdate } from '../../../../supabase/local/rest/build-write.ts';
import { RestError } from '../../../../supabase/local/rest/errors.ts';
import { parseQueryString } from '../../../../supabase/local/rest/query-string.ts';
import { arrayLiteral, ident } from '../../../../supabase/local/rest/sql.ts';
import { hasRole, products, searchFunction } from './fixtures.ts';

function read(search: string, options: { count?: boolean; limit?: number; offset?: number } = {}) {
  const query = parseQueryString(search);
  return buildRead({
    relation: products,
    select: query.select,
    filters: query.filters.map((f) => f.value),
    logic: query.logic.map((l) => l.value),
    order: query.order[0]?.value ?? [],
    range: { offset: options.offset ?? 0, limit: options.limit },
    count: options.count ?? false,
    body: { shape: 'array', stripNulls: false },
  });
}

const where = (sql: string) => /WHERE (.*?)(?: ORDER BY| LIMIT|\) ,|\) SELECT)/.exec(sql)?.[1];

describe('identifiers and literals', () => {
  it('quotes identifiers, doubling quotes and stopping at NUL', () => {
    expect(ident('products')).toBe('"products"');
    expect(ident('we"ird')).toBe('"we""ird"');
    expect(ident('a\0b')).toBe('"a"');
  });

  it('builds array literals for = ANY()', () => {
    expect(arrayLiteral(['a', 'b,c', 'd"e', 'f\\g'])).toBe('{"a","b,c","d\\"e","f\\\\g"}');
  });
});

describe('reads', () => {
  it('builds the store search as one statement with the body aggregated in SQL', () => {
    const { sql, params } = read(
      'select=*&in_stock=eq.true&or=(name.ilike.*q*,category.ilike.*q*,brand.ilike.*q*,description.ilike.*q*)',
      { limit: 10 },
    );
    expect(sql).toBe(
      'WITH pgrst_source AS (SELECT "public"."products".* FROM "public"."products" WHERE "public"."products"."in_stock" = $1 AND ' +
        '("public"."products"."name" ilike $2 OR "public"."products"."category" ilike $3 OR "public"."products"."brand" ilike $4 OR "public"."products"."description" ilike $5) ' +
        'LIMIT $6 OFFSET $7) SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        "coalesce(json_agg(_postgrest_t), '[]')::text AS body FROM (SELECT * FROM pgrst_source) _postgrest_t",
    );
    expect(params).toEqual(['true', '%q%', '%q%', '%q%', '%q%', 10, 0]);
  });

  it('adds a count over the same filters when asked', () => {
    const { sql } = read('price=gt.5', { count: true, limit: 2 });
    expect(sql).toContain(
      'pgrst_source_count AS (SELECT 1 FROM "public"."products" WHERE "public"."products"."price" > $1)',
    );
    expect(sql).toContain('(SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set');
  });

  it('maps every operator', () => {
    const cases: [string, string, unknown[]][] = [
      ['price=eq.1', '"public"."products"."price" = $1', ['1']],
      ['price=neq.1', '"public"."products"."price" <> $1', ['1']],
      ['price=lte.1', '"public"."products"."price" <= $1', ['1']],
      ['name=like.a*b', '"public"."products"."name" like $1', ['a%b']],
      ['name=imatch.^a', '"public"."products"."name" ~* $1', ['^a']],
      ['tags=cs.{a,b}', '"public"."products"."tags" @> $1', ['{a,b}']],
      ['tags=cd.{a}', '"public"."products"."tags" <@ $1', ['{a}']],
      ['tags=ov.{a}', '"public"."products"."tags" && $1', ['{a}']],
      ['slug=in.(a,"b,c")', '"public"."products"."slug" = ANY($1)', ['{"a","b,c"}']],
      ['slug=in.()', `"public"."products"."slug" = ANY('{}')`, []],
      ['brand=is.null', '"public"."products"."brand" IS NULL', []],
      ['in_stock=not.is.true', 'NOT "public"."products"."in_stock" IS TRUE', []],
      ['brand=isdistinct.x', '"public"."products"."brand" IS DISTINCT FROM $1', ['x']],
      ['name=eq(any).{a,b}', '"public"."products"."name" = ANY($1)', ['{a,b}']],
      ['name=ilike(all).{*a*,b*}', '"public"."products"."name" ilike ALL($1)', ['{%a%,b%}']],
      [
        'name=wfts(english).cat',
        '"public"."products"."name" @@ websearch_to_tsquery($1, $2)',
        ['english', 'cat'],
      ],
      ['name=fts.cat', '"public"."products"."name" @@ to_tsquery($1)', ['cat']],
      ['colors->0->>name=eq.Red', '"public"."products"."colors"->$1::int->>$2 = $3', ['0', 'name', 'Red']],
      [
        'not.or=(price.eq.1,price.eq.2)',
        'NOT ("public"."products"."price" = $1 OR "public"."products"."price" = $2)',
        ['1', '2'],
      ],
    ];
    for (const [search, condition, params] of cases) {
      const statement = read(search);
      expect(where(statement.sql), search).toBe(condition);
      expect(statement.params, search).toEqual(params);
    }
  });

  it('selects aliases, casts and JSON paths, and orders', () => {
    const { sql, params } = read(
      'select=n:name,price::text,colors->0->>name&order=price.desc.nullslast,slug',
      {
        limit: 3,
        offset: 6,
      },
    );
    expect(sql).toContain(
      'SELECT "public"."products"."name" AS "n", CAST("public"."products"."price" AS text), "public"."products"."colors"->$1::int->>$2 AS "name" FROM',
    );
    expect(sql).toContain(
      'ORDER BY "public"."products"."price" DESC NULLS LAST, "public"."products"."slug" LIMIT $3 OFFSET $4',
    );
    expect(params).toEqual(['0', 'name', 3, 6]);
  });

  it('checks every column against the catalog', () => {
    for (const search of [
      'select=nope',
      'nope=eq.1',
      'order=nope',
      'or=(nope.eq.1)',
      'select=colors,x:"we\\"ird"',
    ])
      expect(() => read(search), search).toThrow(/column products\./);
    expect(() => read('select=*,clients(*)')).toThrow(
      /Could not find a relationship between 'products' and 'clients'/,
    );
    expect(() => read('select=count()')).toThrow(/aggregate/);
    expect(() => read('select=price::int);drop')).toThrow(RestError);
  });
});

describe('writes', () => {
  const returning = {
    select: [{ kind: 'star' as const }],
    order: [],
    body: { shape: 'array' as const, stripNulls: false },
    columns: '*' as const,
  };
  const cols = (...names: string[]) => names.map((n) => products.columns.get(n)!);

  it('inserts through json_to_recordset, without RETURNING for return=minimal', () => {
    const statement = buildInsert({
      relation: products,
      columns: cols('slug', 'price'),
      rows: [{ slug: 'a', price: 1 }, { slug: 'b' }],
      missingDefault: false,
    });
    expect(statement).toEqual({
      sql: 'INSERT INTO "public"."products" ("slug", "price") SELECT "slug", "price" FROM json_to_recordset($1::json) AS _("slug" text, "price" integer)',
      params: ['[{"slug":"a","price":1},{"slug":"b"}]'],
      wrapped: false,
    });
    expect(statement.sql).not.toContain('RETURNING');
  });

  it('upserts, applies defaults for missing keys, and returns the representation', () => {
    const { sql, params, wrapped } = buildInsert({
      relation: products,
      columns: cols('slug', 'tags'),
      rows: [{ slug: 'a' }],
      missingDefault: true,
      onConflict: { columns: ['slug'], ignore: false },
      returning,
    });
    expect(wrapped).toBe(true);
    expect(sql).toContain(
      `jsonb_to_recordset((SELECT jsonb_agg(jsonb_build_object($2::text, '{}'::text[]) || elem) FROM jsonb_array_elements($1::jsonb) elem))`,
    );
    expect(sql).toContain(
      'ON CONFLICT ("slug") DO UPDATE SET "slug" = EXCLUDED."slug", "tags" = EXCLUDED."tags" RETURNING "public"."products".*',
    );
    expect(sql).toContain('SELECT "pgrst_source".* FROM pgrst_source');
    expect(params).toEqual(['[{"slug":"a"}]', 'tags']);
    const ignore = buildInsert({
      relation: products,
      columns: [],
      rows: [{}],
      missingDefault: false,
      onConflict: { columns: ['id'], ignore: true },
    });
    expect(ignore.sql).toBe(
      'INSERT INTO "public"."products" SELECT FROM json_array_elements($1::json) _ ON CONFLICT ("id") DO NOTHING',
    );
  });

  it('updates and deletes with filters, and by ctid when limited', () => {
    const query = parseQueryString('slug=eq.a');
    const update = buildUpdate({
      relation: products,
      columns: cols('price'),
      row: { price: 2 },
      filters: query.filters.map((f) => f.value),
      logic: [],
      order: [],
      range: { offset: 0 },
    });
    expect(update.sql).toBe(
      'UPDATE "public"."products" SET "price" = pgrst_body."price" FROM json_to_record($1::json) AS pgrst_body("price" integer) WHERE "public"."products"."slug" = $2',
    );
    expect(update.params).toEqual(['{"price":2}', 'a']);
    const limited = buildDelete({
      relation: products,
      filters: query.filters.map((f) => f.value),
      logic: [],
      order: parseQueryString('order=price').order[0]!.value,
      range: { offset: 0, limit: 1 },
      returning,
    });
    expect(limited.sql).toContain(
      'DELETE FROM "public"."products" WHERE "public"."products".ctid = ANY(ARRAY(SELECT "public"."products".ctid FROM "public"."products" WHERE "public"."products"."slug" = $1 ORDER BY "public"."products"."price" LIMIT $2 OFFSET $3)) RETURNING',
    );
  });
});

describe('function calls', () => {
  const base = {
    select: [{ kind: 'star' as const }],
    filters: [],
    logic: [],
    order: [],
    range: { offset: 0 },
    count: false,
    body: { shape: 'array' as const, stripNulls: false },
  };

  it('calls a scalar function with named, typed arguments and returns the value itself', () => {
    const { sql, params } = buildCall({ ...base, routine: hasRole, args: { wanted: 'admin' } });
    expect(sql).toBe(
      'WITH pgrst_source AS (SELECT "public"."has_role"("wanted" := pgrst_body."wanted") AS pgrst_scalar FROM json_to_record($1::json) AS pgrst_body("wanted" public.app_role)) ' +
        "SELECT null::bigint AS total_result_set, 1 AS page_total, coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null')::text AS body " +
        'FROM (SELECT pgrst_source.pgrst_scalar FROM pgrst_source) _postgrest_t',
    );
    expect(params).toEqual(['{"wanted":"admin"}']);
  });

  it('filters, orders and pages a set-returning function', () => {
    const query = parseQueryString('select=slug&price=lt.5&order=price');
    const { sql } = buildCall({
      ...base,
      routine: searchFunction,
      args: { q: 'x' },
      select: query.select,
      filters: query.filters.map((f) => f.value),
      order: query.order[0]!.value,
      range: { offset: 0, limit: 5 },
    });
    expect(sql).toContain(
      'SELECT pgrst_call.* FROM json_to_record($1::json) AS pgrst_body("q" text), LATERAL "public"."search"("q" := pgrst_body."q") AS pgrst_call',
    );
    expect(sql).toContain(
      'FROM (SELECT "pgrst_source"."slug" FROM pgrst_source WHERE "pgrst_source"."price" < $2 ORDER BY "pgrst_source"."price" LIMIT $3 OFFSET $4) _postgrest_t',
    );
    expect(sql).toContain("coalesce(json_agg(_postgrest_t), '[]')::text");
  });
});
