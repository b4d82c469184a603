/**
 * Reads retried when the network failed (the spec's data cache: three retries), and only then: a
 * refusal, a missing permission or a bug answers the same every time, so asking again would only
 * keep staff waiting for the same message. The waits double from half a second, as a phone
 * between masts needs.
 */
import { DataError } from './errors';

/** How many times a failed read is asked again. */
export const READ_RETRIES = 3;
const FIRST_WAIT_MS = 500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `read()`, asked again up to three times while it fails for want of a network.
 *
 * @example const orders = await withRetries(() => listOrders(filters));
 */
export async function withRetries<T>(
  read: () => Promise<T>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const network = error instanceof DataError && error.kind === 'network';
      if (!network || attempt === READ_RETRIES) throw error;
      await wait(FIRST_WAIT_MS * 2 ** attempt);
    }
  }
}
