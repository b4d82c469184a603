/**
 * Layout on a phone's screen: what the browser tests check on every template and on the pages a
 * phone shows most (phone-screen.spec.ts, templates.spec.ts).
 */
import type { Page } from '@playwright/test';

/** A phone's screen: 390 × 844 px. */
export const PHONE = { width: 390, height: 844 };

/** Opens `path` and waits until its scripts have run and its data has loaded. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * What is wrong with the page's layout as it stands: an element reaching past the screen's right
 * edge (outside anything that scrolls sideways), and each control whose centre a tap does not
 * reach — first where the page is now, then with each brought to the middle of the screen.
 */
export function layoutFaults(page: Page): Promise<string[]> {
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
