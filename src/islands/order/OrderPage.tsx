/**
 * An order's page (/order?key=…): the confirmation after checkout, and where a shopper or a
 * guest follows the order from its link. While the order awaits payment it asks every few seconds
 * how it stands, so the page turns to "Paid" when the M-Pesa or card payment lands, no reload
 * needed; a failed payment can be tried again from here.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $currency } from '../../stores/currency';
import { Money } from '../overlays/Money';
import { orderStatusLabel } from '../../lib/checkout/order-status';
import { formatKsh } from '../../lib/money';
import type { PaymentMethod } from '../../lib/checkout/form';
import { checkoutFailure, followOrder, type OrderDetails } from '../../lib/supabase/checkout';
import { sessionStore, takePaymentNotice } from '../../lib/checkout/payment-notice';
import { AccountOffer } from './AccountOffer';
import { orderQuestion, whatsAppLink } from '../../lib/whatsapp';
import { refundNotices } from '../../lib/checkout/refunds';
import { PaymentRetry } from './PaymentRetry';
import { Totals } from '../checkout/Totals';
import { lineOptions } from '../../../supabase/functions/_shared/contracts/line-options';

const POLL_MS = 3_000;

const NAIROBI_DEADLINE = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** When the shop must have called by, in Nairobi time ("Tue 9:30 am"). */
const callDeadline = (iso: string | null) => (iso ? NAIROBI_DEADLINE.format(new Date(iso)) : 'long');

function StatusPanel({ order, prompted, notice }: { order: OrderDetails; prompted: string; notice: string }) {
  const currency = useStore($currency);
  const payment = order.payment;
  if (order.status === 'paid')
    return (
      <>
        <p className="text-lg font-semibold text-teal-dark">Paid. Thank you!</p>
        <p className="mt-1 text-ink-soft">
          {payment?.receipt
            ? `${payment.provider === 'mpesa' ? 'M-Pesa receipt' : 'Card payment'} ${payment.receipt}. `
            : ''}
          We will deliver: {order.delivery_days.toLowerCase()}. Your receipt is on its way to {order.email}.
        </p>
      </>
    );
  if (order.status === 'confirmed')
    return (
      <>
        <p className="text-lg font-semibold text-teal-dark">Order confirmed</p>
        <p className="mt-1 text-ink-soft">
          Pay <Money kes={order.total_kes} /> by M-Pesa or cash when your parcel is handed to you. A
          confirmation is on its way to {order.email}.
        </p>
      </>
    );
  if (order.status === 'awaiting_confirmation')
    return (
      <>
        <p className="text-lg font-semibold text-teal-dark">Order received: we will call you to confirm it</p>
        <p className="mt-1 text-ink-soft">
          We will call you on {order.phone} before {callDeadline(order.expires_at)}; if we cannot reach you by
          then, the order is released. Pay <Money kes={order.total_kes} /> by M-Pesa or cash when your parcel
          is handed to you.
        </p>
      </>
    );
  if (order.status === 'expired' && order.payment_method === 'pay_on_delivery')
    return (
      <>
        <p className="text-lg font-semibold text-clay-dark">This order was not confirmed in time</p>
        <p className="mt-1 text-ink-soft">
          We could not confirm it with you by phone, so its items went back on sale. Add them to your cart
          again to place a new order.
        </p>
      </>
    );
  if (order.status === 'expired')
    return (
      <>
        <p className="text-lg font-semibold text-clay-dark">This order expired before it was paid</p>
        <p className="mt-1 text-ink-soft">
          Its items went back on sale. Add them to your cart again to place a new order.
        </p>
      </>
    );
  if (order.status !== 'pending_payment')
    return <p className="text-lg font-semibold">{orderStatusLabel(order.status)}</p>;
  // The checkout placed the order but could not start its payment (a prompt already on its way,
  // the hour's limit): it said why, and the shopper pays below.
  if (!payment)
    return (
      <>
        <p className="text-lg font-semibold">Awaiting payment</p>
        <p className="mt-1 text-ink-soft">{notice || 'Choose how to pay below.'}</p>
      </>
    );
  if (payment.status === 'failed')
    return (
      <>
        <p className="text-lg font-semibold text-clay-dark">The payment did not go through</p>
        <p className="mt-1 text-ink-soft">
          {payment.result_desc ? `${payment.result_desc} ` : ''}Your order is kept for 15 minutes: try again
          below.
        </p>
      </>
    );
  const waitingFor =
    payment?.provider === 'card'
      ? 'Waiting for your card payment…'
      : prompted || 'Check your phone: enter your M-Pesa PIN to pay.';
  return (
    <div className="flex items-start gap-3">
      <span
        className="mt-1 h-5 w-5 shrink-0 animate-spin rounded-full border-[3px] border-line border-t-clay motion-reduce:animate-none"
        aria-hidden="true"
      ></span>
      <div>
        <p className="text-lg font-semibold">{payment ? waitingFor : 'Awaiting payment'}</p>
        <p className="mt-1 text-ink-soft">
          To pay: <Money kes={order.total_kes} />
          {currency === 'USD' && `, charged in KSH as ${formatKsh(order.total_kes)}`}. This page updates by
          itself.
        </p>
      </div>
    </div>
  );
}

