/**
 * The shopper's side of the affiliate programme: applying (or changing a pending application)
 * through apply_affiliate(), and reading one's own record and figures through my_affiliate().
 * Rows become app types here; a refusal is thrown as a DataError naming its field, as the
 * database names it (`details` of a PT400/PT401/PT409 error), so a form shows it in place.
 */
import { resolveClient, type ClientSource } from './client';
import { fromThrown, unwrap, type PostgrestAnswer } from './errors';
import { readJson, type JsonReader } from './read';

const AFFILIATE_STATUSES = ['pending', 'active', 'suspended'] as const;
const ORDER_STATES = ['pending', 'confirmed', 'void'] as const;
const PAYOUT_STATUSES = ['pending', 'sending', 'paid', 'failed'] as const;

export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

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
  state: (typeof ORDER_STATES)[number];
}

export interface AffiliatePayout {
  amountKes: number;
  status: (typeof PAYOUT_STATUSES)[number];
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

/** The affiliate's record in the jsonb apply_affiliate() and my_affiliate() return. */
function toAffiliate(json: JsonReader): Affiliate {
  return {
    code: json.text('code'),
    status: json.oneOf('status', AFFILIATE_STATUSES),
    commissionPercent: json.number('commission_percent'),
    payoutPhone: json.textOrNull('payout_phone'),
    audience: json.textOrNull('audience') ?? '',
  };
}

/** my_affiliate()'s jsonb: the record, its figures, its latest orders and payouts. */
function toAccount(json: JsonReader): AffiliateAccount {
  return {
    ...toAffiliate(json),
    visits: json.number('visits'),
    visits30Days: json.number('visits_30_days'),
    orders: json.number('orders'),
    pendingKes: json.number('pending_kes'),
    dueKes: json.number('due_kes'),
    paidKes: json.number('paid_kes'),
    returnDays: json.number('return_days'),
    minimumPayoutKes: json.number('minimum_payout_kes'),
    recentOrders: json.list('recent_orders').map((order) => ({
      placedAt: order.text('placed_at'),
      goodsKes: order.number('goods_kes'),
      commissionKes: order.number('commission_kes'),
      state: order.oneOf('state', ORDER_STATES),
    })),
    payouts: json.list('payouts').map((payout) => ({
      amountKes: payout.number('amount_kes'),
      status: payout.oneOf('status', PAYOUT_STATUSES),
      reference: payout.textOrNull('reference'),
      createdAt: payout.text('created_at'),
      paidAt: payout.textOrNull('paid_at'),
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
    (data) => toAffiliate(readJson(data, 'affiliate')),
  );
}

/** The signed-in shopper's affiliate record and figures, or null when they have not applied. */
export async function getMyAffiliate(source?: ClientSource): Promise<AffiliateAccount | null> {
  const supabase = await resolveClient(source);
  return attempt(
    async () => supabase.rpc('my_affiliate'),
    (data) => (data === null ? null : toAccount(readJson(data, 'affiliate account'))),
  );
}
