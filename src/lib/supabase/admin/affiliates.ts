/** The admin's affiliates: every application and member, reviewed (approve, suspend, rate) by admins. */
import type { Tables } from '../../../../supabase/functions/_shared/contracts/database';
import { resolveClient, type ClientSource } from '../client';
import { oneOf, readJson } from '../read';
import { unwrapAdmin as unwrap } from './errors';

const AFFILIATE_STATUSES = ['pending', 'active', 'suspended'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

export interface AdminAffiliate {
  id: string;
  code: string;
  status: AffiliateStatus;
  commission_percent: number;
  payout_phone: string | null;
  audience: string;
  created_at: string;
  reviewed_at: string | null;
  user_id: string | null;
}

const COLUMNS =
  'id,code,status,commission_percent,payout_phone,audience,created_at,reviewed_at,user_id' as const;

/** An affiliates row as the admin reads it (COLUMNS). */
type AffiliateRow = Pick<
  Tables<'affiliates'>,
  | 'id'
  | 'code'
  | 'status'
  | 'commission_percent'
  | 'payout_phone'
  | 'audience'
  | 'created_at'
  | 'reviewed_at'
  | 'user_id'
>;

/** The one place an affiliates row becomes the admin's: its status read as the store's. */
function toAdminAffiliate(row: AffiliateRow): AdminAffiliate {
  return {
    id: row.id,
    code: row.code,
    status: oneOf(row.status, AFFILIATE_STATUSES, 'affiliate status'),
    // A numeric column: the wire may carry it as text.
    commission_percent: Number(row.commission_percent),
    payout_phone: row.payout_phone,
    audience: row.audience,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    user_id: row.user_id,
  };
}

/** All affiliates, applications waiting first. */
export async function listAffiliates(source?: ClientSource): Promise<AdminAffiliate[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(
    await supabase.from('affiliates').select(COLUMNS).order('created_at', { ascending: false }).limit(1000),
  );
  const rank: Record<AffiliateStatus, number> = { pending: 0, active: 1, suspended: 2 };
  return rows.map(toAdminAffiliate).sort((a, b) => rank[a.status] - rank[b.status]);
}

/** Approves, suspends or re-rates an affiliate (admins only). */
export async function reviewAffiliate(
  id: string,
  status: AffiliateStatus,
  commissionPercent: number | null,
  source?: ClientSource,
): Promise<AdminAffiliate> {
  const supabase = await resolveClient(source);
  const answer = await supabase.rpc('review_affiliate', {
    target: id,
    next_status: status,
    commission_percent: commissionPercent ?? undefined,
  });
  // review_affiliate() returns the affiliates row as jsonb.
  const row = readJson(unwrap(answer), 'affiliate');
  return toAdminAffiliate({
    id: row.text('id'),
    code: row.text('code'),
    status: row.text('status'),
    commission_percent: row.number('commission_percent'),
    payout_phone: row.textOrNull('payout_phone'),
    audience: row.text('audience'),
    created_at: row.text('created_at'),
    reviewed_at: row.textOrNull('reviewed_at'),
    user_id: row.textOrNull('user_id'),
  });
}
