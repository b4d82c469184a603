// Errors of the client's own making are 4xx, never 500 (issue 9, finding 7): a sign-up full_name
// longer than the profile holds, containment values nested past what PostgreSQL parses, deep
// JSON bodies and metadata, casts to pseudo-types, long JSON paths — each answered in the shape
// of the service it reached (PostgREST's or GoTrue's), saying what the limit is. Over HTTP, on
// PGlite or on the PostgreSQL at DATABASE_URL. (Regular expressions are tested elsewhere.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { seededRandom } from '../../support/seeded-random.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';

let server: TestServer;
let anon: SupabaseClient;
let mailbox = 0;

beforeAll(async () => {
  server = await startTestServer();
  anon = server.anon();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(path: string, init: RequestInit & { key?: string } = {}): Promise<Answer> {
  const key = init.key ?? LOCAL_ANON_KEY;
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body };
}

function expectPostgrest(answer: Answer, status: number, code: string | RegExp, mentions?: string) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(String(answer.body.code)).toMatch(code);
  if (mentions) expect(String(answer.body.message)).toContain(mentions);
}

const nested = (open: string, close: string, depth: number, inner = '') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const email = () => `client-errors-${(mailbox += 1)}@example.com`;

describe(`sign-up (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a full_name longer than the profile holds with 422, saying the limit, and takes 200', async () => {
    const { data, error } = await anon.auth.signUp({
      email: email(),
      password: 'long-name-1',
      options: { data: { full_name: 'N'.repeat(201) } },
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(error?.message).toContain('200 characters');
    // A value that is not a string is measured by the profile's own check, in the trigger.
    const array = await anon.auth.signUp({
      email: email(),
      password: 'long-name-2',
      options: { data: { full_name: ['N'.repeat(250)] } },
    });
    expect(array.error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(array.error?.message).toContain('200 characters');
    // Exactly 200 characters once trimmed, counted as PostgreSQL counts them (code points).
    const name = `  ${'é😀'.repeat(100)}  `;
    const { data: fits, error: none } = await anon.auth.signUp({
      email: email(),
      password: 'long-name-3',
      options: { data: { full_name: name } },
    });
    expect(none).toBeNull();
    const { rows } = await server.api.db.query<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [fits.user!.id],
    );
    expect(rows[0]!.full_name).toBe(name.trim());
  });

  it('refuses user metadata nested past 64 levels, at sign-up and on PUT /user', async () => {
    const deep = nested('[', ']', 5000);
    const signup = await call('/auth/v1/signup', {
      method: 'POST',
      body: `{"email":"${email()}","password":"deep-data-1","data":{"x":${deep}}}`,
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toMatchObject({
      error_code: 'validation_failed',
      msg: expect.stringContaining('64'),
    });
    const shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const token = (await shopper.auth.getSession()).data.session!.access_token;
    const update = await call('/auth/v1/user', { method: 'PUT', key: token, body: `{"data":{"x":${deep}}}` });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({
      error_code: 'validation_failed',
      msg: expect.stringContaining('64'),
    });
  });
});

describe('PostgREST values nested too deep', () => {
  it('answers containment on an array column past 6 dimensions with 400 (PostgreSQL refuses it)', async () => {
    const { status, error } = await anon
      .from('products')
      .select('slug')
      .filter('tags', 'cs', nested('{', '}', 7, 'a'));
    expect(status).toBe(400);
    expect(error?.code).toBe('54000');
    expectPostgrest(await call(`/rest/v1/products?name=eq(all).${nested('{', '}', 8)}`), 400, '54000');
  });

  it('refuses cs/cd values nested past 64 levels before they reach PostgreSQL', async () => {
    for (const query of [
      `tags=cs.${nested('{', '}', 1000, 'a')}`,
      `colors=cs.${nested('[', ']', 1000)}`,
      `colors=cd.${nested('[', ']', 1000)}`,
      `or=(colors.cs.${nested('[', ']', 1000)})`,
      `and=(slug.eq.x,or(tags.cs.${nested('{', '}', 100)}))`,
      `colors=cs.${nested('{"a":', '}', 500, '1')}`,
    ])
      expectPostgrest(await call(`/rest/v1/products?${query}`), 400, '54001', 'limit of 64');
    const deepObject = JSON.parse(nested('{"a":', '}', 200, '1')) as Record<string, unknown>;
    const { error } = await anon.from('products').select('slug').contains('colors', deepObject);
    expect(error).toMatchObject({ code: '54001' });
  });

  it('refuses JSON bodies nested past 64 levels, and arrays of 7 dimensions in a body', async () => {
    const deep = nested('[', ']', 100_000);
    expectPostgrest(
      await call('/rest/v1/rpc/subscribe_to_newsletter', { method: 'POST', body: `{"email":${deep}}` }),
      400,
      '54001',
      '64 levels',
    );
    const product = (extra: string) =>
      `{"slug":"deep-x","name":"Deep","price":1,"category":"c","type":"t",${extra}}`;
    const asService = { method: 'POST', key: LOCAL_SERVICE_ROLE_KEY };
    expectPostgrest(
      await call('/rest/v1/products', { ...asService, body: product(`"colors":${deep}`) }),
      400,
      '54001',
    );
    expectPostgrest(
      await call('/rest/v1/products', { ...asService, body: product('"tags":"{{{{{{{a}}}}}}}"') }),
      400,
      '54000',
    );
  });
});

describe('PostgREST selects of the client making', () => {
  it('refuses casts to pseudo-types and JSON paths past 64 steps with 400', async () => {
    const cast = await anon.from('products').select('name::unknown').limit(1);
    expect([cast.status, cast.error?.code]).toEqual([400, '42846']);
    for (const type of ['void', 'record', 'anyelement', 'cstring'])
      expectPostgrest(await call(`/rest/v1/products?select=name::${type}&limit=1`), 400, '42846');
    const path = `colors${'->0'.repeat(65)}`;
    expectPostgrest(await call(`/rest/v1/products?select=${path}`), 400, 'PGRST100');
    expectPostgrest(await call(`/rest/v1/products?order=${path}`), 400, 'PGRST100');
  });

  it('answers a few hundred generated nasty requests without a 5xx', async () => {
    const { random, pick } = seededRandom(97);
    const values = [
      () => nested(pick(['{', '[', '(']), pick(['}', ']', ')']), Math.floor(random() * 200)),
      () => `${'9'.repeat(1 + Math.floor(random() * 400))}`,
      () => `-${'9'.repeat(40)}e999`,
      () => '%00',
      () => '%C3%28%FF',
      () => '%00%ED%A0%80', // NUL, then a UTF-16 surrogate encoded as UTF-8 (not valid UTF-8)
      () => nested('{', '}', 7, 'a'),
      () => 'NaN',
      () => 'infinity',
    ];
    const columns = ['tags', 'colors', 'art', 'price', 'rating', 'created_at', 'name', 'id', 'sizes'];
    const operators = [
      'eq',
      'cs',
      'cd',
      'ov',
      'gt',
      'in',
      'eq(any)',
      'like(all)',
      'fts',
      'adj',
      'sl',
      'isdistinct',
    ];
    const casts = ['', '::text', '::int', '::unknown', '::jsonb', '::numeric', '::date', '::point'];
    for (let i = 0; i < 300; i += 1) {
      const column = pick(columns);
      const value = pick(values)();
      const operator = pick(operators);
      const filter = operator === 'in' ? `${column}=in.(${value})` : `${column}=${operator}.${value}`;
      const group =
        random() < 0.3
          ? `&or=(${nested('and(', ')', 1 + Math.floor(random() * 70), `${column}.${operator}.${value}`)})`
          : '';
      const query = `select=${pick(columns)}${pick(casts)}&${filter}${group}`;
      const answer = await call(`/rest/v1/products?${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeLessThan(500);
      if (answer.status >= 400) expect(answer.body).toHaveProperty('code');
    }
  }, 120_000);
});
