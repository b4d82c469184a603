/**
 * Paying affiliates, for the admin area (admins only; the database refuses anyone else): the
 * commission report of a period, payout batches, payouts marked paid by hand, and payouts sent by
 * M-Pesa through the payouts function. Rows become camelCase app types here; every refusal is an
 * DataError carrying the message to show and the field it concerns.
 *
 * @example
 *   const { payouts } = await createPayoutBatch('2026-11-30');
 *   await sendPayoutByMpesa(payouts[0].id); // status "sending"; the Result settles it
 */
import type { Database, Tables } from '../../../../supabase/functions/_shared/contracts/database';
import { resolveClient, type ClientSource } from '../client';
import {
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  readPayoutRow,
} from '../../../../supabase/functions/_shared/contracts/payouts';
import { oneOf, oneOfOrNull, readJson } from '../read';
import { unwrapAdmin as unwrap } from './errors';
import { invokeAdminFunction } from './invoke';

const AFFILIATE_STATUSES = ['pending', 'active', 'suspended'] as const;

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface Payout {
  id: string;
  batchId: string;
  /** The batch's last day (YYYY-MM-DD); null when the batch cannot be read (an affiliate's own view). */
  periodEnd: string | null;
  affiliateId: string;
  affiliateCode: string;
  amountKes: number;
  /** The M-Pesa number it goes to, +254…; null when the affiliate gave none. */
  phone: string | null;
  status: PayoutStatus;
  method: (typeof PAYOUT_METHODS)[number] | null;
  /** The M-Pesa receipt, or the reference of a transfer made by hand. */
  reference: string | null;
  /** Why the last M-Pesa transfer failed, as M-Pesa said it. */
  resultDesc: string | null;
  paidAt: string | null;
  createdAt: string;
}

export interface PayoutBatch {
  id: string;
  periodEnd: string;
  createdAt: string;
  payouts: Payout[];
}

/** One affiliate's figures: the period's visits, orders, sales and earnings; pending, due and paid as of now. */
export interface CommissionReportRow {
  affiliateId: string;
  code: string;
  status: (typeof AFFILIATE_STATUSES)[number];
  commissionPercent: number;
  email: string | null;
  payoutPhone: string | null;
  visits: number;
  orders: number;
  salesKes: number;
  earnedKes: number;
  pendingKes: number;
  dueKes: number;
  paidKes: number;
}

/** A payouts row as the admin reads it (PAYOUT_COLUMNS); the payouts function's contract has these too. */
type PayoutRow = Pick<
  Tables<'payouts'>,
  | 'id'
  | 'batch_id'
  | 'affiliate_id'
  | 'affiliate_code'
  | 'amount_kes'
  | 'phone'
  | 'status'
  | 'method'
  | 'reference'
  | 'result_desc'
  | 'paid_at'
  | 'created_at'
>;

const PAYOUT_COLUMNS =
  'id,batch_id,affiliate_id,affiliate_code,amount_kes,phone,status,method,reference,result_desc,paid_at,created_at' as const;

/** The one place a payouts row becomes a Payout: its status and method read as the store's. */
function toPayout(row: PayoutRow, periodEnd: string | null = null): Payout {
  return {
    id: row.id,
    batchId: row.batch_id,
    periodEnd,
    affiliateId: row.affiliate_id,
    affiliateCode: row.affiliate_code,
    amountKes: row.amount_kes,
    phone: row.phone,
    status: oneOf(row.status, PAYOUT_STATUSES, 'payout status'),
    method: oneOfOrNull(row.method, PAYOUT_METHODS, 'payout method'),
    reference: row.reference,
    resultDesc: row.result_desc,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  };
}

type CommissionRow = Database['public']['Functions']['affiliate_commission_report']['Returns'][number];

/** A row of affiliate_commission_report() as the report shows it. */
function toCommissionReportRow(row: CommissionRow): CommissionReportRow {
  return {
    affiliateId: row.affiliate_id,
    code: row.code,
    status: oneOf(row.status, AFFILIATE_STATUSES, 'affiliate status'),
    // Sums of bigint come as numeric: the wire may carry them as text.
    commissionPercent: Number(row.commission_percent),
    // The generated type of a function's columns says nothing of null; an affiliate may have neither.
    email: row.email ?? null,
    payoutPhone: row.payout_phone ?? null,
    visits: Number(row.visits),
    orders: Number(row.orders),
    salesKes: Number(row.sales_kes),
    earnedKes: Number(row.earned_kes),
    pendingKes: Number(row.pending_kes),
    dueKes: Number(row.due_kes),
    paidKes: Number(row.paid_kes),
  };
}

/** The programme's figures per affiliate for the Nairobi days `from` to `to` (YYYY-MM-DD). */
export async function getCommissionReport(
  from: string,
  to: string,
  source?: ClientSource,
): Promise<CommissionReportRow[]> {
  const supabase = await resolveClient(source);
  const answer = await supabase.rpc('affiliate_commission_report', { period_start: from, period_end: to });
  return unwrap(answer).map(toCommissionReportRow);
}

/**
 * Makes a batch paying the commission confirmed by the end of `periodEnd` (YYYY-MM-DD) to every
 * active affiliate owed at least the minimum payout; the rest carries over. When nobody is owed
 * enough, a DataError (field `period_end`) says so.
 */
export async function createPayoutBatch(periodEnd: string, source?: ClientSource): Promise<PayoutBatch> {
  const supabase = await resolveClient(source);
  const made = readJson(
    unwrap(await supabase.rpc('create_payout_batch', { period_end: periodEnd })),
    'payout batch',
  );
  const batch = made.object('batch');
  return {
    id: batch.text('id'),
    periodEnd: batch.text('period_end'),
    createdAt: batch.text('created_at'),
    payouts: made.list('payouts').map((row) => toPayout(readPayoutRow(row), batch.text('period_end'))),
  };
}

/** Payouts, newest first, each with its batch's last day; an affiliate sees only their own. */
export async function listPayouts(source?: ClientSource): Promise<Payout[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(
    await supabase
      .from('payouts')
      .select(PAYOUT_COLUMNS)
      .order('created_at', { ascending: false })
      .order('affiliate_code')
      .limit(1000),
  );
  const batchIds = [...new Set(rows.map((row) => row.batch_id))];
  const batches = batchIds.length
    ? unwrap(await supabase.from('payout_batches').select('id,period_end').in('id', batchIds))
    : [];
  const periodEnds = new Map(batches.map((batch) => [batch.id, batch.period_end]));
  return rows.map((row) => toPayout(row, periodEnds.get(row.batch_id) ?? null));
}

/** Records a payout made by hand (a bank or M-Pesa transfer) with its reference. */
export async function markPayoutPaid(
  payoutId: string,
  reference: string,
  source?: ClientSource,
): Promise<Payout> {
  const supabase = await resolveClient(source);
  const answer = await supabase.rpc('mark_payout_paid', { payout_id: payoutId, reference });
  return toPayout(readPayoutRow(readJson(unwrap(answer), 'payout')));
}

/**
 * Sends a payout by M-Pesa (B2C) through the payouts function: it comes back `sending`, and
 * M-Pesa's Result makes it paid (with its receipt) or failed, which listPayouts then shows. Where
 * B2C is not set up, the DataError says to pay by hand and mark it paid.
 */
export async function sendPayoutByMpesa(payoutId: string, source?: ClientSource): Promise<Payout> {
  const supabase = await resolveClient(source);
  const answer = await invokeAdminFunction(supabase, 'payouts', { payout_id: payoutId });
  return toPayout(answer.payout);
}
