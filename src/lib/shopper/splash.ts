/**
 * The loading splash's timing (spec sections 2 and 9, standing decision 4): the bar rises 2 points
 * every 50 ms, the splash closes at 5 s and completes 300 ms later; once per browser session, never
 * on /checkout nor on /order, the checkout's confirmation, where a payment's status must show at once,
 * nor on /staff-invite, where an invitee arrives from an email to finish a task.
 */
export const SPLASH = { stepMs: 50, stepPercent: 2, closeAtMs: 5000, completeAfterMs: 300 } as const;
export const SPLASH_SESSION_KEY = 'splashShown';

/** The bar's percentage after `elapsedMs`. */
export function splashProgress(elapsedMs: number): number {
  return Math.min(100, Math.floor(elapsedMs / SPLASH.stepMs) * SPLASH.stepPercent);
}

/** The pages that never show the splash. */
export const NO_SPLASH_PATHS = ['/checkout', '/order', '/staff-invite'];

export function showsSplash(pathname: string, alreadyShown: boolean): boolean {
  return !alreadyShown && !NO_SPLASH_PATHS.includes(pathname.replace(/\/+$/, ''));
}
