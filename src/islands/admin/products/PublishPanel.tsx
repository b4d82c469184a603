/**
 * The storefront's publishing: product changes go live by themselves (the site server publishes
 * the pages that show them a few seconds after staff save: a partial publish), and "Publish
 * storefront" rebuilds the whole site. The panel shows the changes still waiting, the latest
 * publish (partial or full, its stage, when it went live), and asks again every few seconds.
 */
import { useEffect, useState } from 'react';
import {
  listPublishes,
  startPublish,
  type PublishList,
  type StorefrontPublish,
  type WaitingChange,
} from '../../../lib/supabase/publish';
import { ErrorNote, Panel, StatusBadge, messageOf, useLoad } from '../parts';

/** How often the panel asks: often while something is on its way, less when all is live. */
const BUSY_POLL_MS = 2000;
const IDLE_POLL_MS = 8000;
/** Waiting changes listed by name; the rest are counted. */
const LISTED = 5;

const TIME = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const at = (time: Date) => TIME.format(time);

const ACTION_WORDS: Record<WaitingChange['action'], string> = {
  created: 'new',
  updated: 'changed',
  deleted: 'deleted',
};

function Result({ publish }: { publish: StorefrontPublish }) {
  const seconds = publish.finishedAt
    ? Math.round((publish.finishedAt.getTime() - publish.startedAt.getTime()) / 1000)
    : null;
  const kind = publish.kind === 'partial' ? 'Changed pages' : 'Whole site';
  return (
    <div className="text-sm" aria-live="polite" data-testid="latest-publish">
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
          {kind}: {publish.active ? `${publish.stage}…` : (publish.message ?? publish.stage)}
        </span>
      </p>
      <p className="mt-1 text-ink-muted">
        {publish.status === 'succeeded' && publish.finishedAt
          ? `Live since ${at(publish.finishedAt)}`
          : `Started ${at(publish.startedAt)}`}
        {seconds !== null && ` · took ${seconds} s`}
        {publish.pagesBuilt !== null && ` · ${publish.pagesBuilt.toLocaleString('en-KE')} pages built`}
        {publish.skippedCount ? ` · ${publish.skippedCount} left out` : ''}
      </p>
    </div>
  );
}

function Waiting({ changes }: { changes: WaitingChange[] }) {
  if (!changes.length)
    return <p className="text-sm text-ink-muted">Every product change is live on the storefront.</p>;
  return (
    <div className="text-sm" data-testid="waiting-changes">
      <p className="font-semibold">
        Waiting to go live: {changes.length} {changes.length === 1 ? 'product' : 'products'}
      </p>
      <ul className="mt-1 space-y-0.5 text-ink-soft">
        {changes.slice(0, LISTED).map((change) => (
          <li key={change.slug}>
            {change.name} ({ACTION_WORDS[change.action]}, saved {at(change.changedAt)})
          </li>
        ))}
        {changes.length > LISTED && <li>and {changes.length - LISTED} more</li>}
      </ul>
    </div>
  );
}

export function PublishPanel() {
  const list = useLoad(() => listPublishes(), []);
  const [shown, setShown] = useState<PublishList | undefined>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A newly loaded list is shown (set while rendering, React's way of adjusting state to a changed
  // input); polling and starting a publish update it in between.
  const [shownOf, setShownOf] = useState(list.data);
  if (shownOf !== list.data) {
    setShownOf(list.data);
    setShown(list.data);
  }
  const latest = shown?.publishes[0];
  const active = latest?.active ?? false;
  const waiting = shown?.pending.length ?? 0;
  const target = shown?.target;
  // Ask again every few seconds: the site server publishes saved changes by itself.
  useEffect(() => {
    if (!list.data || target === null) return;
    const timer = setInterval(
      () => {
        listPublishes().then(setShown, () => undefined);
      },
      active || waiting ? BUSY_POLL_MS : IDLE_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [list.data, target, active, waiting]);

  const publish = async () => {
    setBusy(true);
    setError('');
    try {
      const started = await startPublish();
      setShown((list) => list && { ...list, publishes: [started, ...list.publishes] });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel
      title="Storefront"
      actions={
        <button
          type="button"
          className="btn-accent"
          onClick={publish}
          disabled={busy || active || target === null || !shown}
        >
          {active ? 'Publishing…' : 'Publish storefront'}
        </button>
      }
    >
      <p className="text-sm text-ink-soft">
        {target === null
          ? 'Publishing is not set up on this server: set STOREFRONT_DEPLOY_HOOK_URL to your host’s deploy hook.'
          : target === 'local'
            ? 'Saved product changes go live by themselves: a few seconds after you save, the pages, lists and search that show them are published. Publish storefront rebuilds the whole site.'
            : 'Product changes show in search, the assistant and at the product’s address at once. Publish storefront asks your host to rebuild the pages, lists and search index.'}
      </p>
      <div className="mt-3 space-y-3">
        {list.error && <ErrorNote error={list.error} onRetry={list.reload} />}
        {error && <ErrorNote error={error} />}
        {shown && <Waiting changes={shown.pending} />}
        {latest ? (
          <Result publish={latest} />
        ) : (
          shown && <p className="text-sm text-ink-muted">Not published from here yet.</p>
        )}
      </div>
    </Panel>
  );
}
