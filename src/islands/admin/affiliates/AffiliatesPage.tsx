/**
 * /admin/affiliates: applications and members. Admins approve or suspend them and set their
 * commission rate, and see each one's figures for the month; managers see the list only (the
 * database refuses them the reviews and the commission report).
 */
import { useState } from 'react';
import type { StaffRole } from '../../../lib/supabase/roles';
import {
  listAffiliates,
  reviewAffiliate,
  type AdminAffiliate,
  type AffiliateStatus,
} from '../../../lib/supabase/admin/affiliates';
import { getCommissionReport, type CommissionReportRow } from '../../../lib/supabase/admin/payouts';
import { showToast } from '../../../stores/toasts';
import {
  ErrorNote,
  Loading,
  Panel,
  StatusBadge,
  dateOnly,
  kes,
  messageOf,
  nairobiToday,
  useLoad,
} from '../parts';

function Review({ affiliate, onChanged }: { affiliate: AdminAffiliate; onChanged: () => void }) {
  const [rate, setRate] = useState(String(affiliate.commission_percent));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async (status: AffiliateStatus) => {
    const percent = Number(rate);
    if (!/^\d+(\.\d{1,2})?$/.test(rate.trim()) || percent > 50)
      return setError('The rate is a number from 0 to 50.');
    setBusy(true);
    setError('');
    try {
      const changed = await reviewAffiliate(affiliate.id, status, percent);
      showToast(
        'Affiliate updated',
        `${changed.code} is ${changed.status} at ${Number(changed.commission_percent)} %.`,
      );
      onChanged();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const rateId = `rate-${affiliate.id}`;
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={rateId} className="text-xs font-semibold">
          Commission (%)
        </label>
        <input
          id={rateId}
          className="field mt-1 w-24"
          inputMode="decimal"
          value={rate}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setRate(e.target.value)}
        />
      </div>
      {affiliate.status !== 'active' && (
        <button
          type="button"
          className="btn-primary min-h-11"
          disabled={busy}
          onClick={() => apply('active')}
        >
          {affiliate.status === 'pending' ? `Approve ${affiliate.code}` : `Reactivate ${affiliate.code}`}
        </button>
      )}
      {affiliate.status === 'active' && (
        <button
          type="button"
          className="btn-outline min-h-11"
          disabled={busy}
          onClick={() => apply('active')}
        >
          Save rate
        </button>
      )}
      {affiliate.status !== 'suspended' && (
        <button
          type="button"
          className="min-h-11 px-3 text-sm font-semibold text-clay-dark underline"
          disabled={busy}
          onClick={() => apply('suspended')}
        >
          Suspend
        </button>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-clay-dark">
          {error}
        </p>
      )}
    </div>
  );
}

function Figures({ row }: { row: CommissionReportRow | undefined }) {
  if (!row) return null;
  return (
    <p className="mt-1 text-xs text-ink-muted">
      This month: {row.visits} visits · {row.orders} orders · {kes(row.salesKes)} sales · {kes(row.earnedKes)}{' '}
      earned. Now: {kes(row.pendingKes)} pending · {kes(row.dueKes)} due · {kes(row.paidKes)} paid
    </p>
  );
}

export function AffiliatesPage({ role }: { role: StaffRole }) {
  const affiliates = useLoad(() => listAffiliates(), []);
  const today = nairobiToday();
  const report = useLoad(
    () => (role === 'admin' ? getCommissionReport(`${today.slice(0, 8)}01`, today) : Promise.resolve([])),
    [role, today],
  );
  const byId = new Map(report.data?.map((row) => [row.affiliateId, row]));
  const reload = () => {
    affiliates.reload();
    report.reload();
  };
  return (
    <Panel title="Affiliates">
      {affiliates.error && <ErrorNote error={affiliates.error} onRetry={affiliates.reload} />}
      {!affiliates.data && !affiliates.error && <Loading text="Loading affiliates…" />}
      {affiliates.data?.length === 0 && (
        <p className="text-ink-soft">
          No one has applied yet. Shoppers apply on the affiliate programme page.
        </p>
      )}
      <ul className="divide-y divide-line">
        {affiliates.data?.map((a) => (
          <li key={a.id} className="py-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-display text-lg font-semibold">{a.code}</span>
              <StatusBadge status={a.status} />
              <span className="text-sm text-ink-soft">
                {byId.get(a.id)?.email ?? ''} · {a.payout_phone ?? 'no M-Pesa number'} ·{' '}
                {Number(a.commission_percent)} % · applied {dateOnly(a.created_at)}
              </span>
            </div>
            {a.audience && <p className="mt-1 text-sm text-ink-soft">“{a.audience}”</p>}
            <Figures row={byId.get(a.id)} />
            {role === 'admin' && <Review affiliate={a} onChanged={reload} />}
          </li>
        ))}
      </ul>
      {role !== 'admin' && (
        <p className="mt-4 text-sm text-ink-muted">
          Only an admin approves affiliates and sets their commission.
        </p>
      )}
    </Panel>
  );
}
