/**
 * The overview a manager checks from their phone: sales, orders and average order over 7, 30 or
 * 90 days against the period before, charts a day, affiliate visits and conversions, what waits
 * for staff, top products, low stock and the latest activity. Every figure comes from the
 * database (admin_overview, admin_activity); no order is downloaded to count it.
 */
import { useState } from 'react';
import type { StaffRole } from '../../../lib/supabase/roles';
import {
  getOverview,
  listActivity,
  type Overview,
  type OverviewDays,
} from '../../../lib/supabase/admin/overview';
import { ErrorNote, kes, Loading, Panel, dateTime, useLoad } from '../parts';
import { BarChart } from './BarChart';

const PERIODS: OverviewDays[] = [7, 30, 90];

/** "+12 % on the 30 days before", or nothing when there is nothing to compare. */
function change(now: number, before: number): string {
  if (!before) return now ? 'new this period' : '';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent)} % on the period before`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-line p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

function Figures({ overview }: { overview: Overview }) {
  const conversion = overview.affiliate_visits
    ? `${((overview.affiliate_orders / overview.affiliate_visits) * 100).toFixed(1)} % of visits`
    : 'no visits yet';
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Figure
        label="Sales"
        value={kes(overview.revenue_kes)}
        note={change(overview.revenue_kes, overview.previous.revenue_kes)}
      />
      <Figure
        label="Orders"
        value={overview.orders.toLocaleString('en-KE')}
        note={change(overview.orders, overview.previous.orders)}
      />
      <Figure label="Average order" value={kes(overview.average_order_kes)} />
      <Figure label="Affiliate visits" value={overview.affiliate_visits.toLocaleString('en-KE')} />
      <Figure
        label="Affiliate orders"
        value={overview.affiliate_orders.toLocaleString('en-KE')}
        note={conversion}
      />
    </dl>
  );
}

function Waiting({ overview, role }: { overview: Overview; role: StaffRole }) {
  const items = [
    {
      count: overview.to_confirm,
      text: `orders to confirm by phone${overview.to_confirm ? `, first by ${dateTime(overview.to_confirm_by)}` : ''}`,
      href: '/admin/transactions?status=awaiting_confirmation',
    },
    { count: overview.to_ship, text: 'orders to ship', href: '/admin/transactions?status=paid' },
    {
      count: overview.refunds_owed,
      text: `refunds owed${overview.refunds_owed ? `: ${kes(overview.refunds_owed_kes)}` : ''}`,
      href: '/admin/transactions?view=payments&status=refund_owed',
    },
    {
      count: overview.low_stock_count,
      text: 'products low on stock',
      href: '/admin/products?stock=low&sort=stock-asc',
    },
    ...(role === 'admin'
      ? [
          {
            count: overview.affiliate_applications,
            text: 'affiliate applications',
            href: '/admin/affiliates',
          },
        ]
      : []),
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {items.map((item) => (
        <li key={item.text}>
          <a href={item.href} className="block rounded-xl bg-cream-deep p-4 hover:bg-gold-light">
            <span className="font-display text-2xl font-semibold tabular-nums">{item.count}</span>
            <span className="block text-sm text-ink-soft">{item.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Lists({ overview }: { overview: Overview }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Top products">
        {overview.top_products.length ? (
          <ol className="divide-y divide-line text-sm">
            {overview.top_products.map((p) => (
              <li key={p.slug} className="flex justify-between gap-3 py-2">
                <a href={`/product/${p.slug}`} className="link min-w-0 truncate">
                  {p.name}
                </a>
                <span className="whitespace-nowrap tabular-nums text-ink-soft">
                  {p.units} sold · {kes(p.revenue_kes)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-ink-soft">No sales in this period yet.</p>
        )}
      </Panel>
      <Panel title="Low stock">
        {overview.low_stock.length ? (
          <ul className="divide-y divide-line text-sm">
            {overview.low_stock.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 py-2">
                <a href={`/admin/products?product=${p.id}`} className="link min-w-0 truncate">
                  {p.name}
                </a>
                <span className="whitespace-nowrap tabular-nums">
                  {p.stock === 0 ? 'Sold out' : `${p.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">Every product has more than 5 in stock.</p>
        )}
      </Panel>
    </div>
  );
}

function ActivityPanel() {
  const activity = useLoad(() => listActivity(15), []);
  return (
    <Panel title="Recent activity">
      {activity.error && <ErrorNote error={activity.error} onRetry={activity.reload} />}
      {!activity.data && !activity.error && <Loading text="Loading the activity…" />}
      {activity.data?.length === 0 && <p className="text-sm text-ink-soft">Nothing has happened yet.</p>}
      <ul className="divide-y divide-line text-sm">
        {activity.data?.map((item, i) => (
          <li key={`${item.at}-${i}`} className="py-2">
            <p>
              {item.order_id ? (
                <a href={`/admin/transactions?order=${item.order_id}`} className="link">
                  {item.summary}
                </a>
              ) : (
                item.summary
              )}
            </p>
            <p className="text-xs text-ink-muted">
              {dateTime(item.at)}
              {item.actor ? ` · ${item.actor}` : item.kind === 'order' ? ' · shop' : ''}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function OverviewPage({ role }: { role: StaffRole }) {
  const [days, setDays] = useState<OverviewDays>(7);
  const overview = useLoad(() => getOverview(days), [days]);
  const data = overview.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-soft">{data ? `${data.from} to ${data.to}, Nairobi time` : ' '}</p>
        <div role="group" aria-label="Period" className="flex gap-1 rounded-full bg-cream-deep p-1">
          {PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={days === period}
              onClick={() => setDays(period)}
              className="min-h-10 rounded-full px-4 text-sm font-semibold aria-pressed:bg-ink aria-pressed:text-cream"
            >
              {period} days
            </button>
          ))}
        </div>
      </div>
      {overview.error && <ErrorNote error={overview.error} onRetry={overview.reload} />}
      {!data && !overview.error && <Loading text="Adding up the figures…" />}
      {data && (
        <div className={overview.loading ? 'space-y-6 opacity-60' : 'space-y-6'}>
          <Figures overview={data} />
          <Waiting overview={data} role={role} />
          <Panel title="Day by day">
            <div className="grid gap-6 lg:grid-cols-3">
              <BarChart
                title="Sales"
                days={data.series.map((d) => ({ day: d.day, value: d.revenue_kes }))}
                format={kes}
              />
              <BarChart
                title="Orders"
                days={data.series.map((d) => ({ day: d.day, value: d.orders }))}
                format={String}
              />
              <BarChart
                title="Affiliate visits"
                days={data.series.map((d) => ({ day: d.day, value: d.visits }))}
                format={String}
              />
            </div>
          </Panel>
          <Lists overview={data} />
        </div>
      )}
      <ActivityPanel />
    </div>
  );
}
