// Every route of the spec's "Screens and routes" table answers 200 with its one heading and the
// store's name in its title, as the site server sends it (the browser tests read the pages in use);
// an unknown address gets the designed not-found page with status 404.
import { Window } from 'happy-dom';
import { afterAll, expect, inject, it } from 'vitest';
import { SPEC_ROUTES } from '../e2e/routes';

const window = new Window();
afterAll(() => window.happyDOM.close());

async function page(path: string) {
  const response = await fetch(`${inject('siteOrigin')}${path}`);
  const document = new window.DOMParser().parseFromString(await response.text(), 'text/html');
  const headings = [...document.querySelectorAll('h1')].map((h) =>
    (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return { status: response.status, title: document.title, headings, document };
}

it('every spec route answers 200 with its heading and the store in its title', async () => {
  for (const { path, heading } of SPEC_ROUTES) {
    const { status, title, headings } = await page(path);
    expect(status, path).toBe(200);
    expect(headings, path).toHaveLength(1);
    expect(headings[0], path).toMatch(heading);
    expect(title, path).toMatch(/Mtindo/);
  }
});

it('an unknown path gets the designed not-found page with status 404', async () => {
  const { status, headings, document } = await page('/no-such-page/at-all');
  expect(status).toBe(404);
  expect(headings).toEqual(['Page not found']);
  const links = [...document.querySelectorAll('a')].map((a) => a.textContent?.trim());
  expect(links).toContain('New Arrivals');
});

it('an unknown product slug is not found either', async () => {
  expect((await page('/product/not-a-product-999')).status).toBe(404);
});
