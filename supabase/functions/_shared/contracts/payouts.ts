/** The payouts function's request and answer, shared by the admin area and the function. */

/** A `payouts` row: an affiliate's commission to pay, by M-Pesa or by hand. */
export interface PayoutRow {
  id: string;
  batch_id: string;
  affiliate_id: string;
  affiliate_code: string;
  amount_kes: number;
  phone: string | null;
  status: 'pending' | 'sending' | 'paid' | 'failed';
  method: 'mpesa' | 'manual' | null;
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
