// The /rest/v1 service driven by the real @supabase/supabase-js client, on PGlite or (with
// DATABASE_URL) PostgreSQL: reads with every filter, counts and ranges, single objects, writes,
// functions, Row Level Security, and PostgREST's error answers for bad input and bad JWTs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, base64url } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { createRestService } from '../../../supabase/local/rest/index.ts';
import { raw, restClient, serviceClient, userToken } from './clients.ts';
import { openRestFixture, type RestFixture } from './setup.ts';

let fixture: RestFixture;
let anon: SupabaseClient;
let service: SupabaseClient;
let shopper: SupabaseClient;
let manager: SupabaseClient;
let admin: SupabaseClient;
const ids = { shopper: '', manager: '', admin: '' };
let productCount = 0;

/** Slugs the database itself returns for a condition, to compare the API's answers with. */
async function slugsWhere(condition: string, params: unknown[] = [], order = 'slug'): Promise<string[]> {
  const { rows } = await fixture.db.query<{ slug: string }>(
    `select slug from public.products where ${condition} order by ${order}`,
    params,
  );
  return rows.map((r) => r.slug);
}

const slugs = (data: unknown) => (data as { slug: string }[]).map((r) => r.slug);

beforeAll(async () => {
  fixture = await openRestFixture();
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const { rows } = await fixture.db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
      [`${name}@rest.test`, JSON.stringify({ full_name: `Rest ${name}` })],
    );
    ids[name] = rows[0]!.id;
  }
  await fixture.db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'manager'), ($2, 'admin')`,
    [ids.manager, ids.admin],
  );
  // An insert-only table, like a visitors' inbox: anon may add rows but never read them.
  await fixture.db.exec(`
    create table public.rest_test_inbox (id bigint generated always as identity primary key, message text not null);
    alter table public.rest_test_inbox enable row level security;
    create policy "Anyone can write" on public.rest_test_inbox for insert to anon, authenticated with check (true);
    grant insert (message) on public.rest_test_inbox to anon, authenticated;
    create function public.rest_test_products_under(max_price integer)
      returns setof public.products language sql stable as $$ select * from public.products where price < max_price $$;
    create function public.rest_test_add(a integer, b integer default 1) returns integer
      language sql immutable as $$ select a + b $$;
    create function public.rest_test_shout(text) returns text language sql immutable as $$ select upper($1) $$;
    create function public.rest_test_keys(jsonb) returns text[] language sql immutable
      as $$ select array(select jsonb_object_keys($1) order by 1) $$;
  `);
  await fixture.service.reloadSchema();
  anon = restClient(fixture.service);
  service = serviceClient(fixture.service);
  shopper = restClient(fixture.service, await userToken(ids.shopper));
  manager = restClient(fixture.service, await userToken(ids.manager));
  admin = restClient(fixture.service, await userToken(ids.admin));
  productCount = (await slugsWhere('true')).length;
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe(`reads (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('select named columns, aliases, casts and JSON paths', async () => {
    const { data, error, status } = await anon
      .from('products')
      .select('slug,cost:price::text,colour:colors->0->>name')
      .eq('slug', 'amazfit-balance');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'amazfit-balance', cost: '32500', colour: 'Midnight' }]);
  });

  it('apply every filter as PostgreSQL would', async () => {
    const cases: [string, () => PromiseLike<{ data: unknown; error: unknown }>, string, unknown[]][] = [
      ['eq', () => anon.from('products').select('slug').eq('category', 'women'), "category = 'women'", []],
      ['neq', () => anon.from('products').select('slug').neq('category', 'women'), "category <> 'women'", []],
      ['gt', () => anon.from('products').select('slug').gt('price', 100000), 'price > 100000', []],
      ['gte', () => anon.from('products').select('slug').gte('price', 32500), 'price >= 32500', []],
      ['lt', () => anon.from('products').select('slug').lt('price', 2000), 'price < 2000', []],
      ['lte', () => anon.from('products').select('slug').lte('price', 2000), 'price <= 2000', []],
      ['like', () => anon.from('products').select('slug').like('name', '*Watch*'), "name like '%Watch%'", []],
      [
        'ilike',
        () => anon.from('products').select('slug').ilike('name', '*watch*'),
        "name ilike '%watch%'",
        [],
      ],
      [
        'match',
        () => anon.from('products').select('slug').match({ brand: 'Amazfit', in_stock: true }),
        "brand = 'Amazfit' and in_stock",
        [],
      ],
      [
        'regex',
        () => anon.from('products').select('slug').filter('slug', 'match', '^apple-'),
        "slug ~ '^apple-'",
        [],
      ],
      [
        'in',
        () => anon.from('products').select('slug').in('brand', ['Amazfit', 'Apple Watch', 'a,b"c']),
        "brand in ('Amazfit', 'Apple Watch')",
        [],
      ],
      [
        'not in',
        () => anon.from('products').select('slug').not('brand', 'in', '(Amazfit,Apple Watch)'),
        "not brand in ('Amazfit', 'Apple Watch')",
        [],
      ],
      ['is null', () => anon.from('products').select('slug').is('brand', null), 'brand is null', []],
      [
        'not is null',
        () => anon.from('products').select('slug').not('brand', 'is', null),
        'brand is not null',
        [],
      ],
      [
        'is true',
        () => anon.from('products').select('slug').is('new_arrival', true),
        'new_arrival is true',
        [],
      ],
      [
        'contains',
        () => anon.from('products').select('slug').contains('tags', ['apple', 'fitness']),
        "tags @> '{apple,fitness}'",
        [],
      ],
      [
        'containedBy',
        () => anon.from('products').select('slug').containedBy('sizes', ['S', 'M', 'L', 'XL']),
        "sizes <@ '{S,M,L,XL}'",
        [],
      ],
      [
        'overlaps',
        () => anon.from('products').select('slug').overlaps('tags', ['apple', 'outdoor']),
        "tags && '{apple,outdoor}'",
        [],
      ],
      [
        'jsonb contains',
        () =>
          anon
            .from('products')
            .select('slug')
            .contains('colors', JSON.stringify([{ name: 'Midnight' }])),
        `colors @> '[{"name":"Midnight"}]'`,
        [],
      ],
      [
        'isdistinct',
        () => anon.from('products').select('slug').filter('brand', 'isdistinct', 'Amazfit'),
        "brand is distinct from 'Amazfit'",
        [],
      ],
      [
        'json path',
        () => anon.from('products').select('slug').eq('art->>shape', 'smartwatch'),
        "art->>'shape' = 'smartwatch'",
        [],
      ],
      [
        'full text',
        () =>
          anon
            .from('products')
            .select('slug')
            .textSearch('description', 'battery & display', { config: 'english' }),
        "description @@ to_tsquery('english', 'battery & display')",
        [],
      ],
      [
        'websearch',
        () =>
          anon
            .from('products')
            .select('slug')
            .textSearch('description', 'leather strap', { type: 'websearch' }),
        "description @@ websearch_to_tsquery('leather strap')",
        [],
      ],
    ];
    for (const [label, request, condition, params] of cases) {
      const { data, error } = await request().then((r) => r);
      expect(error, label).toBeNull();
      expect(slugs(data).sort(), label).toEqual(await slugsWhere(condition, params));
    }
    // The cases are not vacuous: most match something.
    expect((await slugsWhere("tags @> '{apple,fitness}'")).length).toBeGreaterThan(0);
  });

  it('combine or/and groups, nested and negated', async () => {
    const { data, error } = await anon
      .from('products')
      .select('slug')
      .or('brand.eq.Amazfit,and(category.eq.women,price.lt.2500)')
      .order('slug');
    expect(error).toBeNull();
    expect(slugs(data)).toEqual(
      await slugsWhere("brand = 'Amazfit' or (category = 'women' and price < 2500)"),
    );
    const negated = await raw(
      fixture.service,
      'GET',
      '/products?select=slug&not.or=(in_stock.is.true,price.gt.5000)&order=slug',
    );
    expect(negated.status).toBe(200);
    expect(slugs(negated.body)).toEqual(await slugsWhere('not (in_stock or price > 5000)'));
    const quoted = await anon
      .from('products')
      .select('slug')
      .or('name.ilike."*watch, *",slug.eq.x')
      .order('slug');
    expect(slugs(quoted.data)).toEqual(await slugsWhere("name ilike '%watch, %' or slug = 'x'"));
  });

  it('run the store search: in stock, matching any of four columns, ten at most', async () => {
    const { data, error } = await anon
      .from('products')
      .select('*')
      .eq('in_stock', true)
      .or(['name', 'category', 'brand', 'description'].map((c) => `${c}.ilike."*watch*"`).join(','))
      .limit(10);
    expect(error).toBeNull();
    expect((data as unknown[]).length).toBe(10);
    const matching = await slugsWhere(
      "in_stock and (name ilike '%watch%' or category ilike '%watch%' or brand ilike '%watch%' or description ilike '%watch%')",
    );
    for (const slug of slugs(data)) expect(matching).toContain(slug);
  });

  it('order by several columns with nulls placement', async () => {
    const { data } = await anon
      .from('products')
      .select('slug')
      .order('brand', { ascending: false, nullsFirst: true })
      .order('price')
      .order('slug');
    expect(slugs(data)).toEqual(await slugsWhere('true', [], 'brand desc nulls first, price, slug'));
  });

  it('page with range and count, answering 206 with Content-Range, and 416 past the end', async () => {
    const page = await anon.from('products').select('slug', { count: 'exact' }).order('slug').range(10, 19);
    expect(page.error).toBeNull();
    expect(page.status).toBe(206);
    expect(page.count).toBe(productCount);
    expect(slugs(page.data)).toEqual((await slugsWhere('true')).slice(10, 20));
    const all = await anon.from('products').select('slug', { count: 'planned' });
    expect(all.status).toBe(200);
    expect(all.count).toBe(productCount);
    const head = await anon
      .from('products')
      .select('*', { count: 'exact', head: true })
      .eq('category', 'women');
    expect(head.data).toBeNull();
    expect(head.count).toBe((await slugsWhere("category = 'women'")).length);
    const past = await anon
      .from('products')
      .select('slug', { count: 'exact' })
      .range(productCount + 5, productCount + 9);
    expect(past.status).toBe(416);
    expect(past.error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of ${productCount + 5} was requested, but there are only ${productCount} rows.`,
    });
    const headers = await raw(fixture.service, 'GET', '/products?select=slug&limit=3', {
      headers: { prefer: 'count=exact' },
    });
    expect(headers.headers['Content-Range']).toBe(`0-2/${productCount}`);
    const none = await raw(fixture.service, 'GET', '/products?slug=eq.nothing', {
      headers: { prefer: 'count=exact' },
    });
    expect([none.status, none.headers['Content-Range'], none.body]).toEqual([200, '*/0', []]);
    const ranged = await raw(fixture.service, 'GET', '/products?select=slug&order=slug', {
      headers: { range: '5-6', 'range-unit': 'items' },
    });
    expect([ranged.status, ranged.headers['Content-Range']]).toEqual([200, '5-6/*']);
  });

  it('cap reads at max_rows', async () => {
    const capped = await createRestService({ db: fixture.db, schemas: ['public'], maxRows: 5 });
    const { data, count } = await restClient(capped).from('products').select('slug', { count: 'exact' });
    expect((data as unknown[]).length).toBe(5);
    expect(count).toBe(productCount);
  });

  it('answer single() with an object, and 406 PGRST116 for none or many; maybeSingle() with null', async () => {
    const one = await anon.from('products').select('slug,price').eq('slug', 'amazfit-balance').single();
    expect(one.data).toEqual({ slug: 'amazfit-balance', price: 32500 });
    const none = await anon.from('products').select('slug').eq('slug', 'no-such-product').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
    });
    const many = await anon.from('products').select('slug').eq('category', 'women').single();
    expect(many.error).toMatchObject({ code: 'PGRST116' });
    const maybe = await anon.from('products').select('slug').eq('slug', 'no-such-product').maybeSingle();
    expect([maybe.data, maybe.error]).toEqual([null, null]);
    const maybeMany = await anon.from('products').select('slug').eq('category', 'women').maybeSingle();
    expect(maybeMany.error).toMatchObject({ code: 'PGRST116' });
  });

  it('strip nulls and answer CSV when asked', async () => {
    const stripped = await anon.from('products').select('slug,brand').is('brand', null).limit(1).stripNulls();
    expect(stripped.data).toEqual([{ slug: expect.any(String) }]);
    const csv = await anon.from('products').select('slug,price').eq('slug', 'amazfit-balance').csv();
    expect(csv.data).toBe('slug,price\namazfit-balance,32500');
  });
});

describe('writes', () => {
  it('insert with and without a representation, and upsert', async () => {
    const plain = await manager
      .from('products')
      .insert({ slug: 'rest-a', name: 'Rest A', price: 100, category: 'men', type: 'shirts' });
    expect([plain.status, plain.error, plain.data]).toEqual([201, null, null]);
    const many = await manager
      .from('products')
      .insert([
        { slug: 'rest-b', name: 'Rest B', price: 200, category: 'men', type: 'shirts' },
        { slug: 'rest-c', name: 'Rest C', price: 300, category: 'men', type: 'shirts', brand: 'Rest' },
      ])
      .select('slug,brand,tags');
    expect(many.status).toBe(201);
    expect(many.data).toEqual([
      { slug: 'rest-b', brand: null, tags: [] },
      { slug: 'rest-c', brand: 'Rest', tags: [] },
    ]);
    const upserted = await manager
      .from('products')
      .upsert(
        { slug: 'rest-a', name: 'Rest A2', price: 150, category: 'men', type: 'shirts' },
        { onConflict: 'slug' },
      )
      .select('slug,name,price')
      .single();
    expect(upserted.data).toEqual({ slug: 'rest-a', name: 'Rest A2', price: 150 });
    const ignored = await manager
      .from('products')
      .upsert(
        { slug: 'rest-a', name: 'Ignored', price: 1, category: 'men', type: 'shirts' },
        { onConflict: 'slug', ignoreDuplicates: true },
      )
      .select('slug');
    expect(ignored.data).toEqual([]);
    expect(await slugsWhere("slug like 'rest-%' and name <> 'Ignored'")).toEqual([
      'rest-a',
      'rest-b',
      'rest-c',
    ]);
  });

  it('apply column defaults with defaultToNull: false, and NULL otherwise', async () => {
    const withDefaults = await manager
      .from('products')
      .insert(
        [
          { slug: 'rest-d', name: 'Rest D', price: 1, category: 'men', type: 'shirts', stock: 4 },
          { slug: 'rest-e', name: 'Rest E', price: 1, category: 'men', type: 'shirts' },
        ],
        {
          defaultToNull: false,
        },
      )
      .select('slug,stock');
    expect(withDefaults.data).toEqual([
      { slug: 'rest-d', stock: 4 },
      { slug: 'rest-e', stock: 0 },
    ]);
    const withNulls = await manager.from('products').insert([
      { slug: 'rest-f', name: 'Rest F', price: 1, category: 'men', type: 'shirts', stock: 4 },
      { slug: 'rest-g', name: 'Rest G', price: 1, category: 'men', type: 'shirts' },
    ]);
    expect(withNulls.error).toMatchObject({ code: '23502' });
    expect(withNulls.status).toBe(400);
  });

  it('update and delete with filters, with and without select, and count', async () => {
    const updated = await manager
      .from('products')
      .update({ price: 999 }, { count: 'exact' })
      .like('slug', 'rest-*');
    expect([updated.status, updated.count]).toEqual([204, 5]);
    const shown = await manager
      .from('products')
      .update({ brand: 'Rest Co' })
      .eq('slug', 'rest-b')
      .select('slug,brand,price');
    expect([shown.status, shown.data]).toEqual([200, [{ slug: 'rest-b', brand: 'Rest Co', price: 999 }]]);
    const removed = await manager
      .from('products')
      .delete()
      .in('slug', ['rest-d', 'rest-e'])
      .select('slug')
      .order('slug');
    expect(removed.data).toEqual([{ slug: 'rest-d' }, { slug: 'rest-e' }]);
    const gone = await manager.from('products').delete({ count: 'exact' }).like('slug', 'rest-*');
    expect([gone.status, gone.count]).toEqual([204, 3]);
    expect(await slugsWhere("slug like 'rest-%'")).toEqual([]);
  });

  it('answer return=headers-only with a Location, and accept form-encoded bodies', async () => {
    const answer = await raw(fixture.service, 'POST', '/products', {
      token: LOCAL_SERVICE_ROLE_KEY,
      body: 'slug=rest-form&name=Rest+Form&price=5&category=men&type=shirts',
      headers: { 'content-type': 'application/x-www-form-urlencoded', prefer: 'return=headers-only' },
    });
    expect(answer.status).toBe(201);
    const [id] = await fixture.db
      .query<{ id: string }>(`select id from public.products where slug = 'rest-form'`)
      .then((r) => r.rows.map((row) => row.id));
    expect(answer.headers.Location).toBe(`/products?id=eq.${id}`);
    expect(answer.headers['Preference-Applied']).toBe('return=headers-only');
    await service.from('products').delete().eq('slug', 'rest-form');
  });

  it('roll back with Prefer: tx=rollback while still answering', async () => {
    const { data } = await manager
      .from('products')
      .insert({ slug: 'rest-rollback', name: 'Rollback', price: 1, category: 'men', type: 'shirts' })
      .select('slug')
      .rollback();
    expect(data).toEqual([{ slug: 'rest-rollback' }]);
    expect(await slugsWhere("slug = 'rest-rollback'")).toEqual([]);
  });

  it('roll back a write that single() refuses', async () => {
    const before = await slugsWhere("category = 'women' and featured");
    const { status, error } = await service
      .from('products')
      .update({ featured: true })
      .eq('category', 'women')
      .select('slug')
      .single();
    expect([status, error?.code]).toEqual([406, 'PGRST116']);
    expect(await slugsWhere("category = 'women' and featured")).toEqual(before);
    expect(before.length).toBeLessThan((await slugsWhere("category = 'women'")).length);
  });

  it('answer 409 for a duplicate and 400 for a wrong type or an unknown column', async () => {
    const duplicate = await service
      .from('products')
      .insert({ slug: 'amazfit-balance', name: 'Copy', price: 1, category: 'x', type: 'y' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
    const wrongType = await service
      .from('products')
      .insert({ slug: 'x-1', name: 'Wrong', price: 'cheap', category: 'x', type: 'y' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error).toMatchObject({ code: '22P02' });
    const unknown = await service.from('products').insert({ slug: 'x-2', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'products' in the schema cache",
      details: null,
      hint: null,
    });
    const filterType = await anon.from('products').select('slug').eq('price', 'abc');
    expect([filterType.status, filterType.error?.code]).toEqual([400, '22P02']);
  });
});

describe('functions', () => {
  it('call has_role by POST and by GET', async () => {
    expect((await admin.rpc('has_role', { wanted: 'admin' })).data).toBe(true);
    expect((await manager.rpc('has_role', { wanted: 'admin' })).data).toBe(false);
    expect((await shopper.rpc('has_role', { wanted: 'manager' })).data).toBe(false);
    expect((await anon.rpc('has_role', { wanted: 'admin' }, { get: true })).data).toBe(false);
    const badEnum = await anon.rpc('has_role', { wanted: 'emperor' });
    expect([badEnum.status, badEnum.error?.code]).toEqual([400, '22P02']);
  });

  it('answer 204 for void functions and apply their own permission checks', async () => {
    const subscribed = await anon.rpc('subscribe_to_newsletter', {
      email: 'rest@example.co.ke',
      source: 'popup',
    });
    expect([subscribed.status, subscribed.error, subscribed.data]).toEqual([204, null, null]);
    const again = await anon.rpc('subscribe_to_newsletter', { email: 'REST@example.co.ke' });
    expect(again.status).toBe(204);
    const byAnon = await anon.rpc('set_user_role', { target: ids.shopper, wanted: 'admin', granted: true });
    expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
    const byShopper = await shopper.rpc('set_user_role', {
      target: ids.shopper,
      wanted: 'admin',
      granted: true,
    });
    expect([byShopper.status, byShopper.error?.code]).toEqual([403, '42501']);
    const byAdmin = await admin.rpc('set_user_role', {
      target: ids.shopper,
      wanted: 'manager',
      granted: true,
    });
    expect(byAdmin.status).toBe(204);
    expect((await shopper.rpc('has_role', { wanted: 'manager' })).data).toBe(true);
    await admin.rpc('set_user_role', { target: ids.shopper, wanted: 'manager', granted: false });
  });

  it('filter, order, page and count set-returning functions; use parameter defaults', async () => {
    const { data, count, status } = await anon
      .rpc('rest_test_products_under', { max_price: 3000 }, { count: 'exact' })
      .select('slug,price')
      .gt('price', 1000)
      .order('price', { ascending: false })
      .order('slug')
      .limit(3);
    expect(status).toBe(206);
    expect(count).toBe((await slugsWhere('price < 3000 and price > 1000')).length);
    expect(slugs(data)).toEqual(
      (await slugsWhere('price < 3000 and price > 1000', [], 'price desc, slug')).slice(0, 3),
    );
    expect((await anon.rpc('rest_test_add', { a: 2 })).data).toBe(3);
    expect((await anon.rpc('rest_test_add', { a: 2, b: 5 }, { get: true })).data).toBe(7);
  });

  it('run GET calls read-only, so a writing function answers 405', async () => {
    const { status, error } = await anon.rpc(
      'subscribe_to_newsletter',
      { email: 'get@example.co.ke' },
      { get: true },
    );
    expect([status, error?.code]).toEqual([405, '25006']);
  });

  it('pass a raw text body or the whole JSON object to a single-parameter function', async () => {
    const text = await raw(fixture.service, 'POST', '/rpc/rest_test_shout', {
      body: 'jambo',
      headers: { 'content-type': 'text/plain' },
    });
    expect([text.status, text.body]).toEqual([200, 'JAMBO']);
    const unknown = await raw(fixture.service, 'POST', '/rpc/nope', {
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect([unknown.status, unknown.body]).toEqual([
      404,
      {
        code: 'PGRST202',
        message: 'Could not find the function public.nope in the schema cache',
        details:
          'Searched for the function public.nope with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    ]);
    const whole = await raw(fixture.service, 'POST', '/rpc/rest_test_keys', {
      body: '{"b":1,"a":2}',
      headers: { 'content-type': 'application/json' },
    });
    expect(whole.body).toEqual(['a', 'b']);
  });

  it('answer 404 PGRST202 for unknown functions or arguments', async () => {
    const unknown = await anon.rpc('no_such_function', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(a) in the schema cache',
    });
    const wrongArgs = await anon.rpc('has_role', { role: 'admin' });
    expect(wrongArgs.error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.has_role(wanted)',
    });
    const trigger = await anon.rpc('handle_new_user');
    expect(trigger.error?.code).toBe('PGRST202');
  });
});

describe('row level security', () => {
  it('lets anyone read products but only staff write them', async () => {
    const byAnon = await anon
      .from('products')
      .insert({ slug: 'anon-1', name: 'Anon', price: 1, category: 'x', type: 'y' });
    expect(byAnon.status).toBe(401);
    expect(byAnon.error).toMatchObject({ code: '42501' });
    const byShopper = await shopper
      .from('products')
      .insert({ slug: 'shopper-1', name: 'Shopper', price: 1, category: 'x', type: 'y' });
    expect(byShopper.status).toBe(403);
    expect(byShopper.error).toMatchObject({ code: '42501' });
    const update = await shopper
      .from('products')
      .update({ price: 1 })
      .eq('slug', 'amazfit-balance')
      .select('slug');
    expect(update.data).toEqual([]);
    const anonHeaders = await raw(fixture.service, 'POST', '/products', { body: '{"slug":"x"}' });
    expect(anonHeaders.headers['WWW-Authenticate']).toBe('Bearer');
  });

  it('lets a visitor insert into an insert-only table with return=minimal, not with select()', async () => {
    const minimal = await anon.from('rest_test_inbox').insert({ message: 'hello' });
    expect([minimal.status, minimal.error]).toEqual([201, null]);
    const counted = await anon
      .from('rest_test_inbox')
      .insert([{ message: 'a' }, { message: 'b' }], { count: 'exact' });
    expect([counted.status, counted.count]).toEqual([201, 2]);
    const returning = await anon.from('rest_test_inbox').insert({ message: 'and show me' }).select();
    expect([returning.status, returning.error?.code]).toEqual([401, '42501']);
    const { rows } = await fixture.db.query<{ n: number }>(
      'select count(*)::int as n from public.rest_test_inbox',
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('keeps subscribers from visitors and shoppers, and shows them to staff', async () => {
    const byAnon = await anon.from('newsletter_subscribers').select('email');
    expect([byAnon.status, byAnon.error?.code]).toEqual([401, '42501']);
    const byShopper = await shopper.from('newsletter_subscribers').select('email');
    expect([byShopper.status, byShopper.data]).toEqual([200, []]);
    const byManager = await manager.from('newsletter_subscribers').select('email');
    expect(byManager.data).toEqual([{ email: 'rest@example.co.ke' }]);
    const own = await shopper.from('profiles').select('full_name');
    expect(own.data).toEqual([{ full_name: 'Rest shopper' }]);
  });
});

describe('bad input', () => {
  it('answers 404 PGRST205 for unknown tables, with a hint for near misses', async () => {
    const { status, error } = await anon.from('product').select('*');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.product' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.products'",
    });
    expect((await anon.from("x'; drop table products; --").select('*')).status).toBe(404);
  });

  it('answers 400 for unknown columns, operators and malformed groups', async () => {
    const column = await anon.from('products').select('slug,nope');
    expect([column.status, column.error]).toEqual([
      400,
      { code: '42703', message: 'column products.nope does not exist', details: null, hint: null },
    ]);
    for (const query of [
      'name=xx.foo',
      'or=(name.eq.a',
      'or=(name.eq.a,,)',
      'order=name.sideways',
      'select=name(',
      'limit=abc',
    ]) {
      const answer = await raw(fixture.service, 'GET', `/products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ code: 'PGRST100' });
    }
    const embedded = await anon.from('products').select('slug,clients(name)');
    expect([embedded.status, embedded.error?.code]).toEqual([400, 'PGRST200']);
  });

  it('answers 400 PGRST102 for bad JSON bodies', async () => {
    for (const body of ['{', 'not json', '', '"text"', '[1,2]']) {
      const answer = await raw(fixture.service, 'POST', '/products', {
        body,
        token: LOCAL_SERVICE_ROLE_KEY,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toMatchObject({ code: 'PGRST102' });
    }
    const rpc = await raw(fixture.service, 'POST', '/rpc/has_role', {
      body: '{"wanted":',
      headers: { 'content-type': 'application/json' },
    });
    expect(rpc.body).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
  });

  it('treats injection attempts as data', async () => {
    for (const evil of [`'; drop table products; --`, `") or 1=1 --`, `x' or '1'='1`, 'Ω\u0000']) {
      const eq = await anon.from('products').select('slug').eq('name', evil);
      expect(eq.status, evil).toBeLessThan(500);
      if (eq.status === 200) expect(eq.data).toEqual([]);
      const inList = await anon.from('products').select('slug').in('slug', [evil]);
      expect(inList.status, evil).toBeLessThan(500);
      const ordered = await raw(fixture.service, 'GET', `/products?order=${encodeURIComponent(evil)}`);
      expect(ordered.status).toBe(400);
    }
    expect((await slugsWhere('true')).length).toBe(productCount);
  });

  it('refuses a schema that is not exposed, and methods it does not serve', async () => {
    const { status, error } = await anon.schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public',
      details: null,
      hint: null,
    });
    expect((await raw(fixture.service, 'PUT', '/products', { body: '{}' })).status).toBe(405);
    expect((await raw(fixture.service, 'DELETE', '/rpc/has_role')).body).toMatchObject({ code: 'PGRST101' });
    expect(
      (await raw(fixture.service, 'GET', '/products', { headers: { accept: 'text/html' } })).body,
    ).toMatchObject({ code: 'PGRST107' });
  });
});

