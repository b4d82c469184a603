/** A product's history under its editor: who created and changed it, when, and each field before → after. */
import { describeChanges, describeEvent } from '../../../lib/admin/product-history';
import { listProductEvents, PRODUCT_HISTORY_LENGTH } from '../../../lib/supabase/admin/products';
import { ErrorNote, Loading, Panel, dateTime, useLoad } from '../parts';

export function ProductHistory({ productId, version }: { productId: string; version: string }) {
  // `version` (the row's updated_at) changes with each save: the new change is read at once.
  const events = useLoad(() => listProductEvents(productId), [productId, version]);
  return (
    <Panel title="History">
      {events.error ? (
        <ErrorNote error={events.error} onRetry={events.reload} />
      ) : !events.data ? (
        <Loading text="Loading the history…" />
      ) : events.data.length === 0 ? (
        <p className="text-sm text-ink-soft">No changes by staff recorded yet.</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {events.data.map((event, i) => (
            <li key={i} className="border-l-2 border-line pl-3">
              <p className="font-semibold">{describeEvent(event)}</p>
              {event.action === 'updated' && (
                <ul className="text-ink-soft">
                  {describeChanges(event.changes).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              <p className="text-xs text-ink-muted">
                {dateTime(event.at)} · {event.actor_email ?? 'a staff account since deleted'}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs text-ink-muted">
        {events.data?.length === PRODUCT_HISTORY_LENGTH &&
          `The latest ${PRODUCT_HISTORY_LENGTH} changes; earlier ones are kept in product_events. `}
        Stock that orders take and return is in each order&apos;s own history.
      </p>
    </Panel>
  );
}
