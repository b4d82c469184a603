/**
 * The shopper's side of the affiliate programme: applying (or changing a pending application)
 * through apply_affiliate(), and reading one's own record and figures through my_affiliate().
 * Rows become app types here; a refusal is thrown as a DataError naming its field, as the
 * database names it (`details` of a PT400/PT401/PT409 error), so a form shows it in place.
 */
import { resolveClient, type ClientSource } from './client';
import { fromThrown, unwrap, type PostgrestAnswer } from './errors';

export type AffiliateStatus = 'pending' | 'active' | 'suspended';

/** The fields a refusal can name; `account` is about the shopper rather than a field. */
export type AffiliateField = 'code' | 'payout_phone' | 'audience' | 'account';

/** What a shopper applies with. */
export interface AffiliateApplication {
  code: string;
  /** An M-Pesa number as typed ("0712 345 678"); the database normalises it. */
  payoutPhone: string;
  /** Where they will share; may be blank. */
  audience: string;
}

/** An affiliate's record as its owner sees it. */
export interface Affiliate {
  code: string;
  status: AffiliateStatus;
  commissionPercent: number;
  /** "+254712345678", or null for a record made by staff without one. */
  payoutPhone: string | null;
  audience: string;
}

/** An order attributed to the affiliate: amounts and state only, nothing about the shopper. */
export interface AffiliateOrder {
  placedAt: string;
  goodsKes: number;
  /** 0 once void. */
  commissionKes: number;
  state: 'pending' | 'confirmed' | 'void';
}

export interface AffiliatePayout {
  amountKes: number;
  status: 'pending' | 'sending' | 'paid' | 'failed';
  reference: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** The affiliate's record with their figures, as /account shows them. */
export interface AffiliateAccount extends Affiliate {
  visits: number;
  visits30Days: number;
  orders: number;
  pendingKes: number;
  /** Confirmed and not yet paid (less commission taken back on paid-out orders since refunded). */
  dueKes: number;
  paidKes: number;
  recentOrders: AffiliateOrder[];
  payouts: AffiliatePayout[];
  returnDays: number;
  minimumPayoutKes: number;
}

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toAffiliate(row: Row): Affiliate {
  return {
    code: String(row.code),
    status: row.status as AffiliateStatus,
    commissionPercent: num(row.commission_percent),
    payoutPhone: text(row.payout_phone),
    audience: text(row.audience) ?? '',
  };
}

function toAccount(row: Row): AffiliateAccount {
  const list = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : []);
  return {
    ...toAffiliate(row),
    visits: num(row.visits),
    visits30Days: num(row.visits_30_days),
    orders: num(row.orders),
    pendingKes: num(row.pending_kes),
    dueKes: num(row.due_kes),
    paidKes: num(row.paid_kes),
    returnDays: num(row.return_days),
    minimumPayoutKes: num(row.minimum_payout_kes),
    recentOrders: list(row.recent_orders).map((order) => ({
      placedAt: String(order.placed_at),
      goodsKes: num(order.goods_kes),
      commissionKes: num(order.commission_kes),
      state: order.state as AffiliateOrder['state'],
    })),
    payouts: list(row.payouts).map((payout) => ({
      amountKes: num(payout.amount_kes),
      status: payout.status as AffiliatePayout['status'],
      reference: text(payout.reference),
      createdAt: String(payout.created_at),
      paidAt: text(payout.paid_at),
    })),
  };
}

/** Runs `call` and shapes its data; any failure is thrown as a DataError in the programme's words. */
async function attempt<T, D>(call: () => PromiseLike<PostgrestAnswer<D>>, shape: (data: D) => T): Promise<T> {
  let answer: PostgrestAnswer<D>;
  try {
    answer = await call();
  } catch (error) {
    throw fromThrown(error, 'affiliates');
  }
  return shape(unwrap(answer, 'affiliates'));
}

/**
 * Applies the signed-in shopper to the programme, or changes their pending application. Throws
 * a DataError naming the field refused (a malformed or taken code, a number that is no
 * Kenyan mobile), or `account` for a visitor or an affiliate already active or suspended.
 *
 * @example await applyToAffiliateProgramme({ code: 'AMINA', payoutPhone: '0712 345 678', audience: '' })
 */
export async function applyToAffiliateProgramme(
  application: AffiliateApplication,
  source?: ClientSource,
): Promise<Affiliate> {
  const supabase = await resolveClient(source);
  return attempt(
    async () =>
      supabase.rpc('apply_affiliate', {
        code: application.code.trim(),
        payout_phone: application.payoutPhone.trim(),
        audience: application.audience.trim(),
      }),
    (data) => toAffiliate(data as Row),
  );
}

/** The signed-in shopper's affiliate record and figures, or null when they have not applied. */
export async function getMyAffiliate(source?: ClientSource): Promise<AffiliateAccount | null> {
  const supabase = await resolveClient(source);
  return attempt(
    async () => supabase.rpc('my_affiliate'),
    (data) => (data && typeof data === 'object' ? toAccount(data as Row) : null),
  );
}
