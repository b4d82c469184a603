// Bad input over HTTP, the whole stack (gateway, PostgREST, GoTrue, functions): each gets a
// PostgREST- or GoTrue-shaped 4xx — never a 500, never data beyond the caller's rights — and a
// generated run of a few thousand random queries over the grammar changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair, base64url } from 'jose';
import { JWKS, LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../../supabase/local/keys.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { seededRandom } from '../../support/seeded-random.ts';

let server: TestServer;
let productCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  productCount = (await server.api.db.query('select 1 from public.products')).rowCount;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  body: unknown;
}
async function call(
  path: string,
  init: RequestInit & { token?: string | null; apikey?: string | null } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.apikey !== null) headers.set('apikey', init.apikey ?? LOCAL_ANON_KEY);
  if (init.token !== null) headers.set('Authorization', `Bearer ${init.token ?? LOCAL_ANON_KEY}`);
  const response = await fetch(`${server.url}${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body };
}

function expectPostgrestError(answer: Answer, status: number, code?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = answer.body as Record<string, unknown>;
  expect(body).toHaveProperty('message');
  expect(body).toHaveProperty('code');
  expect(body).toHaveProperty('details');
  expect(body).toHaveProperty('hint');
  if (code) expect(String(body.code)).toMatch(code);
}

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
const hs256 = (claims: Record<string, unknown>, key: Uint8Array = secret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the gateway', () => {
  it('asks for an API key and refuses an unknown one', async () => {
    expect((await call('/rest/v1/products', { apikey: null, token: null })).status).toBe(401);
    expect((await call('/rest/v1/products', { apikey: 'nope' })).status).toBe(401);
    expect((await call('/auth/v1/settings', { apikey: null, token: null })).status).toBe(401);
  });

  it('refuses bodies over the limit with 413', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) });
    const rest = await call('/rest/v1/rpc/subscribe_to_newsletter', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(rest.status).toBe(413);
    const auth = await call('/auth/v1/signup', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(auth.status).toBe(413);
  });

  it('answers CORS preflights without a key', async () => {
    const response = await fetch(`${server.url}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('PostgREST bad input', () => {
  it('malformed filters, selects, orders and limits are 400 PGRST100', async () => {
    for (const query of [
      'name=foo',
      'name=xx.foo',
      'or=(name.eq.a',
      'or=name.eq.a',
      'select=name(',
      'order=name.sideways',
      'limit=abc',
      'offset=-5',
      'price=in.(1,2',
    ])
      expectPostgrestError(await call(`/rest/v1/products?${query}`), 400);
  });

  it('unknown tables are 404 and unknown columns 400', async () => {
    expectPostgrestError(await call('/rest/v1/secrets'), 404, 'PGRST205');
    expectPostgrestError(await call('/rest/v1/products?select=nope'), 400);
    expectPostgrestError(await call('/rest/v1/products?nope=eq.1'), 400);
    expectPostgrestError(await call('/rest/v1/products?order=nope'), 400);
    expectPostgrestError(await call('/rest/v1/rpc/nope', { method: 'POST', body: '{}' }), 404, 'PGRST202');
  });

  it('bad JSON bodies are 400 PGRST102', async () => {
    for (const body of ['{', 'not json', '{"email": }'])
      expectPostgrestError(
        await call('/rest/v1/rpc/subscribe_to_newsletter', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
        }),
        400,
        'PGRST102',
      );
  });

  it('injection attempts in every parameter are refused or treated as data', async () => {
    const evil = [
      `'; drop table public.products; --`,
      `") or 1=1 --`,
      `x'||pg_sleep(1)||'`,
      `*/ select * from auth.users /*`,
    ];
    for (const e of evil) {
      const q = encodeURIComponent(e);
      for (const path of [
        `/rest/v1/${q}`,
        `/rest/v1/products?select=${q}`,
        `/rest/v1/products?${q}=eq.1`,
        `/rest/v1/products?name=eq.${q}`,
        `/rest/v1/products?name=in.(${q})`,
        `/rest/v1/products?or=(name.eq.${q},slug.ilike.*${q}*)`,
        `/rest/v1/products?order=${q}`,
        `/rest/v1/products?limit=${q}`,
        `/rest/v1/rpc/${q}`,
      ]) {
        const answer = await call(path);
        expect(answer.status, path).toBeLessThan(500);
        if (answer.status === 200) expect(answer.body).toEqual([]);
      }
      const insert = await call(`/rest/v1/products?on_conflict=${q}`, {
        method: 'POST',
        body: JSON.stringify({ slug: 'x' }),
      });
      expect(insert.status).toBeGreaterThanOrEqual(400);
      expect(insert.status).toBeLessThan(500);
    }
    expect((await server.api.db.query('select 1 from public.products')).rowCount).toBe(productCount);
  });

  it('refuses missing, expired, forged, wrong-algorithm and wrong-role JWTs with 401', async () => {
    const expired = await hs256({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 });
    expectPostgrestError(await call('/rest/v1/products', { token: expired }), 401, 'PGRST303');
    const forged = await hs256(
      { role: 'service_role', exp: inAnHour() },
      new TextEncoder().encode('x'.repeat(40)),
    );
    expectPostgrestError(await call('/rest/v1/products', { token: forged }), 401, 'PGRST301');
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url.encode(JSON.stringify({ role: 'service_role', exp: inAnHour() }))}.`;
    expectPostgrestError(await call('/rest/v1/products', { token: none }), 401, 'PGRST301');
    // Algorithm confusion: HS256 "signed" with the published public key as the secret.
    const confused = await hs256(
      { role: 'service_role', exp: inAnHour() },
      new TextEncoder().encode(JSON.stringify(JWKS.keys[0])),
    );
    expectPostgrestError(await call('/rest/v1/products', { token: confused }), 401, 'PGRST301');
    // A key pair of the attacker's own, with the kid of ours.
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ role: 'service_role', exp: inAnHour() })
      .setProtectedHeader({ alg: 'ES256', kid: JWKS.keys[0]!.kid })
      .sign(privateKey);
    expectPostgrestError(await call('/rest/v1/products', { token: foreign }), 401, 'PGRST301');
    const superuser = await hs256({ role: 'postgres', exp: inAnHour() });
    expectPostgrestError(await call('/rest/v1/products', { token: superuser }), 401);
    expectPostgrestError(await call('/rest/v1/products', { token: 'not.a.jwt' }), 401, 'PGRST301');
  });
});

describe('GoTrue bad input', () => {
  it('bad JSON, bad grants and bad tokens are GoTrue-shaped 4xx', async () => {
    const badJson = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ error_code: 'bad_json' });
    const grant = await call('/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBeGreaterThanOrEqual(400);
    expect(grant.status).toBeLessThan(500);
    const forged = await hs256(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: inAnHour() },
      new TextEncoder().encode('y'.repeat(40)),
    );
    const user = await call('/auth/v1/user', { token: forged });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ error_code: 'bad_jwt' });
    const missing = await call('/auth/v1/user', { token: null });
    expect(missing.status).toBe(401);
  });
});

describe('edge functions', () => {
  it('need a JWT (the anon key will do) and answer 404 for unknown names', async () => {
    expect((await call('/functions/v1/anything', { token: null, apikey: null })).status).toBe(401);
    expect((await call('/functions/v1/no-such-function')).status).toBe(404);
    expect((await call('/functions/v1/_shared')).status).toBe(404);
  });
});

describe('a generated run over the grammar', () => {
  const { random, pick } = seededRandom(20261122);
  const columns = [
    'name',
    'slug',
    'price',
    'brand',
    'category',
    'in_stock',
    'rating',
    'tags',
    'sizes',
    'colors',
    'created_at',
    'nope',
    'id',
  ];
  const operators = [
    'eq',
    'neq',
    'gt',
    'gte',
    'lt',
    'lte',
    'like',
    'ilike',
    'in',
    'is',
    'cs',
    'cd',
    'not.eq',
    'not.ilike',
    'fts',
    'bogus',
  ];
  const values = [
    '1',
    '0',
    '-1',
    '99999999999999999999',
    'true',
    'null',
    'abc',
    '*a*',
    '(1,2)',
    '{a,b}',
    `'`,
    '"',
    '\\',
    ';--',
    '%00',
    'Ω',
    '',
    ' ',
  ];
  const value = () => pick(values) + (random() < 0.3 ? pick(values) : '');
  const filter = () => `${pick(columns)}.${pick(operators)}.${value()}`;
  function query(): string {
    const params: string[] = [];
    if (random() < 0.7)
      params.push(
        `select=${Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick([...columns, '*', 'n:name', 'price::text'])).join(',')}`,
      );
    for (let i = 0; i < Math.floor(random() * 3); i++)
      params.push(`${pick(columns)}=${pick(operators)}.${encodeURIComponent(value())}`);
    if (random() < 0.3) params.push(`or=(${encodeURIComponent([filter(), filter()].join(','))})`);
    if (random() < 0.2) params.push(`and=(${encodeURIComponent(`${filter()},or(${filter()},${filter()})`)})`);
    if (random() < 0.3) params.push(`order=${pick(columns)}.${pick(['asc', 'desc', 'asc.nullslast', 'up'])}`);
    if (random() < 0.3) params.push(`limit=${pick(['0', '1', '10', '-1', 'x', '1000000'])}`);
    if (random() < 0.2) params.push(`offset=${pick(['0', '5', '500', '-3', 'y'])}`);
    return params.join('&');
  }

  it('answers 3,000 random requests with no 5xx and changes nothing', async () => {
    const shopper = (await server.signIn('shopper@mtindo.test', 'mtindo-shopper')).auth;
    const token = (await shopper.getSession()).data.session!.access_token;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 3000; i++) {
      const method = pick(['GET', 'GET', 'GET', 'HEAD', 'PATCH', 'DELETE', 'POST']);
      const table = pick([
        'products',
        'products',
        'user_roles',
        'profiles',
        'newsletter_subscribers',
        'nope',
      ]);
      const body =
        method === 'PATCH' || method === 'POST'
          ? JSON.stringify(random() < 0.5 ? { price: 1 } : { [pick(columns)]: value() })
          : undefined;
      const answer = await call(`/rest/v1/${table}?${query()}`, {
        method,
        body,
        token: random() < 0.5 ? token : undefined,
        headers: { 'Content-Type': 'application/json', ...(random() < 0.3 ? { Prefer: 'count=exact' } : {}) },
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, `${method} ${table}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      if (answer.status >= 400 && method !== 'HEAD') expect(answer.body).toHaveProperty('code');
    }
    // A spread of outcomes shows the generator reaches both the happy and the error paths.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
    const { rows } = await server.api.db.query<{ n: number }>(
      `select count(*)::int as n from public.products where price = 1`,
    );
    expect(rows[0]!.n).toBe(0);
    expect((await server.api.db.query('select 1 from public.products')).rowCount).toBe(productCount);
  }, 180_000);
});
