// `npm start` is one process on one origin: the built site and the local Supabase-compatible API.
// The site's own origin answers the spec's product search and the auth API, with the same key the
// site uses, and shows the local outbox.
import { expect, inject, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';

const origin = () => inject('siteOrigin');

it('the site origin serves live products through /rest/v1', async () => {
  const response = await fetch(
    `${origin()}/rest/v1/products?select=slug,name,in_stock&in_stock=eq.true&name=ilike.*watch*&limit=3`,
    { headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` } },
  );
  expect(response.status).toBe(200);
  expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  expect(response.headers.get('content-range')).toMatch(/^0-\d+\/\*$/);
});

it('the auth API answers on the same origin and refuses a wrong password with GoTrue’s message', async () => {
  const response = await fetch(`${origin()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@mtindo.test', password: 'not-the-password' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    error_code: 'invalid_credentials',
    msg: 'Invalid login credentials',
  });
});

it('the local outbox page lists what the server would have emailed', async () => {
  const response = await fetch(`${origin()}/_local/outbox`);
  expect(response.status).toBe(200);
  const headings = [...(await response.text()).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').trim(),
  );
  expect(headings).toEqual(['Local outbox']);
});