describe('JWTs', () => {
  const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const sign = (claims: Record<string, unknown>, alg = 'HS256', key = secret) =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

  it('refuses forged, expired and wrong-algorithm tokens with 401', async () => {
    const forged = await restClient(
      fixture.service,
      await sign(
        { role: 'service_role', exp: inAnHour() },
        'HS256',
        new TextEncoder().encode('x'.repeat(40)),
      ),
    )
      .from('products')
      .select('slug');
    expect([forged.status, forged.error?.code]).toEqual([401, 'PGRST301']);
    const expired = await restClient(
      fixture.service,
      await sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 }),
    )
      .from('products')
      .select('slug');
    expect([expired.status, expired.error]).toEqual([
      401,
      { code: 'PGRST303', message: 'JWT expired', details: null, hint: null },
    ]);
    const hs512 = await restClient(
      fixture.service,
      await sign({ role: 'service_role', exp: inAnHour() }, 'HS512'),
    )
      .from('products')
      .select('slug');
    expect([hs512.status, hs512.error?.code]).toEqual([401, 'PGRST301']);
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url.encode(JSON.stringify({ role: 'service_role', exp: inAnHour() }))}.`;
    const unsigned = await raw(fixture.service, 'GET', '/products', { token: none });
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers['WWW-Authenticate']).toMatch(
      /^Bearer error="invalid_token", error_description="/,
    );
    const superuser = await restClient(fixture.service, await sign({ role: 'postgres', exp: inAnHour() }))
      .from('products')
      .select('slug');
    expect(superuser.status).toBe(401);
    expect((await raw(fixture.service, 'GET', '/products', { token: 'not.a.jwt' })).body).toMatchObject({
      code: 'PGRST301',
    });
  });

  it('uses the apikey header when there is no Authorization header, and anon with neither', async () => {
    const byKey = await raw(fixture.service, 'GET', '/newsletter_subscribers?select=email', {
      token: null,
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
    });
    expect(byKey.status).toBe(200);
    const nothing = await raw(fixture.service, 'GET', '/products?select=slug&limit=1', {
      token: null,
      headers: { apikey: '' },
    });
    expect(nothing.status).toBe(200);
  });
});

describe('CORS', () => {
  it('answers preflights and marks every answer for any origin', async () => {
    const preflight = await raw(fixture.service, 'OPTIONS', '/products', {
      token: null,
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, prefer',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'authorization, apikey, content-type, prefer',
    });
    expect(preflight.headers['Access-Control-Allow-Methods']).toContain('PATCH');
    const read = await raw(fixture.service, 'GET', '/products?limit=1');
    expect(read.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(read.headers['Access-Control-Expose-Headers']).toContain('Content-Range');
    expect(read.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const failed = await raw(fixture.service, 'GET', '/nope');
    expect(failed.headers['Access-Control-Allow-Origin']).toBe('*');
  });
});
