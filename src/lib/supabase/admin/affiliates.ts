/** The admin's affiliates: every application and member, reviewed (approve, suspend, rate) by admins. */
import { resolveClient, type ClientSource } from '../client';
import { jsonObject } from '../errors';
import { unwrapAdmin as unwrap } from './errors';

export type AffiliateStatus = 'pending' | 'active' | 'suspended';

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

/** All affiliates, applications waiting first. */
export async function listAffiliates(source?: ClientSource): Promise<AdminAffiliate[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(
    await supabase
      .from('affiliates')
      .select('id,code,status,commission_percent,payout_phone,audience,created_at,reviewed_at,user_id')
      .order('created_at', { ascending: false })
      .limit(1000),
  ) as AdminAffiliate[];
  const rank: Record<AffiliateStatus, number> = { pending: 0, active: 1, suspended: 2 };
  return rows
    .map((row) => ({ ...row, commission_percent: Number(row.commission_percent) }))
    .sort((a, b) => rank[a.status] - rank[b.status]);
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
  return jsonObject<AdminAffiliate>(unwrap(answer), 'admin');
}
