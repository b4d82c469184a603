/**
 * Whether the shopper's connection asks the store to spare data: Save-Data is on (the browser's
 * data saver, Chrome's Lite mode) or the network is 2G. Nothing is fetched ahead then, and the
 * service worker shows uploaded photos' small copies. Reads the page's or the worker's navigator.
 *
 * @example if (!savesData()) void import('./prefetch');
 */
export function savesData(): boolean {
  const connection = (
    globalThis.navigator as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined
  )?.connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}
