/**
 * The luxury watch list as a shopper sees it on a phone (390 px) and a laptop (1280 px): every
 * watch drawn as its own model, no invented brand mark anywhere, and a screenshot of the grid at
 * each width attached to the report for a person to look at (kept for review, never compared).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The artwork of every card of the grid: its address and its SVG, without what only names it. */
async function cardArtwork(page: Page): Promise<{ id: string; src: string; svg: string }[]> {
  const cards = await page.locator('[data-product-grid] > li').evaluateAll((items) =>
    items.map((li) => ({
      id: li.getAttribute('data-product-id') ?? '',
      src: li.querySelector('img')?.getAttribute('src') ?? '',
    })),
  );
  return Promise.all(
    cards.map(async (card) => {
      const response = await page.request.get(card.src);
      expect(response.ok(), card.src).toBe(true);
      const svg = (await response.text())
        // The title names the product, the ids are per product and a recoloured copy is the same
        // watch: the drawing itself is what must differ.
        .replace(/<title[^>]*>[^<]*<\/title>/, '')
        .replace(/\bid="[^"]*"|url\(#[^)]*\)|href="#[^"]*"|aria-labelledby="[^"]*"|#[0-9a-f]{6}\b/gi, '');
      return { ...card, svg };
    }),
  );
}

for (const viewport of WIDTHS) {
  test.describe(`the luxury watches at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('draws every watch as its own model and names the brands in type', async ({ page }, testInfo) => {
      await page.goto('/luxury-watches');
      const grid = page.locator('[data-product-grid]');
      await expect(grid.locator('> li').first()).toBeVisible();

      const cards = await cardArtwork(page);
      expect(cards.length).toBeGreaterThanOrEqual(6);
      for (const card of cards) expect(card.src, card.id).toMatch(/^\/images\/products\/.+\.svg$|^https?:/);
      const drawn = cards.filter((card) => card.src.endsWith('.svg'));
      expect(new Set(drawn.map((card) => card.svg)).size, 'one drawing per watch').toBe(drawn.length);

      // The brands below the grid: their names in type, no picture standing in for a logo.
      const brands = page.locator('section[aria-labelledby="brands-heading"]');
      await expect(brands.getByRole('link', { name: 'Patek Philippe', exact: true })).toBeVisible();
      await expect(brands.locator('img')).toHaveCount(0);
      const pictures = await page
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(pictures.filter((src) => /\/images\/brands\/|monogram/i.test(src ?? ''))).toEqual([]);
      expect((await page.request.get('/images/brands/rolex.svg')).status()).toBe(404);

      // Every card's artwork loaded before the pictures are taken.
      await grid.scrollIntoViewIfNeeded();
      for (const img of await grid.locator('img').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveJSProperty('complete', true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // The sticky header would lie over the grid in its picture.
      await page.addStyleTag({ content: '[data-site-header]{position:static!important}' });
      // Kept as files in the test's output folder and in the report, for a person to look at.
      for (const [name, part] of [
        [`watch-grid-${viewport.width}.png`, grid],
        [`watch-brands-${viewport.width}.png`, brands],
      ] as const) {
        const path = testInfo.outputPath(name);
        await part.screenshot({ path, animations: 'disabled' });
        await testInfo.attach(name, { path, contentType: 'image/png' });
      }
    });
  });
}
