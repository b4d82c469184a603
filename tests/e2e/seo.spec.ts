import { expect, test } from './fixtures';
import { SPEC_ROUTES } from './routes';

const head = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const meta = (sel: string) => document.querySelector(sel)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitter: meta('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
      ),
    };
  });

test('every page has a unique title and description, canonical URL and social cards', async ({ page }) => {
  test.setTimeout(120_000);
  // What a crawler reads is the pre-rendered head: without the page's scripts, /account does not
  // send this visitor on to /auth half-way through the reading.
  await page.route('**/_astro/*.js', (route) => route.abort());
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of SPEC_ROUTES) {
    await page.goto(path);
    const h = await head(page);
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

test('the home page describes the organisation and the clothing store', async ({ page }) => {
  await page.goto('/');
  const { jsonLd } = await head(page);
  expect(jsonLd.map((j) => j['@type'])).toEqual(expect.arrayContaining(['Organization', 'ClothingStore']));
  expect(jsonLd.find((j) => j['@type'] === 'ClothingStore')?.priceRange).toBe('KES 2000 - 50000');
});

test('private pages are kept out of search engines, public ones are not', async ({ page }) => {
  await page.route('**/_astro/*.js', (route) => route.abort()); // the served head, as crawlers read it
  for (const [path, robots] of [
    ['/account', 'noindex'],
    ['/admin/products', 'noindex'],
    ['/staff-invite', 'noindex'],
    ['/women', null],
  ] as const) {
    await page.goto(path);
    const meta = page.locator('meta[name="robots"]');
    if (robots) await expect(meta, path).toHaveAttribute('content', robots);
    else await expect(meta, path).toHaveCount(0);
  }
});

test('catalogue pages carry a BreadcrumbList', async ({ page }) => {
  for (const path of ['/products', '/products/dresses', '/women', '/kids/boys']) {
    await page.goto(path);
    const { jsonLd } = await head(page);
    expect(
      jsonLd.some((j) => j['@type'] === 'BreadcrumbList'),
      path,
    ).toBe(true);
  }
});

test('the sitemap lists the public pages and robots.txt points to it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://mtindo.co.ke/sitemap-index.xml');
  expect(robots).toContain('Disallow: /admin\n');
  expect(robots).toContain('Disallow: /checkout\n');
  const index = await (await request.get('/sitemap-index.xml')).text();
  const first = /<loc>https:\/\/mtindo\.co\.ke(\/[^<]+)<\/loc>/.exec(index)?.[1];
  const sitemap = await (await request.get(first!)).text();
  for (const path of ['/women', '/brands/rolex', '/blog/african-print', '/product/dress-001']) {
    expect(sitemap).toContain(`<loc>https://mtindo.co.ke${path}</loc>`);
  }
  expect(sitemap).not.toContain('/admin');
  expect(sitemap).not.toContain('/checkout');
});
