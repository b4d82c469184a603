import { expect, test } from './fixtures';

test.describe('contact form', () => {
  test('says what is missing, field by field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send by email' }).click();
    await expect(page.getByText('Please tell us your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('hands a complete message to WhatsApp and says what happens next', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
    });
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Achieng Odhiambo');
    await page.getByLabel('Email address').fill('achieng@example.co.ke');
    await page.getByLabel('What is it about?').selectOption('sizing');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Which size of the kitenge wrap dress fits a UK 12?');
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We reply within one working day' }),
    ).toBeVisible();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    expect(decodeURIComponent(opened[0]!)).toContain('Which size of the kitenge wrap dress fits a UK 12?');
    // Nothing typed is lost.
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Which size of the kitenge wrap dress fits a UK 12?',
    );
  });
});

test('watch pages present their six brands and their products', async ({ page }) => {
  for (const [path, brands] of [
    [
      '/luxury-watches',
      ['Rolex', 'Patek Philippe', 'Omega', 'Audemars Piguet', 'Cartier', 'Vacheron Constantin'],
    ],
    [
      '/smart-watches',
      ['Apple Watch', 'Samsung Galaxy Watch', 'Garmin', 'TAG Heuer Connected', 'Fitbit', 'Amazfit'],
    ],
  ] as const) {
    await page.goto(path);
    for (const name of brands) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.locator('[data-product-grid] > li:visible').first()).toBeVisible();
  }
});

test('a brand page tells its story and lists its products', async ({ page }) => {
  await page.goto('/brands/rolex');
  await expect(page.getByRole('heading', { name: 'The story' })).toBeVisible();
  await expect(page.getByText('Since 1905')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rolex Oyster Perpetual 41' })).toBeVisible();
});

test('a blog article shows its byline, reading time and the products it mentions', async ({ page }) => {
  await page.goto('/blog/african-print');
  await expect(page.getByText(/min read/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop the story' })).toBeVisible();
  const products = page.locator('section[aria-labelledby="mentioned-heading"] article');
  expect(await products.count()).toBeGreaterThanOrEqual(3);
});

test('the FAQ is marked up as an FAQPage', async ({ page }) => {
  await page.goto('/faq');
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
  const faq = blocks.find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10);
  expect(faq.mainEntity.some((q: { name: string }) => /M-Pesa/i.test(q.name))).toBe(true);
});
