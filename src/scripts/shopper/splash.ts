/** Runs the splash the head script switched on: the rising bar, then close and completion. */
import { SPLASH, SPLASH_SESSION_KEY, splashProgress } from '../../lib/shopper/splash';

const root = document.documentElement;
const splash = document.querySelector<HTMLElement>('[data-splash]');

/** Resolves when the splash has completed (at once when this page shows none). */
export const splashDone: Promise<void> = new Promise((resolve) => {
  if (!splash || !root.classList.contains('splash')) return resolve();
  const bar = splash.querySelector<HTMLElement>('[data-splash-bar]')!;
  const percent = splash.querySelector<HTMLElement>('[data-splash-percent]')!;
  const started = performance.now();
  const tick = setInterval(() => {
    const value = splashProgress(performance.now() - started);
    bar.style.width = `${value}%`;
    percent.textContent = `${value}%`;
  }, SPLASH.stepMs);

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    clearInterval(tick);
    clearTimeout(closeTimer);
    splash.classList.add('splash-closing');
    try {
      sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
    } catch {
      /* storage unavailable: the splash shows again next page, nothing else is lost */
    }
    setTimeout(() => {
      root.classList.remove('splash');
      document.removeEventListener('keydown', onKey);
      resolve();
    }, SPLASH.completeAfterMs);
  };
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
  const closeTimer = setTimeout(close, SPLASH.closeAtMs);
  splash.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
});
