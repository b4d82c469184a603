/**
 * The payouts function's request and answer, shared by the admin area and the function, and the
 * reader of a payouts row that a database function returns as jsonb.
 */
import type { JsonReader } from './json-reader.ts';

/** A payout's statuses and methods, as the payouts table's check constraints list them. */
export const PAYOUT_STATUSES = ['pending', 'sending', 'paid', 'failed'] as const;
export const PAYOUT_METHODS = ['mpesa', 'manual'] as const;

/** A `payouts` row: an affiliate's commission to pay, by M-Pesa or by hand. */
export interface PayoutRow {
  id: string;
  batch_id: string;
  affiliate_id: string;
  affiliate_code: string;
  amount_kes: number;
  phone: string | null;
  status: (typeof PAYOUT_STATUSES)[number];
  method: (typeof PAYOUT_METHODS)[number] | null;
  reference: string | null;
  conversation_id: string | null;
  result_desc: string | null;
  paid_at: string | null;
  paid_by: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /payouts: the payout to send by M-Pesa. */
export interface SendPayoutRequest {
  payout_id: string;
}

/** The answer to SendPayoutRequest (202): the payout, now `sending`. */
export interface PayoutSending {
  payout: PayoutRow;
}

/**
 * A payouts row that a database function returned as jsonb (start_payout_transfer(),
 * mark_payout_paid(), create_payout_batch()'s payouts), read with either side's JsonReader.
 * @example const payout = readPayoutRow(readJson(await rpc(db, 'start_payout_transfer', args), 'payout'));
 */
export function readPayoutRow(json: JsonReader): PayoutRow {
  return {
    id: json.text('id'),
    batch_id: json.text('batch_id'),
    affiliate_id: json.text('affiliate_id'),
    affiliate_code: json.text('affiliate_code'),
    amount_kes: json.number('amount_kes'),
    phone: json.textOrNull('phone'),
    status: json.oneOf('status', PAYOUT_STATUSES),
    method: json.oneOfOrNull('method', PAYOUT_METHODS),
    reference: json.textOrNull('reference'),
    conversation_id: json.textOrNull('conversation_id'),
    result_desc: json.textOrNull('result_desc'),
    paid_at: json.textOrNull('paid_at'),
    paid_by: json.textOrNull('paid_by'),
    created_at: json.text('created_at'),
    updated_at: json.text('updated_at'),
  };
}
