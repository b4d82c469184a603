/**
 * Whether the shopper's connection asks the store to spare data: Save-Data is on (the browser's
 * data saver, Chrome's Lite mode) or the network is 2G. Nothing is fetched ahead then.
 *
 * @example if (!savesData()) void import('./prefetch');
 */
export function savesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}
