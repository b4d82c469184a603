/**
 * The admin's transactions: orders a page at a time with filters (status, payment method, dates
 * in Nairobi, affiliate, a search), one order in full with its lines, payments and audit trail,
 * status changes through set_order_status(), the CSV export of the same filters, and payments.
 */
import type { PostgrestFilterBuilder } from '@supabase/postgrest-js';
import { resolveClient, type ClientSource } from '../client';
import { containsPattern } from '../products';
import type { Json } from '../../../../supabase/functions/_shared/contracts/database';
import { readJson } from '../read';
import { PAST_THE_END, unwrapAdmin as unwrap } from './errors';

export interface OrderFilters {
  status?: string;
  method?: string;
  /** Nairobi dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  affiliate?: string;
  /** An order number, an email address or a customer's name. */
  search?: string;
}

export interface AdminOrderRow {
  id: string;
  number: string;
  created_at: string;
  status: string;
  payment_method: string;
  customer_name: string;
  email: string;
  phone: string;
  delivery_zone_name: string;
  town: string;
  total_kes: number;
  affiliate_code: string | null;
}

export interface AdminOrder extends AdminOrderRow {
  access_key: string;
  delivery_days: string;
  address: string;
  country: string;
  delivery_notes: string;
  subtotal_kes: number;
  delivery_fee_kes: number;
  commission_kes: number;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  closed_at: string | null;
  expires_at: string | null;
  user_id: string | null;
}

export interface AdminOrderLine {
  line_no: number;
  product_slug: string;
  product_name: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  unit_price_kes: number;
  line_total_kes: number;
}

export interface AdminPayment {
  id: string;
  order_id: string;
  provider: string;
  status: string;
  amount_kes: number;
  phone: string | null;
  receipt: string | null;
  reference: string | null;
  result_desc: string | null;
  created_at: string;
  paid_at: string | null;
  /** Set when the payment landed on an order that no longer awaited it: the money is owed back. */
  refund_due_at: string | null;
  refunded_at: string | null;
  refund_reference: string | null;
  order_number?: string;
}

export interface OrderEvent {
  at: string;
  actor_email: string | null;
  from_status: string | null;
  to_status: string;
  note: string;
}

const LIST_COLUMNS =
  'id,number,created_at,status,payment_method,customer_name,email,phone,delivery_zone_name,town,total_kes,affiliate_code' as const;

