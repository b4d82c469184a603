/**
 * Pieces every admin page uses: loading a page's data, its loading and error states, a pager,
 * status badges, money and Nairobi times, and filters kept in the address so a reload keeps them.
 */
import { useCallback, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { formatKsh } from '../../lib/money';
import { DataError } from '../../lib/supabase/errors';
import { withRetries } from '../../lib/supabase/retry';

export interface Loaded<T> {
  data: T | undefined;
  error: string;
  loading: boolean;
  reload: () => void;
}

interface LoadState<T> {
  /** The inputs the data is (being) loaded for. */
  deps: readonly unknown[];
  /** Counts loads asked for: a change of inputs or a reload starts the next one. */
  generation: number;
  data?: T;
  error: string;
  loading: boolean;
}

/**
 * Runs `load` now and whenever `deps` change (again up to three times while the network fails);
 * a newer load wins over a slower older one.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ deps, generation: 0, error: '', loading: true });
  // New inputs ask for a new load in this very render (React's way of adjusting state to changed
  // props), so the page reads as loading at once, its earlier data still shown until replaced.
  if (!sameDeps(state.deps, deps))
    setState({ ...state, deps, generation: state.generation + 1, loading: true });
  // The latest `load` (it closes over the inputs) without making each render's new function a cause to reload.
  const run = useEffectEvent(load);
  const { generation } = state;
  useEffect(() => {
    let latest = true;
    withRetries(run).then(
      (data) => latest && setState((s) => ({ ...s, data, error: '', loading: false })),
      (error: unknown) => latest && setState((s) => ({ ...s, error: messageOf(error), loading: false })),
    );
    return () => {
      latest = false;
    };
  }, [generation]);
  const reload = useCallback(
    () => setState((s) => ({ ...s, generation: s.generation + 1, loading: true })),
    [],
  );
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** Whether two lists of inputs are the same, compared as React compares an effect's dependencies. */
function sameDeps(before: readonly unknown[], after: readonly unknown[]): boolean {
  return before.length === after.length && before.every((value, index) => Object.is(value, after[index]));
}

/** What to tell staff about an error. */
export function messageOf(error: unknown): string {
  if (error instanceof DataError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

export function Loading({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 py-6" role="status">
      <span
        className="h-5 w-5 animate-spin rounded-full border-[3px] border-line border-t-clay motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="text-ink-soft">{text}</p>
    </div>
  );
}

export function ErrorNote({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-clay/40 bg-clay/5 p-4 text-sm text-clay-dark">
      <p>{error}</p>
      {onRetry && (
        <button type="button" className="link mt-2" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** "Showing 26–50 of 1,204" with previous and next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total ? (page - 1) * pageSize + 1 : 0;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink-soft" aria-live="polite">
        {total
          ? `Showing ${first.toLocaleString('en-KE')}–${last.toLocaleString('en-KE')} of ${total.toLocaleString('en-KE')}`
          : 'Nothing to show'}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn-outline min-h-10 px-4"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <span className="tabular-nums text-ink-soft">
          Page {page} of {pages.toLocaleString('en-KE')}
        </span>
        <button
          type="button"
          className="btn-outline min-h-10 px-4"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

const TONES: Record<string, string> = {
  paid: 'bg-teal-light text-teal-dark',
  confirmed: 'bg-teal-light text-teal-dark',
  delivered: 'bg-teal-dark text-white',
  shipped: 'bg-gold-light text-ink',
  active: 'bg-teal-light text-teal-dark',
  pending: 'bg-gold-light text-ink',
  pending_payment: 'bg-gold-light text-ink',
  awaiting_confirmation: 'bg-gold text-ink',
  sending: 'bg-gold-light text-ink',
  needs_refund: 'bg-clay-dark text-white',
  failed: 'bg-clay-light text-clay-dark',
  suspended: 'bg-clay-light text-clay-dark',
};

/** A status word on a coloured pill ("pending payment"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`badge whitespace-nowrap ${TONES[status] ?? 'bg-cream-deep text-ink-soft'}`}>
      {label ?? status.replace(/_/g, ' ')}
    </span>
  );
}

/** Whole KES as the store shows them: "KSH 6,300". */
export const kes = (amount: number) => formatKsh(amount);

const NAIROBI_TIME = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const NAIROBI_DAY = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const dateTime = (iso: string | null) => (iso ? NAIROBI_TIME.format(new Date(iso)) : '—');
export const dateOnly = (iso: string | null) => (iso ? NAIROBI_DAY.format(new Date(iso)) : '—');

/** Today in Nairobi, YYYY-MM-DD. */
export const nairobiToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/** The values of `keys` in the address bar's query. */
function readParams<K extends string>(keys: readonly K[]): Record<K, string> {
  const search = new URL(location.href).searchParams;
  return Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Record<K, string>;
}

/**
 * Filters and the open record kept in the address bar, so a reload or a shared link keeps them.
 * A change replaces the history entry; `{ push: true }` adds one (opening a record), so the
 * browser's Back returns to the list.
 */
export function useUrlParams<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (next: Partial<Record<K, string>>, options?: { push?: boolean }) => void] {
  const [params, setParams] = useState(() => readParams(keys));
  useEffect(() => {
    const back = () => setParams(readParams(keys));
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, [keys]);
  const update = useCallback((next: Partial<Record<K, string>>, options: { push?: boolean } = {}) => {
    setParams((current) => {
      const merged = { ...current, ...next };
      const url = new URL(location.href);
      for (const [key, value] of Object.entries(merged) as [K, string][]) {
        if (value) url.searchParams.set(key, value);
        else url.searchParams.delete(key);
      }
      if (options.push) history.pushState(null, '', url);
      else history.replaceState(history.state, '', url);
      return merged;
    });
  }, []);
  return [params, update];
}

/** A titled block of an admin page. */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card p-4 sm:p-6" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A table too wide for a phone scrolls sideways; the region takes focus so keyboards can scroll it too. */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="-mx-4 overflow-x-auto sm:mx-0" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A labelled <select> of a list's filters; `onChange` gets the chosen value. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <select className="field mt-1" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  );
}
