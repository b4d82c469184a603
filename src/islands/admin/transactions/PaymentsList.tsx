/**
 * Every payment attempt, newest first: M-Pesa prompts and card payments, with their order and
 * receipt; "refund owed" lists the money owed back (the overview's tile links here).
 */
import { useState } from 'react';
import { listPayments, type PaymentStatusFilter } from '../../../lib/supabase/admin/orders';
import {
  ErrorNote,
  Loading,
  Pager,
  Panel,
  StatusBadge,
  dateTime,
  kes,
  useLoad,
  FilterSelect,
} from '../parts';

const PAGE_SIZE = 25;

const STATUS_FILTERS: [PaymentStatusFilter, string][] = [
  ['pending', 'pending'],
  ['paid', 'paid'],
  ['failed', 'failed'],
  ['expired', 'expired'],
  ['refund_owed', 'refund owed'],
];

/** `status` is kept in the address by the transactions page, so a link can open "refund owed". */
export function PaymentsList({
  status,
  onStatus,
}: {
  status: PaymentStatusFilter;
  onStatus: (status: PaymentStatusFilter) => void;
}) {
  const [page, setPage] = useState(1);
  const [provider, setProvider] = useState('');
  const payments = useLoad(
    () => listPayments({ status, provider }, page, PAGE_SIZE),
    [status, provider, page],
  );
  return (
    <Panel title="Payments">
      <div className="grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => {
            onStatus(value as PaymentStatusFilter);
            setPage(1);
          }}
        >
          <option value="">Any status</option>
          {STATUS_FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Method"
          value={provider}
          onChange={(value) => {
            setProvider(value);
            setPage(1);
          }}
        >
          <option value="">M-Pesa and card</option>
          <option value="mpesa">M-Pesa</option>
          <option value="card">Card</option>
        </FilterSelect>
      </div>
      <div className="mt-4">
        {payments.error && <ErrorNote error={payments.error} onRetry={payments.reload} />}
        {!payments.data && !payments.error && <Loading text="Loading payments…" />}
        {payments.data && (
          <>
            <ul className="divide-y divide-line text-sm">
              {payments.data.rows.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <a className="link font-semibold" href={`/admin/transactions?order=${p.order_id}`}>
                      {p.order_number ?? 'Order'}
                    </a>
                    <span className="ml-2 text-ink-muted">{dateTime(p.created_at)}</span>
                    <p className="text-ink-soft">
                      {p.provider === 'mpesa' ? `M-Pesa ${p.phone ?? ''}` : 'Card'}
                      {p.receipt ? ` · receipt ${p.receipt}` : ''}
                      {p.status === 'failed' && p.result_desc ? ` · ${p.result_desc}` : ''}
                    </p>
                  </div>
                  <span className="flex items-center gap-3">
                    {p.refund_due_at && (
                      <StatusBadge
                        status={p.refunded_at ? 'refunded' : 'needs_refund'}
                        label={p.refunded_at ? 'refunded' : 'refund owed'}
                      />
                    )}
                    <StatusBadge status={p.status} />
                    <span className="font-semibold tabular-nums">{kes(p.amount_kes)}</span>
                  </span>
                </li>
              ))}
            </ul>
            {!payments.data.rows.length && <p className="py-6 text-ink-soft">No payments match.</p>}
            <Pager page={page} pageSize={PAGE_SIZE} total={payments.data.total} onPage={setPage} />
          </>
        )}
      </div>
    </Panel>
  );
}
