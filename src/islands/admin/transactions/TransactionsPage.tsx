/**
 * /admin/transactions: orders a page at a time with filters kept in the address (status,
 * payment method, Nairobi dates, affiliate, a search), the CSV export of the same filters, the
 * payments list, and one order in full (?order=id).
 */
import { useEffect, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { METHOD_LABEL, ORDER_STATUSES, statusLabel } from '../../../lib/admin/order-labels';
import { listAffiliates } from '../../../lib/supabase/admin/affiliates';
import {
  exportOrdersCsv,
  listAdminOrders,
  type OrderFilters,
  type PaymentStatusFilter,
} from '../../../lib/supabase/admin/orders';
import { showToast } from '../../../stores/toasts';
import {
  ErrorNote,
  Loading,
  Pager,
  Panel,
  StatusBadge,
  dateTime,
  kes,
  messageOf,
  nairobiToday,
  useLoad,
  useUrlParams,
  FilterSelect,
} from '../parts';
import { OrderDetail } from './OrderDetail';
import { PaymentsList } from './PaymentsList';

const PAGE_SIZE = 25;
const KEYS = ['view', 'status', 'method', 'from', 'to', 'affiliate', 'q', 'page', 'order'] as const;

function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportButton({ filters }: { filters: OrderFilters }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      download(await exportOrdersCsv(filters), `mtindo-orders-${nairobiToday()}.csv`);
    } catch (error) {
      showToast('Export failed', messageOf(error), 'destructive');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-outline" onClick={run} disabled={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

export function TransactionsPage() {
  const [params, setParams] = useUrlParams(KEYS);
  const [typed, setTyped] = useState(params.q);
  const page = Math.max(1, Number(params.page) || 1);
  const filters: OrderFilters = {
    status: params.status,
    method: params.method,
    from: params.from,
    to: params.to,
    affiliate: params.affiliate,
    search: params.q,
  };
  useEffect(() => {
    const timer = setTimeout(() => typed !== params.q && setParams({ q: typed, page: '' }), 300);
    return () => clearTimeout(timer);
  }, [typed, params.q, setParams]);
  const orders = useLoad(
    () =>
      params.view === 'payments' || params.order
        ? Promise.resolve(undefined)
        : listAdminOrders(filters, page, PAGE_SIZE),
    [
      params.view,
      params.order,
      params.status,
      params.method,
      params.from,
      params.to,
      params.affiliate,
      params.q,
      page,
    ],
  );
  const affiliates = useLoad(() => listAffiliates(), []);
  // An address with a page past the end (the list shrank since) shows the last page instead.
  const total = orders.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (orders.data && page > lastPage) setParams({ page: lastPage > 1 ? String(lastPage) : '' });
  }, [orders.data, page, lastPage, setParams]);
  const datesWrong = Boolean(params.from && params.to && params.from > params.to);
  // On a phone the list starts on the first screen: the filters stay folded unless one is in use.
  const activeFilters = [params.status, params.method, params.affiliate, params.from, params.to].filter(
    Boolean,
  ).length;
  const [filtersOpen, setFiltersOpen] = useState(
    () => activeFilters > 0 || matchMedia('(min-width: 640px)').matches,
  );

  if (params.order) return <OrderDetail id={params.order} onBack={() => setParams({ order: '' })} />;

  const tabs = (
    <div role="tablist" aria-label="Transactions" className="flex gap-1 rounded-full bg-cream-deep p-1">
      {(['orders', 'payments'] as const).map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          aria-selected={(params.view || 'orders') === view}
          onClick={() => setParams({ view: view === 'orders' ? '' : view, status: '', page: '' })}
          className="min-h-10 rounded-full px-4 text-sm font-semibold capitalize aria-selected:bg-ink aria-selected:text-cream"
        >
          {view}
        </button>
      ))}
    </div>
  );
  if (params.view === 'payments')
    return (
      <div className="space-y-4">
        {tabs}
        <PaymentsList
          status={params.status as PaymentStatusFilter}
          onStatus={(status) => setParams({ status, page: '' })}
        />
      </div>
    );

  return (
    <div className="space-y-4">
      {tabs}
      <Panel title="Orders" actions={<ExportButton filters={filters} />}>
        <form
          role="search"
          className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
          onSubmit={(e) => e.preventDefault()}
        >
          <label className="text-sm font-semibold sm:col-span-3 lg:col-span-6">
            Search
            <input
              type="search"
              className="field mt-1"
              placeholder="Order number, email or name"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <details
            className="group sm:col-span-3 lg:col-span-6"
            open={filtersOpen}
            onToggle={(e) => setFiltersOpen(e.currentTarget.open)}
          >
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
              Filters{activeFilters > 0 && ` (${activeFilters})`}
              <ChevronDown
                size={16}
                aria-hidden="true"
                className="transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <FilterSelect
                label="Status"
                value={params.status}
                onChange={(value) => setParams({ status: value, page: '' })}
              >
                <option value="">Any status</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                label="Payment"
                value={params.method}
                onChange={(value) => setParams({ method: value, page: '' })}
              >
                <option value="">Any method</option>
                {Object.entries(METHOD_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                label="Affiliate"
                value={params.affiliate}
                onChange={(value) => setParams({ affiliate: value, page: '' })}
              >
                <option value="">Any or none</option>
                {affiliates.data?.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code}
                  </option>
                ))}
              </FilterSelect>
              <label className="text-sm font-semibold">
                From
                <input
                  type="date"
                  className="field mt-1"
                  value={params.from}
                  max={nairobiToday()}
                  onChange={(e) => setParams({ from: e.target.value, page: '' })}
                />
              </label>
              <label className="text-sm font-semibold">
                To
                <input
                  type="date"
                  className="field mt-1"
                  value={params.to}
                  aria-invalid={datesWrong || undefined}
                  aria-describedby={datesWrong ? 'dates-error' : undefined}
                  onChange={(e) => setParams({ to: e.target.value, page: '' })}
                />
              </label>
              <div className="flex items-end">
                <button
                  type="button"
                  className="link min-h-11"
                  onClick={() => {
                    setTyped('');
                    setParams({ status: '', method: '', from: '', to: '', affiliate: '', q: '', page: '' });
                  }}
                >
                  Clear filters
                </button>
              </div>
            </div>
          </details>
          {datesWrong && (
            <p id="dates-error" className="text-sm text-clay-dark sm:col-span-3 lg:col-span-6">
              The "From" date is after the "To" date: nothing can match.
            </p>
          )}
        </form>
        <div className="mt-4">
          {orders.error && <ErrorNote error={orders.error} onRetry={orders.reload} />}
          {!orders.data && !orders.error && <Loading text="Loading orders…" />}
          {orders.data && (
            <div className={orders.loading ? 'opacity-60' : undefined} aria-busy={orders.loading}>
              {orders.data.rows.length ? (
                <ul className="divide-y divide-line">
                  {orders.data.rows.map((o) => (
                    <li
                      key={o.id}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm"
                    >
                      <div className="min-w-0">
                        <button
                          type="button"
                          className="link font-semibold"
                          onClick={() => setParams({ order: o.id }, { push: true })}
                        >
                          {o.number}
                        </button>
                        <span className="ml-2 text-ink-muted">{dateTime(o.created_at)}</span>
                        <p className="truncate text-ink-soft">
                          {o.customer_name} · {METHOD_LABEL[o.payment_method]} · {o.delivery_zone_name}
                          {o.affiliate_code && ` · via ${o.affiliate_code}`}
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <StatusBadge status={o.status} label={statusLabel(o.status)} />
                        <span className="font-semibold tabular-nums">{kes(o.total_kes)}</span>
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="py-6 text-ink-soft">No orders match these filters.</p>
              )}
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={orders.data.total}
                onPage={(next) => setParams({ page: String(next) })}
              />
            </div>
          )}
        </div>
      </Panel>
    </div>
  );
}