export function OrderPage({ orderKey, returnedFromCard }: { orderKey: string; returnedFromCard: boolean }) {
  const [order, setOrder] = useState<OrderDetails | null>(null);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [error, setError] = useState('');
  const [prompted, setPrompted] = useState('');
  const [notice] = useState(() => takePaymentNotice(sessionStore(), orderKey));
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let stopped = false;
    // Back from the card page, each look asks the provider (the server spaces its questions).
    followOrder(orderKey, returnedFromCard).then(
      (answer) => {
        if (stopped) return;
        setError('');
        setOrder(answer.order);
        setMethods(answer.methods);
      },
      (failure: unknown) => {
        if (!stopped) setError(checkoutFailure(failure).message);
      },
    );
    return () => {
      stopped = true;
    };
  }, [orderKey, returnedFromCard, tick]);

  const waiting = order?.status === 'pending_payment' && order.payment?.status !== 'failed';
  useEffect(() => {
    if (!waiting && order) return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, order, tick]);

  if (!order)
    return (
      <div className="card p-8" role={error ? 'alert' : 'status'}>
        <p className={error ? 'text-clay-dark' : 'text-ink-soft'}>{error || 'Loading your order…'}</p>
      </div>
    );

  const canRetry =
    order.status === 'pending_payment' && (!order.payment || order.payment.status === 'failed');
  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="order-number">
        <p className="text-sm text-ink-muted">Order number</p>
        <h2 id="order-number" className="font-display text-2xl font-semibold">
          {order.number}
        </h2>
        <div className="mt-4" role="status" aria-live="polite">
          <StatusPanel order={order} prompted={prompted} notice={notice} />
          {refundNotices(order).map((text) => (
            <p key={text} className="mt-2 font-medium text-clay-dark">
              {text}
            </p>
          ))}
        </div>
        <p className="mt-3 text-sm text-ink-soft">
          A question?{' '}
          <a className="link" href={whatsAppLink(orderQuestion(order.number))} target="_blank" rel="noopener">
            Ask about this order
          </a>{' '}
          on WhatsApp.
        </p>
        {canRetry && (
          <PaymentRetry
            orderKey={orderKey}
            phone={order.phone}
            methods={methods.filter((method) => method !== 'pay_on_delivery')}
            onPrompted={(message) => {
              setPrompted(message);
              setTick((n) => n + 1);
            }}
          />
        )}
      </section>
      <section className="card p-5 sm:p-6" aria-labelledby="order-items">
        <h2 id="order-items" className="font-display text-xl font-semibold">
          Items
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.lines.map((line) => (
            <li
              key={`${line.product_slug}-${line.size}-${line.colour}`}
              className="flex justify-between gap-4 py-3 text-sm"
            >
              <span>
                {line.quantity} ×{' '}
                <a className="link" href={`/product/${line.product_slug}`}>
                  {line.product_name}
                </a>
                {(line.size || line.colour) && (
                  <span className="block text-ink-muted">{lineOptions(line.colour, line.size)}</span>
                )}
                {order.status === 'delivered' && (
                  <a
                    className="link mt-1 block w-fit"
                    href={`/account?review=${encodeURIComponent(line.product_slug)}#reviews`}
                  >
                    Review {line.product_name}
                  </a>
                )}
              </span>
              <Money kes={line.line_total_kes} className="tabular-nums" />
            </li>
          ))}
        </ul>
        <Totals subtotal={order.subtotal_kes} fee={order.delivery_fee_kes} />
      </section>
      <section className="card p-5 text-sm sm:p-6" aria-labelledby="order-delivery">
        <h2 id="order-delivery" className="font-display text-xl font-semibold">
          Delivery
        </h2>
        <p className="mt-2">
          {order.delivery_zone_name} · {order.delivery_days}
        </p>
        {order.address && (
          <p className="text-ink-soft">
            {[order.address, order.town, order.country].filter(Boolean).join(', ')}
          </p>
        )}
        <p className="mt-2 text-ink-soft">
          {order.customer_name} · {order.phone} · {order.email}
        </p>
      </section>
      {!order.has_account && <AccountOffer email={order.email} />}
      <p className="text-sm text-ink-muted">
        Keep this page's link to follow your order.{' '}
        <a className="link" href="/products">
          Continue Shopping
        </a>
      </p>
    </div>
  );
}
