// Byte budget (deterministic): the gzipped JavaScript a page loads before the visitor interacts,
// which takes a browser to learn. The HTML and CSS budgets read the build: tests/site/bytes.test.ts.
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

const CONTENT_BUDGET = 12 * 1024;
const CATALOGUE_BUDGET = 90 * 1024;
const PAGES: [string, number][] = [
  ['/', CATALOGUE_BUDGET],
  ['/products', CATALOGUE_BUDGET],
  ['/women', CATALOGUE_BUDGET],
  ['/product/dress-001', CATALOGUE_BUDGET],
  ['/about', CONTENT_BUDGET],
  ['/faq', CONTENT_BUDGET],
  ['/brands/rolex', CONTENT_BUDGET],
  ['/blog/african-print', CONTENT_BUDGET],
];

for (const [path, budget] of PAGES) {
  test(`${path} loads at most ${budget / 1024} KB of gzipped JavaScript before interaction`, async ({
    page,
  }) => {
    const bodies: Promise<Buffer>[] = [];
    const countScript = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    };
    page.on('response', countScript);
    await page.goto(path, { waitUntil: 'networkidle' });
    // What loads later (on idle, or once the shopper reaches for something) is not counted, and its
    // body is not asked for once the test may have ended.
    page.off('response', countScript);
    const inline = await page
      .locator(
        'script:not([src]):not([type="application/ld+json"]):not([type="application/json"]):not([type="speculationrules"])',
      )
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const total =
      (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0) +
      inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped JS`);
    expect(total).toBeLessThanOrEqual(budget);
  });
}

// A first visit on a phone, counted as the browser received it (compressed, headers included) until
// the network is idle: the page, its styles, fonts, script and the pictures of its first screen.
// The service worker's install, which stores the store's shell for offline use, is reported beside
// it by `npm run bench:phone` (these tests block the worker).
const FIRST_VISIT_BUDGETS: [string, number][] = [
  ['/', 80 * 1024],
  ['/product/dress-001', 110 * 1024],
];
for (const [path, budget] of FIRST_VISIT_BUDGETS)
  test(`a first visit to ${path} on a phone costs at most ${budget / 1024} KB`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const sizes: Promise<number>[] = [];
    context.on('requestfinished', (request) =>
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)),
    );
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await context.close();
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB on a first visit`);
    expect(total).toBeLessThanOrEqual(budget);
  });
