// What a crawler reads: the head of every page as the site server sends it, before any script
// runs — unique titles and descriptions, canonical URLs, social cards, JSON-LD, robots rules and
// the sitemap. No browser is needed to read what is served.
import { Window } from 'happy-dom';
import { afterAll, expect, inject, it } from 'vitest';
import { SPEC_ROUTES } from '../e2e/routes';

const window = new Window();
afterAll(() => window.happyDOM.close());

const origin = () => inject('siteOrigin');

async function served(path: string): Promise<string> {
  const response = await fetch(`${origin()}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The head of the page at `path`, as served. */
async function head(path: string) {
  const document = new window.DOMParser().parseFromString(await served(path), 'text/html');
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: meta('meta[property="og:title"]'),
    ogImage: meta('meta[property="og:image"]'),
    twitter: meta('meta[name="twitter:card"]'),
    robots: meta('meta[name="robots"]'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    ),
  };
}

it('every page has a unique title and description, canonical URL and social cards', async () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of SPEC_ROUTES) {
    const h = await head(path);
    expect(h.description?.length ?? 0, path).toBeGreaterThanOrEqual(50);
    expect(h.canonical, path).toBe(`https://mtindo.co.ke${path === '/' ? '/' : path}`);
    expect(h.ogTitle, path).toBe(h.title);
    expect(h.ogImage, path).toMatch(/^https:\/\//);
    expect(h.twitter, path).toBe('summary_large_image');
    expect(titles.get(h.title), `${path} repeats the title of ${titles.get(h.title)}`).toBeUndefined();
    expect(descriptions.get(h.description!), `${path} repeats a description`).toBeUndefined();
    titles.set(h.title, path);
    descriptions.set(h.description!, path);
  }
});

it('the home page describes the organisation and the clothing store', async () => {
  const { jsonLd } = await head('/');
  expect(jsonLd.map((j) => j['@type'])).toEqual(expect.arrayContaining(['Organization', 'ClothingStore']));
  expect(jsonLd.find((j) => j['@type'] === 'ClothingStore')?.priceRange).toBe('KES 2000 - 50000');
});

it('private pages are kept out of search engines, public ones are not', async () => {
  for (const [path, robots] of [
    ['/account', 'noindex'],
    ['/admin/products', 'noindex'],
    ['/staff-invite', 'noindex'],
    ['/women', null],
  ] as const) {
    expect((await head(path)).robots, path).toBe(robots);
  }
});

it('catalogue pages carry a BreadcrumbList', async () => {
  for (const path of ['/products', '/products/dresses', '/women', '/kids/boys']) {
    const { jsonLd } = await head(path);
    expect(
      jsonLd.some((j) => j['@type'] === 'BreadcrumbList'),
      path,
    ).toBe(true);
  }
});

it('the sitemap lists the public pages and robots.txt points to it', async () => {
  const robots = await served('/robots.txt');
  expect(robots).toContain('Sitemap: https://mtindo.co.ke/sitemap-index.xml');
  expect(robots).toContain('Disallow: /admin\n');
  expect(robots).toContain('Disallow: /checkout\n');
  const index = await served('/sitemap-index.xml');
  const first = /<loc>https:\/\/mtindo\.co\.ke(\/[^<]+)<\/loc>/.exec(index)?.[1];
  const sitemap = await served(first!);
  for (const path of ['/women', '/brands/rolex', '/blog/african-print', '/product/dress-001']) {
    expect(sitemap).toContain(`<loc>https://mtindo.co.ke${path}</loc>`);
  }
  expect(sitemap).not.toContain('/admin');
  expect(sitemap).not.toContain('/checkout');
});
