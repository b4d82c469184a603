// A connection that spares data is shown the small copy of an uploaded product photo: the admin
// area makes the copy as staff upload the photo (src/islands/admin/products/small-photo.ts), and
// the service worker shows it in the photo's place when the browser asks to spare data
// (src/service-worker/sw.ts); otherwise the photo itself shows.
import type { Browser, Page } from '@playwright/test';
import { smallPhotoOf, SMALL_PHOTO_WIDTH } from '../../src/lib/product-photos';
import { DEMO, signIn } from './accounts';
import { expect, test } from './fixtures';
import { openControlled, storedAddresses } from './service-worker';

test.use({ serviceWorkers: 'allow' });

/** A 1200 × 1500 PNG photo, drawn by the browser. */
const drawnPhoto = (page: Page) =>
  page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 1500);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 1500);
    gradient.addColorStop(0, '#b5542d');
    gradient.addColorStop(1, '#1f3b2c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 1500);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return Array.from(bytes);
  });

/** The width of the picture an <img> of `src` shows on the page. */
const shownWidth = (page: Page, src: string) =>
  page.evaluate(async (address) => {
    const image = new Image();
    image.src = address;
    await image.decode();
    return image.naturalWidth;
  }, src);

/** A shopper's phone of its own (another browser context: nothing the admin's page loaded is reused). */
async function shopperPage(browser: Browser, saveData: boolean) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  if (saveData)
    await (
      await context.newCDPSession(page)
    ).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await openControlled(page, '/about');
  return page;
}

test('an uploaded photo gets a small copy, which a connection that spares data is shown instead', async ({
  page,
  browser,
}) => {
  // Three browsers' worth of work (staff uploading, two shoppers under the service worker): 14 s
  // alone, and past the 30 s default beside the other tests on two cores (CI, twice in a row).
  test.setTimeout(90_000);
  await page.goto('/auth');
  const photo = Buffer.from(await drawnPhoto(page));
  await signIn(page, DEMO.admin);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add product' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Kikoi Linen Shirt');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  const preview = page.getByRole('img', { name: 'The product photo' });
  await expect(preview).toHaveAttribute('src', /\/storage\/v1\/object\/public\/product-images\//);
  const src = (await preview.getAttribute('src'))!;

  // The copy, beside the photo: WebP, SMALL_PHOTO_WIDTH wide, in the photo's proportions.
  const copy = smallPhotoOf(src)!;
  const answer = await page.request.get(copy);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.body.length).toBeLessThan(photo.length);
  expect(await shownWidth(page, copy)).toBe(SMALL_PHOTO_WIDTH);

  // Through the service worker: the copy on a connection that spares data, else the photo.
  const sparing = await shopperPage(browser, true);
  expect(await shownWidth(sparing, src)).toBe(SMALL_PHOTO_WIDTH);
  // The drawn artwork is no photo: it shows as it is.
  expect(await shownWidth(sparing, '/images/products/dress-001.svg')).toBe(800);
  await sparing.context().close();
  const plain = await shopperPage(browser, false);
  expect(await shownWidth(plain, src)).toBe(1200);
  // A photo seen is kept for offline, as the artwork is (Storage's public files are on the API's
  // origin, whose other addresses are never stored).
  await expect.poll(() => storedAddresses(plain)).toContain(src);
  await plain.context().close();
});
