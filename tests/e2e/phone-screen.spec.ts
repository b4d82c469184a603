/**
 * A phone's screen (390 × 844 px, and 360 px, the narrowest common Android width): the first screen
 * of every list page shows its first row of products, a product page keeps its price and Add to
 * Cart in reach, and on every template nothing is wider than the screen and nothing covers anything
 * — each control, brought into view, is what a tap on its centre reaches.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TEMPLATES } from './routes';
import { placeOrder } from './admin';
import { DEMO, signIn } from './accounts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/**
 * What is wrong with the page's layout as it stands: an element reaching past the screen's right
 * edge (outside anything that scrolls sideways), and each control whose centre a tap does not
 * reach — first where the page is now, then with each brought to the middle of the screen.
 */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const scrollsSideways = (el: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Visually hidden (Tailwind's sr-only) is not shown, though it has a size.
      const clipped = getComputedStyle(el).clip === 'rect(0px, 0px, 0px, 0px)';
      return box.width > 1 && box.height > 1 && !clipped && el.checkVisibility({ visibilityProperty: true });
    };
    // A link in running text may break across lines: its first line is where a tap goes.
    const centre = (el: Element) => {
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      return [box.left + box.width / 2, box.top + box.height / 2] as const;
    };
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el) || el.closest('[aria-hidden="true"], svg')) continue;
      const box = el.getBoundingClientRect();
      let ancestor = el.parentElement;
      while (ancestor && !scrollsSideways(ancestor)) ancestor = ancestor.parentElement;
      if (!ancestor && box.right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
        faults.push(`${name(el)} reaches ${Math.round(box.right)} px on a ${width} px screen`);
    }

    // Controls, and amounts of money (a price, an order's total): what must never be covered.
    const amount = (el: Element) =>
      el.childElementCount === 0 && /^(KSH|\$)\s?[\d,.]+$/.test(el.textContent!.trim());
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"]), span, p, dd, td',
      ),
    ].filter(
      (el) =>
        (el.matches('span, p, dd, td') ? amount(el) : true) &&
        shown(el) &&
        !el.closest('dialog:not([open]), [inert]'),
    );
    // What stands over the centre of `el`, when it is something else: not `el` itself, its label,
    // or (for an amount) the link that makes its own product card one tap target.
    const reached = (el: HTMLElement) => {
      const hit = document.elementFromPoint(...centre(el));
      if (!hit || el === hit || el.contains(hit)) return null;
      if ((hit.closest('label') as HTMLLabelElement | null)?.control === el) return null;
      const card = el.closest('article');
      return amount(el) && card && card.contains(hit) ? null : hit;
    };
    const onScreen = (el: HTMLElement) => {
      const [x, y] = centre(el);
      return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
    };
    for (const el of controls) {
      const cover = onScreen(el) && reached(el);
      if (cover) faults.push(`${name(el)} is covered by ${name(cover)} on the first screen`);
    }
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const cover = onScreen(el) ? reached(el) : null;
      if (cover) faults.push(`${name(el)} is covered by ${name(cover)}`);
    }
    scrollTo({ top: 0, behavior: 'instant' });
    return [...new Set(faults)];
  });
}

/** Opens `path` and waits until its scripts have run and its data has loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const path of TEMPLATES)
  test(`${path} fits a phone and nothing covers anything`, async ({ page }) => {
    await open(page, path);
    expect(await layoutFaults(page)).toEqual([]);
  });

test('the order page of a new order fits a phone and nothing covers its total', async ({ page, request }) => {
  const order = (await placeOrder(request)) as { access_key?: string };
  expect(order.access_key).toBeTruthy();
  await open(page, `/order?key=${order.access_key}`);
  await expect(page.getByText('Total', { exact: true }).first()).toBeVisible();
  expect(await layoutFaults(page)).toEqual([]);
});

test('a signed-in account page fits a phone and nothing covers anything', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, DEMO.shopper);
  await page.waitForLoadState('networkidle');
  expect(await layoutFaults(page)).toEqual([]);
});

test('the header fits the narrowest common phone, with a full cart', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/product/bags-001');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  // A toast stands over the header for its five seconds; the header itself is what is checked.
  await page.locator('[data-sonner-toast]').getByRole('button', { name: /close/i }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await layoutFaults(page)).toEqual([]);
});

test('the cart drawer with its toast: the toast covers neither its title nor Close', async ({ page }) => {
  await open(page, '/product/bags-001');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer).toBeVisible();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Added to Cart');
  // The toast has come to rest and the drawer has stepped down below it.
  await expect
    .poll(async () => {
      const [toastBox, title] = [await toast.boundingBox(), await drawer.getByRole('heading').boundingBox()];
      return toastBox && title ? title.y - (toastBox.y + toastBox.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click({ trial: true });
});

const LIST_PAGES = [
  '/products',
  '/products/dresses',
  '/luxury-watches-store',
  '/sale',
  '/brands/rolex',
  '/women',
];
for (const path of LIST_PAGES)
  test(`${path} shows its first row of products on a phone's first screen`, async ({ page }) => {
    await open(page, path);
    const first = (await page.locator('main article').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
  });

test('a product page keeps its price and Add to Cart in reach, and asks for a size in its own words', async ({
  page,
}) => {
  await open(page, '/product/dress-001');
  const bar = page.locator('[data-buy-bar]');
  await expect(bar).toBeVisible();
  await expect(bar.locator('[data-price-kes]')).toBeInViewport();
  const add = bar.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeInViewport();
  await add.click();
  // No size chosen: the store's message under the sizes, and nothing in the cart.
  const message = page.getByRole('alert').filter({ hasText: 'Choose a size' });
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  await expect(page.locator('[data-cart-count]')).toBeHidden();
  // With the buy box's own button on screen, the bar has gone: never two on screen.
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes.locator('label').first().click();
  await expect(message).toBeHidden();
  await page.locator('[data-add-to-cart-form] [data-add-to-cart]').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.locator('[data-add-to-cart-form] [data-add-to-cart]').click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();
});
