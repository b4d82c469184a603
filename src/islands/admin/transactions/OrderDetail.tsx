/**
 * One order for staff: who, where, what, the money, its payments, the confirmation call of a
 * pay-on-delivery order, the status change (with the note the database asks for) and the audit
 * trail of every change with who made it and when.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { METHOD_LABEL, STATUS_ACTION, needsNote, statusLabel } from '../../../lib/admin/order-labels';
import { DataError } from '../../../lib/supabase/errors';
import { lineOptions } from '../../../../supabase/functions/_shared/contracts/line-options';
import {
  changeOrderStatus,
  getAdminOrder,
  nextStatuses,
  type AdminOrder,
} from '../../../lib/supabase/admin/orders';
import { showToast } from '../../../stores/toasts';
import { SelectField, TextAreaField } from '../../forms/Field';
import { OrderPayments, refundOwed } from './OrderPayments';
import { PhoneConfirmation } from './PhoneConfirmation';
import {
  ErrorNote,
  Loading,
  Panel,
  ScrollArea,
  StatusBadge,
  dateTime,
  kes,
  messageOf,
  useLoad,
} from '../parts';

function StatusChange({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) {
  const options = useLoad(() => nextStatuses(order), [order.status, order.payment_method]);
  const [next, setNext] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ status?: string; note?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  if (options.data?.length === 0)
    return <p className="text-sm text-ink-soft">This order is closed: its status no longer changes.</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return setErrors({ status: 'Choose the new status.' });
    if (needsNote(next, order.paid_at) && !note.trim())
      return setErrors({
        note:
          next === 'paid'
            ? 'Say how it was paid (the M-Pesa receipt or the cash note).'
            : `Say why the order is ${next}.`,
      });
    setBusy(true);
    setErrors({});
    try {
      const changed = await changeOrderStatus(order.id, next, note.trim());
      showToast('Status changed', `${changed.number} is now ${statusLabel(changed.status).toLowerCase()}.`);
      setNext('');
      setNote('');
      onChanged();
    } catch (error) {
      if (error instanceof DataError && (error.field === 'note' || error.field === 'status'))
        setErrors({ [error.field]: error.message });
      else setErrors({ form: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-start">
      <SelectField
        label="New status"
        value={next}
        error={errors.status}
        onChange={(e) => setNext(e.target.value)}
      >
        <option value="">Choose…</option>
        {options.data?.map((status) => (
          <option key={status} value={status}>
            {STATUS_ACTION[status] ?? statusLabel(status)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={next && needsNote(next, order.paid_at) ? 'Note (required)' : 'Note (optional)'}
        rows={2}
        maxLength={500}
        value={note}
        error={errors.note}
        hint="Kept in the order's history with your name."
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="submit" className="btn-primary sm:mt-6" disabled={busy || options.loading}>
        {busy ? 'Saving…' : 'Update status'}
      </button>
      {errors.form && (
        <div className="sm:col-span-3">
          <ErrorNote error={errors.form} />
        </div>
      )}
    </form>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const loaded = useLoad(() => getAdminOrder(id), [id]);
  const back = (
    <button type="button" className="link" onClick={onBack}>
      Back to orders
    </button>
  );
  if (loaded.error) return <ErrorNote error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data && loaded.loading) return <Loading text="Loading the order…" />;
  if (!loaded.data)
    return (
      <Panel title="Order not found" actions={back}>
        <p className="text-ink-soft">No order has this id.</p>
      </Panel>
    );
  const { order, lines, payments, events } = loaded.data;
  return (
    <div className="space-y-6">
      <Panel title={`Order ${order.number}`} actions={back}>
        <p className="mb-4 flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} label={statusLabel(order.status)} />
          {refundOwed(payments) > 0 && (
            <StatusBadge status="needs_refund" label={`Refund owed: ${kes(refundOwed(payments))}`} />
          )}
          <span className="text-sm text-ink-soft">placed {dateTime(order.created_at)}</span>
        </p>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <Fact label="Customer">
            {order.customer_name}
            <br />
            <a className="link" href={`mailto:${order.email}`}>
              {order.email}
            </a>
            <br />
            <a className="link" href={`tel:${order.phone}`}>
              {order.phone}
            </a>
          </Fact>
          <Fact label="Delivery">
            {order.delivery_zone_name} ({order.delivery_days})
            {order.address && (
              <>
                <br />
                {order.address}
              </>
            )}
            {(order.town || order.country) && (
              <>
                <br />
                {[order.town, order.country].filter(Boolean).join(', ')}
              </>
            )}
            {order.delivery_notes && (
              <>
                <br />
                <em>{order.delivery_notes}</em>
              </>
            )}
          </Fact>
          <Fact label="Payment">
            {METHOD_LABEL[order.payment_method] ?? order.payment_method}
            {order.paid_at && (
              <>
                <br />
                paid {dateTime(order.paid_at)}
              </>
            )}
            {order.affiliate_code && (
              <>
                <br />
                Affiliate {order.affiliate_code}: {kes(order.commission_kes)}
              </>
            )}
          </Fact>
        </dl>
        <div className="mt-6">
          <ScrollArea label="Items">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-ink-soft">
                <tr>
                  <th scope="col" className="py-2 pl-4 font-semibold sm:pl-0">
                    Item
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Qty
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold sm:pr-0">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {lines.map((line) => (
                  <tr key={line.line_no}>
                    <td className="py-2 pl-4 sm:pl-0">
                      <a href={`/product/${line.product_slug}`} className="link">
                        {line.product_name}
                      </a>
                      <span className="block text-xs text-ink-muted">
                        {[lineOptions(line.colour, line.size), `${kes(line.unit_price_kes)} each`]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </td>
                    <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                    <td className="py-2 pr-4 text-right tabular-nums sm:pr-0">{kes(line.line_total_kes)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="text-right tabular-nums">
                <tr>
                  <td colSpan={2} className="pt-3">
                    Goods
                  </td>
                  <td className="pr-4 pt-3 sm:pr-0">{kes(order.subtotal_kes)}</td>
                </tr>
                <tr>
                  <td colSpan={2}>Delivery</td>
                  <td className="pr-4 sm:pr-0">{kes(order.delivery_fee_kes)}</td>
                </tr>
                <tr className="font-semibold">
                  <td colSpan={2}>Total</td>
                  <td className="pr-4 sm:pr-0">{kes(order.total_kes)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollArea>
        </div>
      </Panel>
      {order.status === 'awaiting_confirmation' && (
        <Panel title="Confirm by phone">
          <PhoneConfirmation order={order} onConfirmed={loaded.reload} />
        </Panel>
      )}
      <Panel title="Change status">
        <StatusChange order={order} onChanged={loaded.reload} />
      </Panel>
      <Panel title="Payments">
        <OrderPayments payments={payments} onChanged={loaded.reload} />
      </Panel>
      <Panel title="History">
        <ol className="space-y-3 text-sm">
          {events.map((e, i) => (
            <li key={i} className="border-l-2 border-line pl-3">
              <p className="font-semibold">
                {!e.from_status
                  ? `Placed: ${statusLabel(e.to_status)}`
                  : e.from_status === e.to_status // money owed back or refunded: the note says which
                    ? `${statusLabel(e.to_status)}, status unchanged`
                    : `${statusLabel(e.from_status)} → ${statusLabel(e.to_status)}`}
              </p>
              {e.note && <p className="text-ink-soft">{e.note}</p>}
              <p className="text-xs text-ink-muted">
                {dateTime(e.at)} ·{' '}
                {e.actor_email ?? (e.from_status ? 'the shop (payment or expiry)' : 'guest checkout')}
              </p>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
