/**
 * Expires online orders left unpaid past their time, and pay-on-delivery orders nobody confirmed
 * by phone in time, and gives their stock back, as pg_cron does each minute on hosted Supabase
 * (migrations 20261125100500 and 20261125101800): the local server has no pg_cron.
 */
import type { Database } from './database.ts';

/** Runs `expire_unpaid_orders()` every `intervalMs`; returns the function that stops it. */
export function expireUnpaidOrders(
  db: Database,
  intervalMs: number,
  log: (line: string) => void,
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    db.query<{ expired: number }>('select public.expire_unpaid_orders() as expired')
      .then(({ rows }) => {
        if (rows[0]?.expired)
          log(
            `[orders] ${rows[0].expired} order(s) unpaid or unconfirmed in time expired; their stock is back on sale`,
          );
      })
      .catch((error: unknown) => log(`[orders] expiring unpaid orders failed: ${String(error)}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
