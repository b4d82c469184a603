// `npm start` is one process on one origin: the built site and the local Supabase-compatible API.
// In a real browser, the page's own origin answers the spec's product search and the auth API,
// with the same key and client the site uses.
import { expect, test } from './fixtures';
import { LOCAL_ANON_KEY } from '../../src/lib/supabase/config';

test('the site origin serves live products through /rest/v1', async ({ page }) => {
  await page.goto('/');
  const answer = await page.evaluate(async (key) => {
    const response = await fetch(
      '/rest/v1/products?select=slug,name,in_stock&in_stock=eq.true&name=ilike.*watch*&limit=3',
      {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      },
    );
    return {
      status: response.status,
      rows: await response.json(),
      range: response.headers.get('content-range'),
    };
  }, LOCAL_ANON_KEY);
  expect(answer.status).toBe(200);
  expect(answer.rows.length).toBeGreaterThan(0);
  expect(answer.range).toMatch(/^0-\d+\/\*$/);
});

test('the auth API answers on the same origin and refuses a wrong password with GoTrue’s message', async ({
  page,
}) => {
  await page.goto('/');
  const answer = await page.evaluate(async (key) => {
    const response = await fetch('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'shopper@mtindo.test', password: 'not-the-password' }),
    });
    return { status: response.status, body: await response.json() };
  }, LOCAL_ANON_KEY);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
});

test('the local outbox page lists what the server would have e-mailed', async ({ page }) => {
  const response = await page.goto('/_local/outbox');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local outbox');
});
