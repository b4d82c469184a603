/** The shopper's orders, newest first: number, date, what is in it, status and total, each linking to its page. */
import { useEffect, useState } from 'react';
import { Money } from '../overlays/Money';
import { orderStatusLabel } from '../../lib/checkout/order-status';
import { refundNotices } from '../../lib/checkout/refunds';
import {
  checkoutFailure,
  listMyOrders,
  type OrderLine,
  type OrderRefund,
  type OrderSummaryRow,
} from '../../lib/supabase/checkout';
import { Section } from './Section';

type OrderWithLines = OrderSummaryRow & { lines: OrderLine[]; refunds: OrderRefund[] };

const DATE = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' });

export function OrdersSection() {
  const [orders, setOrders] = useState<OrderWithLines[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    listMyOrders().then(setOrders, (failure: unknown) => setError(checkoutFailure(failure).message));
  }, []);

  return (
    <Section id="orders" title="Orders">
      {error && <p className="text-clay-dark">{error}</p>}
      {!error && orders === null && <p className="text-ink-soft">Loading your orders…</p>}
      {orders?.length === 0 && (
        <>
          <p className="text-ink-soft">
            You have no orders yet. When you check out, your orders and their delivery will show here.
          </p>
          <a href="/products" className="btn-primary mt-4">
            Start Shopping
          </a>
        </>
      )}
      {orders && orders.length > 0 && (
        <ul className="divide-y divide-line">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <a href={`/order?key=${order.access_key}`} className="link font-semibold">
                  {order.number}
                </a>
                <span className="ml-2 text-sm text-ink-muted">{DATE.format(new Date(order.created_at))}</span>
                <p className="truncate text-sm text-ink-soft">
                  {order.lines.map((line) => `${line.quantity} × ${line.product_name}`).join(', ')}
                </p>
                {refundNotices(order).map((text) => (
                  <p key={text} className="text-sm font-medium text-clay-dark">
                    {text}
                  </p>
                ))}
              </div>
              <div className="text-right text-sm">
                <span className="badge-muted">{orderStatusLabel(order.status)}</span>
                <Money kes={order.total_kes} className="ml-2 font-semibold tabular-nums" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
