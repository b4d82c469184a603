import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// One page of each template.
const TEMPLATES = [
  '/',
  '/products',
  '/women',
  '/luxury-watches',
  '/product/dress-001',
  '/brands',
  '/brands/rolex',
  '/blog',
  '/blog/african-print',
  '/faq',
  '/size-guide',
  '/contact',
  '/account',
  '/admin',
  '/this-page-does-not-exist',
];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of TEMPLATES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        ).toEqual([]);
      });
    }
  });
}

test('menus opened are still accessible', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'MORE' }).click();
  const { violations } = await new AxeBuilder({ page }).include('header').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
