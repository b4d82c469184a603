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
import { resolveClient, type ClientSource } from '../client';
import { unwrapAdmin as unwrap } from './errors';
import { invokeAdminFunction } from './invoke';

export type PayoutStatus = 'pending' | 'sending' | 'paid' | 'failed';

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
  method: 'mpesa' | 'manual' | null;
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
  status: 'pending' | 'active' | 'suspended';
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

type PayoutRow = {
  id: string;
  batch_id: string;
  affiliate_id: string;
  affiliate_code: string;
  amount_kes: number;
  phone: string | null;
  status: PayoutStatus;
  method: Payout['method'];
  reference: string | null;
  result_desc: string | null;
  paid_at: string | null;
  created_at: string;
};

const PAYOUT_COLUMNS =
  'id,batch_id,affiliate_id,affiliate_code,amount_kes,phone,status,method,reference,result_desc,paid_at,created_at';

function toPayout(row: PayoutRow, periodEnd: string | null = null): Payout {
  return {
    id: row.id,
    batchId: row.batch_id,
    periodEnd,
    affiliateId: row.affiliate_id,
    affiliateCode: row.affiliate_code,
    amountKes: row.amount_kes,
    phone: row.phone,
    status: row.status,
    method: row.method,
    reference: row.reference,
    resultDesc: row.result_desc,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  };
}

/** The programme's figures per affiliate for the Nairobi days `from` to `to` (YYYY-MM-DD). */
export async function getCommissionReport(
  from: string,
  to: string,
  source?: ClientSource,
): Promise<CommissionReportRow[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(
    await supabase.rpc('affiliate_commission_report', { period_start: from, period_end: to }),
  ) as Record<string, unknown>[];
  return rows.map((row) => ({
    affiliateId: String(row.affiliate_id),
    code: String(row.code),
    status: row.status as CommissionReportRow['status'],
    commissionPercent: Number(row.commission_percent),
    email: (row.email as string | null) ?? null,
    payoutPhone: (row.payout_phone as string | null) ?? null,
    visits: Number(row.visits),
    orders: Number(row.orders),
    salesKes: Number(row.sales_kes),
    earnedKes: Number(row.earned_kes),
    pendingKes: Number(row.pending_kes),
    dueKes: Number(row.due_kes),
    paidKes: Number(row.paid_kes),
  }));
}

/**
 * Makes a batch paying the commission confirmed by the end of `periodEnd` (YYYY-MM-DD) to every
 * active affiliate owed at least the minimum payout; the rest carries over. When nobody is owed
 * enough, a DataError (field `period_end`) says so.
 */
export async function createPayoutBatch(periodEnd: string, source?: ClientSource): Promise<PayoutBatch> {
  const supabase = await resolveClient(source);
  const made = unwrap(await supabase.rpc('create_payout_batch', { period_end: periodEnd })) as {
    batch: { id: string; period_end: string; created_at: string };
    payouts: PayoutRow[];
  };
  return {
    id: made.batch.id,
    periodEnd: made.batch.period_end,
    createdAt: made.batch.created_at,
    payouts: made.payouts.map((row) => toPayout(row, made.batch.period_end)),
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
  ) as PayoutRow[];
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
  const row = unwrap(await supabase.rpc('mark_payout_paid', { payout_id: payoutId, reference })) as PayoutRow;
  return toPayout(row);
}

/**
 * Sends a payout by M-Pesa (B2C) through the payouts function: it comes back `sending`, and
 * M-Pesa's Result makes it paid (with its receipt) or failed, which listPayouts then shows. Where
 * B2C is not set up, the DataError says to pay by hand and mark it paid.
 */
export async function sendPayoutByMpesa(payoutId: string, source?: ClientSource): Promise<Payout> {
  const supabase = await resolveClient(source);
  const answer = await invokeAdminFunction<{ payout: PayoutRow }>(supabase, 'payouts', {
    payout_id: payoutId,
  });
  return toPayout(answer.payout);
}
