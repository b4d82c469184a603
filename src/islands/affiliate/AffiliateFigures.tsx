/**
 * An affiliate's figures as /account shows them: rate, visits, orders, commission by state,
 * the payout number, the recent attributed orders (amounts only) and the payouts. Commission is
 * paid in shillings, so every amount here is KES whatever currency the shop is shown in.
 */
import { formatKsh } from '../../lib/money';
import type { AffiliateAccount, AffiliateOrder, AffiliatePayout } from '../../lib/supabase/affiliates';
import { displayPhone } from './form';

const DATE = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string) => DATE.format(new Date(iso));
const count = (n: number) => n.toLocaleString('en-KE');

export const ORDER_STATES: Record<AffiliateOrder['state'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  void: 'Cancelled or returned',
};

export const PAYOUT_STATES: Record<AffiliatePayout['status'], string> = {
  pending: 'Scheduled',
  sending: 'Sending',
  paid: 'Paid',
  failed: 'Failed, to be retried',
};

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-cream-deep/60 p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-ink-muted">{note}</dd>}
    </div>
  );
}

/** The figures, the recent orders and the payouts of `account`. */
export function AffiliateFigures({ account }: { account: AffiliateAccount }) {
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Figure
          label="Commission rate"
          value={`${account.commissionPercent}%`}
          note="of goods, net of delivery"
        />
        <Figure
          label="Link visits"
          value={count(account.visits)}
          note={`${count(account.visits30Days)} in the last 30 days`}
        />
        <Figure label="Orders" value={count(account.orders)} note="placed through your code" />
        <Figure
          label="Pending"
          value={formatKsh(account.pendingKes)}
          note="until delivered and returns close"
        />
        <Figure label="Confirmed, unpaid" value={formatKsh(account.dueKes)} note="paid in the next payout" />
        <Figure label="Paid" value={formatKsh(account.paidKes)} note="to M-Pesa so far" />
      </dl>
      <p className="text-sm text-ink-soft">
        Commission is confirmed {account.returnDays} days after an order is delivered. Payouts go once a month
        to{' '}
        <strong className="whitespace-nowrap text-ink">
          {account.payoutPhone ? displayPhone(account.payoutPhone) : 'the M-Pesa number you give us'}
        </strong>
        , from a confirmed balance of {formatKsh(account.minimumPayoutKes)}.
      </p>
      <RecentOrders orders={account.recentOrders} />
      <Payouts payouts={account.payouts} />
    </div>
  );
}

const TH = 'py-2 pr-3 text-left font-semibold';
const TD = 'py-2 pr-3 align-top';
const AMOUNT = `${TD} whitespace-nowrap text-right tabular-nums`;
// A phone's table has no room for a fourth column: the state goes under the date there.
const WIDE_ONLY = 'hidden sm:table-cell';
const NARROW_ONLY = 'block text-ink-soft sm:hidden';

function RecentOrders({ orders }: { orders: AffiliateOrder[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">Recent orders through your code</h3>
      {orders.length === 0 ? (
        <p className="mt-2 text-ink-soft">
          No orders yet. Share your link, and orders placed through it show here.
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-ink-soft">
              <tr>
                <th className={TH}>Date</th>
                <th className={`${TH} text-right`}>Goods</th>
                <th className={`${TH} text-right`}>Commission</th>
                <th className={`${TH} ${WIDE_ONLY}`}>State</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {orders.map((order, index) => (
                <tr key={`${order.placedAt}-${index}`}>
                  <td className={TD}>
                    <span className="whitespace-nowrap">{day(order.placedAt)}</span>
                    <span className={NARROW_ONLY}>{ORDER_STATES[order.state]}</span>
                  </td>
                  <td className={AMOUNT}>{formatKsh(order.goodsKes)}</td>
                  <td className={AMOUNT}>{formatKsh(order.commissionKes)}</td>
                  <td className={`${TD} ${WIDE_ONLY}`}>{ORDER_STATES[order.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Payouts({ payouts }: { payouts: AffiliatePayout[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">Payouts</h3>
      {payouts.length === 0 ? (
        <p className="mt-2 text-ink-soft">No payouts yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-ink-soft">
              <tr>
                <th className={TH}>Date</th>
                <th className={`${TH} text-right`}>Amount</th>
                <th className={`${TH} ${WIDE_ONLY}`}>Status</th>
                <th className={TH}>Reference</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {payouts.map((payout, index) => (
                <tr key={`${payout.createdAt}-${index}`}>
                  <td className={TD}>
                    <span className="whitespace-nowrap">{day(payout.paidAt ?? payout.createdAt)}</span>
                    <span className={NARROW_ONLY}>{PAYOUT_STATES[payout.status]}</span>
                  </td>
                  <td className={AMOUNT}>{formatKsh(payout.amountKes)}</td>
                  <td className={`${TD} ${WIDE_ONLY}`}>{PAYOUT_STATES[payout.status]}</td>
                  <td className={`${TD} break-words font-mono`}>{payout.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
