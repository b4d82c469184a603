/** Products shoppers wait for: how many confirmed "tell me when it is back" alerts each has. */
import { listRestockWaits } from '../../../lib/supabase/admin/restock-waits';
import { ErrorNote, Loading, Panel, useLoad } from '../parts';

export function RestockWaits() {
  const waits = useLoad(() => listRestockWaits(), []);
  return (
    <Panel title="Waiting for stock">
      {waits.error && <ErrorNote error={waits.error} onRetry={waits.reload} />}
      {!waits.data && !waits.error && <Loading text="Loading…" />}
      {waits.data?.length === 0 && (
        <p className="text-sm text-ink-soft">No shopper is waiting for a sold-out product.</p>
      )}
      {waits.data && waits.data.length > 0 && (
        <>
          <p className="mb-3 text-sm text-ink-muted">
            Each is told once, by email or SMS, as soon as the product is back in stock.
          </p>
          <ul className="divide-y divide-line text-sm">
            {waits.data.map((wait) => (
              <li key={wait.productId} className="flex flex-wrap justify-between gap-2 py-2">
                <a href={`/product/${wait.productId}`} className="link">
                  {wait.name}
                </a>
                <span>
                  {wait.waiting} waiting
                  {wait.sizes.length > 0 && (
                    <span className="text-ink-muted"> · sizes {wait.sizes.join(', ')}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
