/**
 * "Publish storefront": rebuilds the static pages (product pages, lists, the search index) from
 * the products table, and follows the build's stages to its result. Product changes are live for
 * search, the assistant and /product/{slug} at once; this brings the pre-rendered pages along.
 */
import { useEffect, useState } from 'react';
import { listPublishes, startPublish, type StorefrontPublish } from '../../../lib/supabase/publish';
import { ErrorNote, Panel, StatusBadge, dateTime, messageOf, useLoad } from '../parts';

const POLL_MS = 2000;

function Result({ publish }: { publish: StorefrontPublish }) {
  const seconds = publish.finishedAt
    ? Math.round((publish.finishedAt.getTime() - publish.startedAt.getTime()) / 1000)
    : null;
  return (
    <div className="text-sm" aria-live="polite">
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge
          status={
            publish.status === 'succeeded'
              ? 'delivered'
              : publish.status === 'running' || publish.status === 'queued'
                ? 'pending'
                : 'failed'
          }
          label={publish.status}
        />
        <span className="font-semibold">
          {publish.active ? `${publish.stage}…` : (publish.message ?? publish.stage)}
        </span>
      </p>
      <p className="mt-1 text-ink-muted">
        Started {dateTime(publish.startedAt.toISOString())}
        {seconds !== null && ` · took ${seconds} s`}
        {publish.productCount !== null && ` · ${publish.productCount.toLocaleString('en-KE')} products`}
        {publish.skippedCount ? ` · ${publish.skippedCount} left out` : ''}
      </p>
    </div>
  );
}

export function PublishPanel() {
  const list = useLoad(() => listPublishes(), []);
  const [latest, setLatest] = useState<StorefrontPublish | undefined>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A newly loaded list shows its latest publish, set while rendering (React's way of adjusting
  // state to a changed input); polling and starting a publish update it in between.
  const [latestOf, setLatestOf] = useState(list.data);
  if (latestOf !== list.data) {
    setLatestOf(list.data);
    setLatest(list.data?.publishes[0]);
  }
  // While a publish runs, ask for its stage every few seconds.
  const active = latest?.active ?? false;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      listPublishes().then(
        (answer) => setLatest(answer.publishes[0]),
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active]);

  const publish = async () => {
    setBusy(true);
    setError('');
    try {
      setLatest(await startPublish());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const target = list.data?.target;
  return (
    <Panel
      title="Storefront"
      actions={
        <button
          type="button"
          className="btn-accent"
          onClick={publish}
          disabled={busy || active || target === null || !list.data}
        >
          {active ? 'Publishing…' : 'Publish storefront'}
        </button>
      }
    >
      <p className="text-sm text-ink-soft">
        {target === null
          ? 'Publishing is not set up on this server: set STOREFRONT_DEPLOY_HOOK_URL to your host’s deploy hook.'
          : 'Product changes show in search, the assistant and at the product’s address at once. Publish to rebuild the pages, lists and search index from the products table.'}
      </p>
      <div className="mt-3">
        {list.error && <ErrorNote error={list.error} onRetry={list.reload} />}
        {error && <ErrorNote error={error} />}
        {latest ? (
          <Result publish={latest} />
        ) : (
          list.data && <p className="text-sm text-ink-muted">Not published from here yet.</p>
        )}
      </div>
    </Panel>
  );
}
