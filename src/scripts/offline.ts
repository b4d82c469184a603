/**
 * The store without a network: registers the service worker (src/service-worker/sw.ts) once the
 * page has loaded, and shows a small banner, in the page's flow so it covers nothing, while the
 * network is gone, saying what needs it; the banner goes when the network returns.
 */
import { SERVICE_WORKER_URL } from '../service-worker/caches';

/** What the banner and the offline page say at a path (checkout, an order, the account…). */
export function offlinePageMessage(path: string): string {
  if (/^\/checkout(\/|$)/.test(path))
    return "You're offline — checkout needs a connection. Your cart is saved.";
  if (/^\/order(\/|$)/.test(path))
    return "You're offline — your order needs a connection to show. Your cart is saved.";
  if (/^\/(account|auth|admin|admin-dashboard|staff-invite)(\/|$)/.test(path))
    return "You're offline — your account needs a connection.";
  return "You're offline — the pages you have opened still work. Your cart is saved.";
}

let banner: HTMLElement | undefined;

function showOffline(offline: boolean): void {
  if (offline && !banner) {
    banner = document.createElement('p');
    banner.setAttribute('role', 'status');
    banner.dataset.offlineBanner = '';
    banner.className = 'bg-ink px-4 py-2 text-center text-sm text-cream';
    banner.textContent = offlinePageMessage(location.pathname);
    document.body.prepend(banner);
  } else if (!offline && banner) {
    banner.remove();
    banner = undefined;
  }
}

/** The offline page (served at any address the worker has no copy of): what it says there. */
function fillOfflinePage(): void {
  const paragraph = document.querySelector('[data-offline-message]');
  if (!paragraph) return;
  // Under the heading "You're offline": what the message says after those words.
  paragraph.textContent = offlinePageMessage(location.pathname).replace(
    /^You're offline — (.)/,
    (_, first: string) => first.toUpperCase(),
  );
  document.querySelector('[data-offline-retry]')?.addEventListener('click', () => location.reload());
}

export function watchConnection(): void {
  fillOfflinePage();
  addEventListener('offline', () => showOffline(true));
  addEventListener('online', () => showOffline(false));
  showOffline(!navigator.onLine);
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    addEventListener('load', () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {}));
}
