/** The admin overview's figures and the recent activity, computed in the database. */
import type { Database, Json } from '../../../../supabase/functions/_shared/contracts/database';
import { resolveClient, type ClientSource } from '../client';
import { oneOf, readJson } from '../read';
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

const ACTIVITY_KINDS = ['order', 'affiliate', 'payout'] as const;

export interface Activity {
  at: string;
  kind: (typeof ACTIVITY_KINDS)[number];
  summary: string;
  order_id: string | null;
  actor: string | null;
}

/** What admin_overview() returns (jsonb) as the Overview: every figure the page shows, checked. */
function toOverview(value: Json, days: OverviewDays): Overview {
  const json = readJson(value, 'overview');
  const previous = json.object('previous');
  return {
    days,
    from: json.text('from'),
    to: json.text('to'),
    revenue_kes: json.number('revenue_kes'),
    orders: json.number('orders'),
    average_order_kes: json.number('average_order_kes'),
    previous: { revenue_kes: previous.number('revenue_kes'), orders: previous.number('orders') },
    affiliate_visits: json.number('affiliate_visits'),
    affiliate_orders: json.number('affiliate_orders'),
    series: json.list('series').map((day) => ({
      day: day.text('day'),
      revenue_kes: day.number('revenue_kes'),
      orders: day.number('orders'),
      visits: day.number('visits'),
    })),
    top_products: json.list('top_products').map((product) => ({
      slug: product.text('slug'),
      name: product.text('name'),
      units: product.number('units'),
      revenue_kes: product.number('revenue_kes'),
    })),
    low_stock: json.list('low_stock').map((product) => ({
      id: product.text('id'),
      slug: product.text('slug'),
      name: product.text('name'),
      stock: product.number('stock'),
      in_stock: product.boolean('in_stock'),
    })),
    low_stock_count: json.number('low_stock_count'),
    to_ship: json.number('to_ship'),
    to_confirm: json.number('to_confirm'),
    to_confirm_by: json.textOrNull('to_confirm_by'),
    needs_refund: json.number('needs_refund'),
    refunds_owed: json.number('refunds_owed'),
    refunds_owed_kes: json.number('refunds_owed_kes'),
    affiliate_applications: json.number('affiliate_applications'),
  };
}

type ActivityRow = Database['public']['Functions']['admin_activity']['Returns'][number];

/** A row of admin_activity() as the overview lists it: its kind one the page draws. */
function toActivity(row: ActivityRow): Activity {
  return {
    at: row.at,
    kind: oneOf(row.kind, ACTIVITY_KINDS, 'activity kind'),
    summary: row.summary,
    // The generated type of a function's columns says nothing of null: these often are.
    order_id: row.order_id ?? null,
    actor: row.actor ?? null,
  };
}

/** The shop's figures over the last 7, 30 or 90 Nairobi days. */
export async function getOverview(days: OverviewDays, source?: ClientSource): Promise<Overview> {
  const supabase = await resolveClient(source);
  return toOverview(unwrap(await supabase.rpc('admin_overview', { days })), days);
}

/** The latest things that happened, newest first. */
export async function listActivity(max = 15, source?: ClientSource): Promise<Activity[]> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.rpc('admin_activity', { max_items: max })).map(toActivity);
}
