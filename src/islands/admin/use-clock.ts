/** The time for components that show how long ago something happened, kept current while they show. */
import { useEffect, useState } from 'react';

/**
 * The current time in milliseconds, read when the component mounts and again every `everyMs`:
 * rendering stays pure (no `Date.now()` in a render), and an answer that depends on the time
 * changes while the page is open instead of only when something else re-renders it.
 *
 * @example const now = useClock(60_000); const stale = now - Date.parse(createdAt) > 15 * 60_000;
 */
export function useClock(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
