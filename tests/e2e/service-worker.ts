/**
 * The store's service worker in the browser tests (tests that allow it: `test.use({ serviceWorkers:
 * 'allow' })`): a page it controls, and what its caches hold.
 */
import type { Page } from '@playwright/test';
import { PAGES_CACHE_PREFIX } from '../../src/service-worker/caches';

/** Opens `path` and waits until the service worker controls the page. */
export async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The addresses the worker has stored, in every cache. */
export const storedAddresses = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      addresses.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return addresses;
  });

/** The names of the caches of published pages (one per publish the worker was written for). */
export const pagesCaches = (page: Page): Promise<string[]> =>
  page.evaluate(
    async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)),
    PAGES_CACHE_PREFIX,
  );
