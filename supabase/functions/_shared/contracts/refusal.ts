/**
 * How every edge function refuses: a 4xx or 5xx whose JSON body says, in the shopper's or the
 * manager's words, what went wrong and which field it concerns (`contact.phone`, `payout_id`),
 * when it concerns one.
 */
export interface Refusal {
  error: string;
  field: string | null;
}
