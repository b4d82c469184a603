/**
 * Sends the messages the database queued for shoppers (alerts, review reminders) by calling the
 * shopper-messages function every `intervalMs`, as pg_cron does each minute on hosted Supabase
 * (migration 20261128183000): the local server has no pg_cron or pg_net.
 */
import type { ShopperMessagesRun } from '../functions/_shared/contracts/shopper-messages.ts';

/** Calls the function every `intervalMs` with the secret key; returns the function that stops it. */
export function sendShopperMessages(
  functionUrl: () => string,
  secretKey: string,
  intervalMs: number,
  log: (line: string) => void,
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fetch(functionUrl(), {
      method: 'POST',
      headers: { apikey: secretKey, 'Content-Type': 'application/json' },
      body: '{}',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
        const run = (await response.json()) as ShopperMessagesRun;
        if (run.sent || run.failed)
          log(
            `[messages] ${run.sent} shopper message(s) sent${run.failed ? `, ${run.failed} to try again` : ''}`,
          );
      })
      .catch((error: unknown) => log(`[messages] sending shopper messages failed: ${String(error)}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
