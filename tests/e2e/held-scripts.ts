/**
 * Holds back the scripts a page asks for from now on, until the test lets them through: what a
 * shopper on a slow network sees before a panel's code arrives, as a state the test controls
 * instead of a delay it races.
 *
 * @example const scripts = await holdScripts(page); …assert the stand-in…; scripts.release();
 */
import type { Page } from '@playwright/test';

export interface HeldScripts {
  /** Resolves once the page has asked for a script (which is being held). */
  requested: Promise<void>;
  /** Lets the held scripts, and every later one, through. */
  release(): void;
}

export async function holdScripts(page: Page): Promise<HeldScripts> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

/**
 * Answers the requests `route` intercepts only when the test says so: a reply on its way for as
 * long as the test needs to look at the waiting state.
 */
export function heldAnswer(): { hold(): Promise<void>; release(): void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { hold: () => released, release };
}
