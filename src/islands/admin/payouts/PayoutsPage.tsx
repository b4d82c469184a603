/**
 * /admin/payouts (admins only): commission per affiliate for a period — earned, pending, due and
 * paid —, a payout batch for everything confirmed by a date, and each payout sent by M-Pesa or
 * marked paid by hand with its reference. Cancelled and refunded orders earn nothing; a refund
 * after a payout is taken back in the next batch.
 */
import { useState, type FormEvent } from 'react';
import {
  createPayoutBatch,
  getCommissionReport,
  listPayouts,
  markPayoutPaid,
  sendPayoutByMpesa,
  type Payout,
} from '../../../lib/supabase/admin/payouts';
import { showToast } from '../../../stores/toasts';
import { Field } from '../../forms/Field';
import {
  ErrorNote,
  Loading,
  Panel,
  ScrollArea,
  StatusBadge,
  dateOnly,
  dateTime,
  kes,
  messageOf,
  nairobiToday,
  useLoad,
} from '../parts';
import { useClock } from '../use-clock';

function Report() {
  const today = nairobiToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const report = useLoad(() => getCommissionReport(from, to), [from, to]);
  return (
    <Panel title="Commission">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Field label="From" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        <Field label="To" type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="mt-4">
        {report.error && <ErrorNote error={report.error} onRetry={report.reload} />}
        {!report.data && !report.error && <Loading text="Adding up commission…" />}
        {report.data && (
          <ScrollArea label="Commission table">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-line text-ink-soft">
                <tr>
                  {['Affiliate', 'Visits', 'Orders', 'Sales', 'Earned', 'Pending', 'Due now', 'Paid'].map(
                    (h, i) => (
                      <th
                        key={h}
                        scope="col"
                        className={`py-2 font-semibold ${i ? 'px-2 text-right' : 'pl-4 sm:pl-0'}`}
                      >
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-line tabular-nums">
                {report.data.map((r) => (
                  <tr key={r.affiliateId}>
                    <th scope="row" className="py-2 pl-4 text-left font-semibold sm:pl-0">
                      {r.code} <span className="font-normal text-ink-muted">{r.commissionPercent} %</span>
                    </th>
                    <td className="px-2 text-right">{r.visits}</td>
                    <td className="px-2 text-right">{r.orders}</td>
                    <td className="px-2 text-right">{kes(r.salesKes)}</td>
                    <td className="px-2 text-right">{kes(r.earnedKes)}</td>
                    <td className="px-2 text-right">{kes(r.pendingKes)}</td>
                    <td className="px-2 text-right font-semibold">{kes(r.dueKes)}</td>
                    <td className="px-2 text-right">{kes(r.paidKes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!report.data.length && <p className="py-4 text-ink-soft">No affiliates yet.</p>}
          </ScrollArea>
        )}
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        Earned: orders placed in the period, less cancelled and refunded ones. Due now: commission on orders
        delivered more than 30 days ago that no payout has paid yet, less refunds of paid-out orders. Batches
        pay affiliates owed KSH 1,000 or more; the rest carries over.
      </p>
    </Panel>
  );
}

function NewBatch({ onMade }: { onMade: () => void }) {
  const [periodEnd, setPeriodEnd] = useState(nairobiToday());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const batch = await createPayoutBatch(periodEnd);
      const total = batch.payouts.reduce((sum, p) => sum + p.amountKes, 0);
      showToast('Payout batch made', `${batch.payouts.length} payouts, ${kes(total)} in all.`);
      onMade();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="w-60">
        <Field
          label="Commission confirmed by"
          type="date"
          value={periodEnd}
          max={nairobiToday()}
          error={error}
          onChange={(e) => setPeriodEnd(e.target.value)}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Making…' : 'Make payout batch'}
      </button>
    </form>
  );
}

function PayoutRow({ payout, now, onChanged }: { payout: Payout; now: number; onChanged: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<Payout>, done: string) => {
    setBusy(true);
    setError('');
    try {
      const changed = await action();
      showToast(done, `${changed.affiliateCode}: ${kes(changed.amountKes)}.`);
      onChanged();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  // A transfer with no result after 15 minutes can be looked up on the statement and recorded by hand.
  const stuck = payout.status === 'sending' && now - Date.parse(payout.createdAt) > 15 * 60_000;
  const open = payout.status === 'pending' || payout.status === 'failed' || stuck;
  const refId = `ref-${payout.id}`;
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-semibold">{payout.affiliateCode}</span> · {payout.phone ?? 'no M-Pesa number'}{' '}
          · up to {dateOnly(payout.periodEnd ? `${payout.periodEnd}T12:00:00Z` : null)}
        </span>
        <span className="flex items-center gap-2">
          <StatusBadge status={payout.status} />
          <span className="font-semibold tabular-nums">{kes(payout.amountKes)}</span>
        </span>
      </div>
      {payout.status === 'paid' && (
        <p className="text-xs text-ink-muted">
          Paid {dateTime(payout.paidAt)} · {payout.method === 'mpesa' ? 'M-Pesa receipt' : 'reference'}{' '}
          {payout.reference}
        </p>
      )}
      {payout.status === 'failed' && payout.resultDesc && (
        <p className="text-xs text-clay-dark">M-Pesa said: {payout.resultDesc}</p>
      )}
      {payout.status === 'sending' && (
        <p className="text-xs text-ink-muted">Waiting for M-Pesa’s result… reload in a moment.</p>
      )}
      {open && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {payout.phone && !stuck && (
            <button
              type="button"
              className="btn-primary min-h-10"
              disabled={busy}
              onClick={() => act(() => sendPayoutByMpesa(payout.id), 'Sent by M-Pesa')}
            >
              Send by M-Pesa
            </button>
          )}
          <div>
            <label htmlFor={refId} className="text-xs font-semibold">
              Reference of a transfer made by hand
            </label>
            <input
              id={refId}
              className="field mt-1 min-h-10 w-56"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn-outline min-h-10"
            disabled={busy}
            onClick={() => act(() => markPayoutPaid(payout.id, reference), 'Marked paid')}
          >
            Mark paid
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm text-clay-dark">
          {error}
        </p>
      )}
    </li>
  );
}

export function PayoutsPage() {
  const payouts = useLoad(() => listPayouts(), []);
  const now = useClock(60_000);
  return (
    <div className="space-y-6">
      <Report />
      <Panel title="Payouts">
        <NewBatch onMade={payouts.reload} />
        <div className="mt-4">
          {payouts.error && <ErrorNote error={payouts.error} onRetry={payouts.reload} />}
          {!payouts.data && !payouts.error && <Loading text="Loading payouts…" />}
          {payouts.data?.length === 0 && <p className="text-ink-soft">No payouts yet.</p>}
          <ul className="divide-y divide-line">
            {payouts.data?.map((p) => (
              <PayoutRow key={p.id} payout={p} now={now} onChanged={payouts.reload} />
            ))}
          </ul>
        </div>
      </Panel>
    </div>
  );
}