/** The start of a Nairobi day (East Africa Time is UTC+3 all year). */
const nairobiMidnight = (day: string) => `${day}T00:00:00+03:00`;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Applies the filters to a query of orders or of order_exports (they share these columns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applyOrderFilters<Q extends PostgrestFilterBuilder<any, any, any, any, any, any, any>>(
  request: Q,
  filters: OrderFilters,
): Q {
  let q = request;
  if (filters.status) q = q.eq('status', filters.status);
  if (filters.method) q = q.eq('payment_method', filters.method);
  if (filters.affiliate) q = q.eq('affiliate_id', filters.affiliate);
  if (filters.from && DAY.test(filters.from)) q = q.gte('created_at', nairobiMidnight(filters.from));
  if (filters.to && DAY.test(filters.to)) q = q.lt('created_at', nairobiMidnight(nextDay(filters.to)));
  const search = filters.search?.trim();
  if (search) {
    if (/^(mt-)?[\d-]+$/i.test(search)) q = q.ilike('number', containsPattern(search.toUpperCase()));
    else if (search.includes('@')) q = q.ilike('email', containsPattern(search));
    else q = q.ilike('customer_name', containsPattern(search));
  }
  return q;
}

/** A page of orders, newest first, and how many match in all; a page past the end has no rows. */
export async function listAdminOrders(
  filters: OrderFilters,
  page: number,
  pageSize = 25,
  source?: ClientSource,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const supabase = await resolveClient(source);
  const from = (Math.max(1, page) - 1) * pageSize;
  const answer = await applyOrderFilters(
    supabase.from('orders').select(LIST_COLUMNS, { count: 'exact' }),
    filters,
  )
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  if (answer.error?.code === PAST_THE_END) {
    const counted = await applyOrderFilters(
      supabase.from('orders').select('id', { count: 'exact', head: true }),
      filters,
    );
    unwrap(counted);
    return { rows: [], total: counted.count ?? 0 };
  }
  const rows: AdminOrderRow[] = unwrap(answer);
  return { rows, total: answer.count ?? 0 };
}

/** One order with its lines, payments and audit trail; null when there is none. */
export async function getAdminOrder(
  id: string,
  source?: ClientSource,
): Promise<{
  order: AdminOrder;
  lines: AdminOrderLine[];
  payments: AdminPayment[];
  events: OrderEvent[];
} | null> {
  const supabase = await resolveClient(source);
  const [order, lines, payments, events] = await Promise.all([
    supabase.from('orders').select('*').eq('id', id).maybeSingle(),
    supabase.from('order_lines').select('*').eq('order_id', id).order('line_no'),
    supabase.from('payments').select('*').eq('order_id', id).order('created_at'),
    supabase
      .from('order_events')
      .select('at,actor_email,from_status,to_status,note')
      .eq('order_id', id)
      .order('id'),
  ]);
  const found: AdminOrder | null = unwrap(order);
  if (!found) return null;
  return { order: found, lines: unwrap(lines), payments: unwrap(payments), events: unwrap(events) };
}

/** The statuses staff may move an order to from its own (the database's rule). */
export async function nextStatuses(
  order: Pick<AdminOrder, 'status' | 'payment_method'>,
  source?: ClientSource,
) {
  const supabase = await resolveClient(source);
  const answer = await supabase.rpc('order_next_statuses', {
    current_status: order.status,
    method: order.payment_method,
  });
  return unwrap(answer);
}

/** The orders row that set_order_status() and confirm_order_by_phone() return as jsonb. */
function toAdminOrder(value: Json): AdminOrder {
  const json = readJson(value, 'order');
  return {
    id: json.text('id'),
    number: json.text('number'),
    created_at: json.text('created_at'),
    status: json.text('status'),
    payment_method: json.text('payment_method'),
    customer_name: json.text('customer_name'),
    email: json.text('email'),
    phone: json.text('phone'),
    delivery_zone_name: json.text('delivery_zone_name'),
    town: json.text('town'),
    total_kes: json.number('total_kes'),
    affiliate_code: json.textOrNull('affiliate_code'),
    access_key: json.text('access_key'),
    delivery_days: json.text('delivery_days'),
    address: json.text('address'),
    country: json.text('country'),
    delivery_notes: json.text('delivery_notes'),
    subtotal_kes: json.number('subtotal_kes'),
    delivery_fee_kes: json.number('delivery_fee_kes'),
    commission_kes: json.number('commission_kes'),
    paid_at: json.textOrNull('paid_at'),
    shipped_at: json.textOrNull('shipped_at'),
    delivered_at: json.textOrNull('delivered_at'),
    closed_at: json.textOrNull('closed_at'),
    expires_at: json.textOrNull('expires_at'),
    user_id: json.textOrNull('user_id'),
  };
}

/** Moves an order to another status; the note says why (required to cancel, refund or mark paid by hand). */
export async function changeOrderStatus(
  id: string,
  status: string,
  note: string,
  source?: ClientSource,
): Promise<AdminOrder> {
  const supabase = await resolveClient(source);
  const answer = await supabase.rpc('set_order_status', { target: id, next_status: status, note });
  return toAdminOrder(unwrap(answer));
}

/**
 * Records that staff called the shopper and confirmed a pay-on-delivery order: it is no longer
 * released at its deadline, and the trail says "Confirmed by phone" with the note.
 */
export async function confirmOrderByPhone(
  id: string,
  note: string,
  source?: ClientSource,
): Promise<AdminOrder> {
  const supabase = await resolveClient(source);
  const answer = await supabase.rpc('confirm_order_by_phone', { target: id, note });
  return toAdminOrder(unwrap(answer));
}

/** The API's largest page (max_rows): the export asks page by page. */
const EXPORT_PAGE = 1000;

export const EXPORT_COLUMNS =
  '"Order","Placed (Nairobi)","Status","Payment","Customer","Email","Phone","Delivery","Town","Items","Goods (KSH)","Delivery fee (KSH)","Total (KSH)","Affiliate","Commission (KSH)","Paid (Nairobi)"';

/** The filtered orders as CSV with a header line, newest first, however many there are. */
export async function exportOrdersCsv(filters: OrderFilters, source?: ClientSource): Promise<string> {
  const supabase = await resolveClient(source);
  let csv = '';
  let total = 0;
  for (let from = 0; from === 0 || from < total; from += EXPORT_PAGE) {
    const answer = await applyOrderFilters(
      supabase.from('order_exports').select(EXPORT_COLUMNS, { count: 'exact' }),
      filters,
    )
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + EXPORT_PAGE - 1)
      .csv();
    const text = String(unwrap(answer)).replace(/\n?$/, '\n');
    total = answer.count ?? 0;
    // Every page starts with the header line (which holds no line break): keep the first one only.
    csv += from === 0 ? text : text.slice(text.indexOf('\n') + 1);
  }
  return csv;
}

/**
 * Records the refund of a payment owed back, with the refund's own reference (an M-Pesa reversal
 * or transfer receipt, a card refund id); the order's trail says who and when.
 */
export async function recordPaymentRefund(
  paymentId: string,
  reference: string,
  source?: ClientSource,
): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('record_payment_refund', { payment_id: paymentId, reference }));
}

/** The payments list's status filter: a payment's status, or `refund_owed` (owed back, not yet refunded). */
export type PaymentStatusFilter = '' | 'pending' | 'paid' | 'failed' | 'expired' | 'refund_owed';

/** A page of payments, newest first, with their order's number. */
export async function listPayments(
  filters: { status?: PaymentStatusFilter; provider?: string },
  page: number,
  pageSize = 25,
  source?: ClientSource,
): Promise<{ rows: AdminPayment[]; total: number }> {
  const supabase = await resolveClient(source);
  const from = (Math.max(1, page) - 1) * pageSize;
  let request = supabase
    .from('payments')
    .select(
      'id,order_id,provider,status,amount_kes,phone,receipt,reference,result_desc,created_at,paid_at,refund_due_at,refunded_at,refund_reference',
      { count: 'exact' },
    );
  if (filters.status === 'refund_owed')
    request = request.not('refund_due_at', 'is', null).is('refunded_at', null);
  else if (filters.status) request = request.eq('status', filters.status);
  if (filters.provider) request = request.eq('provider', filters.provider);
  const answer = await request
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + pageSize - 1);
  const rows: AdminPayment[] = unwrap(answer);
  const ids = [...new Set(rows.map((row) => row.order_id))];
  if (ids.length) {
    const numbers = unwrap(await supabase.from('orders').select('id,number').in('id', ids));
    const byId = new Map(numbers.map((o) => [o.id, o.number]));
    for (const row of rows) row.order_number = byId.get(row.order_id);
  }
  return { rows, total: answer.count ?? 0 };
}
