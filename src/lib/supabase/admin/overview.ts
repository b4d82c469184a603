/** The admin overview's figures and the recent activity, computed in the database. */
import { resolveClient, type ClientSource } from '../client';
import { jsonObject } from '../errors';
import { unwrapAdmin as unwrap } from './errors';

export type OverviewDays = 7 | 30 | 90;

export interface OverviewDay {
  day: string;
  revenue_kes: number;
  orders: number;
  visits: number;
}

export interface Overview {
  days: OverviewDays;
  from: string;
  to: string;
  revenue_kes: number;
  orders: number;
  average_order_kes: number;
  previous: { revenue_kes: number; orders: number };
  affiliate_visits: number;
  affiliate_orders: number;
  series: OverviewDay[];
  top_products: { slug: string; name: string; units: number; revenue_kes: number }[];
  low_stock: { id: string; slug: string; name: string; stock: number; in_stock: boolean }[];
  low_stock_count: number;
  to_ship: number;
  /** Pay-on-delivery orders waiting for the shop's confirming call, and when the first is released. */
  to_confirm: number;
  to_confirm_by: string | null;
  needs_refund: number;
  /** Payments owed back and not yet refunded (paid twice, or on an order that no longer awaited it), and their sum. */
  refunds_owed: number;
  refunds_owed_kes: number;
  affiliate_applications: number;
}

export interface Activity {
  at: string;
  kind: 'order' | 'affiliate' | 'payout';
  summary: string;
  order_id: string | null;
  actor: string | null;
}

/** The shop's figures over the last 7, 30 or 90 Nairobi days. */
export async function getOverview(days: OverviewDays, source?: ClientSource): Promise<Overview> {
  const supabase = await resolveClient(source);
  return jsonObject<Overview>(unwrap(await supabase.rpc('admin_overview', { days })), 'admin');
}

/** The latest things that happened, newest first. */
export async function listActivity(max = 15, source?: ClientSource): Promise<Activity[]> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.rpc('admin_activity', { max_items: max })) as Activity[];
}
